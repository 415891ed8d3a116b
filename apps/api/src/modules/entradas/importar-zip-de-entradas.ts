import type {
  TImportacaoZipEntradas,
  TRespostasDoEmitente,
  TRespostasDoZip,
  TResultadoArquivoEntrada,
} from '@erp/contracts/entradas';
import { ErrorCode } from '@erp/contracts/errors';
import type { NFeLida } from '@erp/fiscal/nfe';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { translateDbError } from '../../lib/db-errors.ts';
import { openZip, type ZipEntry, type ZipLimits } from '../../lib/safe-zip.ts';
import { ItensSemKgError } from './conversoes-da-nota.ts';
import { CfopsSemDestinoError } from './destinos-da-nota.ts';
import { type CacheImportacao, importarNfeLida, novoCacheImportacao } from './importar-nfe-entrada.ts';
import type { LeitorDeEntradas, LerNfe } from './leitor-de-entradas.ts';
import { TAMANHO_MAXIMO_XML, xmlGrandeDemais } from './ler-nfe-entrada.ts';
import {
  type PerguntasDaNota,
  pendenciasPorEmitente,
  perguntasDaNota,
  respostasDaNota,
  validarRespostasDoZip,
} from './pendencias-do-zip.ts';
import { ProdutosNaoCadastradosError } from './produtos-da-nota.ts';

export const TAMANHO_MAXIMO_ZIP = 50 * 1024 * 1024;

/**
 * A week of a client's notes fits many times over (1 000 notes of 40 items are about 30 MB of XML); anything
 * beyond is refused before a single entry is inflated. At 100 MB (about 110 notes of 990 items, the largest
 * an NF-e has) the import takes some 15 s on 2 cores, most of it in PostgreSQL; more is better sent in parts.
 */
export const LIMITES_ZIP: ZipLimits = {
  maxEntries: 2000,
  maxTotalBytes: 100 * 1024 * 1024,
  maxEntryBytes: TAMANHO_MAXIMO_XML,
  // An NF-e compresses about 5 to 15 times; 100 leaves room and still stops a bomb.
  maxRatio: 100,
  entryTooLarge: (nome) => xmlGrandeDemais(nome).message,
};

/** Notes in flight at once: more than a few only queue behind the same product rows and the 2 cores. */
const NOTAS_EM_PARALELO = 4;

/** Says, with a message for the user, what went wrong with one file that the API did not expect. */
export type RegistrarErro = (erro: unknown, arquivo: string) => string;

function motivoParaIgnorar(entrada: ZipEntry): string | undefined {
  if (entrada.isDirectory) return 'Pasta: ignorada.';
  const nome = entrada.name.slice(entrada.name.lastIndexOf('/') + 1);
  if (entrada.name.startsWith('__MACOSX/') || nome.startsWith('._')) {
    return 'Metadados do macOS, não é uma nota: ignorado.';
  }
  if (!nome.toLowerCase().endsWith('.xml')) return 'Não é um arquivo .xml: ignorado.';
  return undefined;
}

/** What a note left waiting says: its questions are in the .zip's table, with its emitente's. */
const RESPONDA_NO_ZIP = 'Responda às perguntas do .zip e envie-o de novo para importá-la.';

/**
 * Every question of a note that waits, for the table: asked after its import stopped at the first kind, so a note
 * that asks nothing costs nothing more.
 */
async function guardarPerguntas(lote: Lote, indice: number, nfe: NFeLida, arquivo: string) {
  lote.perguntas[indice] = await perguntasDaNota(
    lote.ctx,
    { arquivo, nfe },
    respostasDaNota(lote.respostas, nfe),
  );
}

async function importarNota(
  lote: Lote,
  indice: number,
  arquivo: string,
  nfe: NFeLida,
): Promise<TResultadoArquivoEntrada> {
  const { ctx, caller, cache } = lote;
  try {
    const respostas = respostasDaNota(lote.respostas, nfe);
    return {
      arquivo,
      situacao: 'importada',
      importacao: await importarNfeLida(ctx, nfe, caller, cache, respostas),
    };
  } catch (error) {
    const isPergunta =
      error instanceof ProdutosNaoCadastradosError ||
      error instanceof ItensSemKgError ||
      error instanceof CfopsSemDestinoError;
    if (isPergunta) await guardarPerguntas(lote, indice, nfe, arquivo);
    if (error instanceof ProdutosNaoCadastradosError) {
      const n = error.produtos.length;
      return {
        arquivo,
        situacao: 'produtos_faltantes',
        chave: nfe.chave,
        mensagem:
          `NF-e ${Number.parseInt(nfe.nNF, 10)}: ${n === 1 ? '1 produto não cadastrado' : `${n} produtos não cadastrados`}. ` +
          RESPONDA_NO_ZIP,
        produtos: error.produtos,
      };
    }
    if (error instanceof ItensSemKgError) {
      return {
        arquivo,
        situacao: 'itens_sem_kg',
        chave: nfe.chave,
        mensagem: `NF-e ${Number.parseInt(nfe.nNF, 10)}: ${error.message} ${RESPONDA_NO_ZIP}`,
        itens: error.itens,
      };
    }
    if (error instanceof CfopsSemDestinoError) {
      return {
        arquivo,
        situacao: 'cfops_sem_destino',
        chave: nfe.chave,
        mensagem: `NF-e ${Number.parseInt(nfe.nNF, 10)}: ${error.message} ${RESPONDA_NO_ZIP}`,
        cfops: error.cfops,
      };
    }
    if (error instanceof AppError && error.code === ErrorCode.CONFLICT) {
      return { arquivo, situacao: 'ja_importada', mensagem: error.message, chave: nfe.chave };
    }
    throw error;
  }
}

type Lote = {
  ctx: AppContext;
  caller: Caller;
  cache: CacheImportacao;
  registrarErro: RegistrarErro;
  ler: LerNfe;
  /** The answers sent with the .zip, per emitente (CNPJ or CPF). */
  respostas: Map<string, TRespostasDoEmitente>;
  /** The questions of the notes left waiting, by their place in the archive. */
  perguntas: PerguntasDaNota[];
  /** Access keys already met in this archive, claimed in archive order. */
  chaves: Set<string>;
  /** The last claim made: each file claims its key after the files before it, whenever its read ends. */
  ultimaVez: Promise<unknown>;
};

function recusada(lote: Lote, arquivo: string, error: unknown): TResultadoArquivoEntrada {
  const conhecido = error instanceof AppError ? error : translateDbError(error);
  return {
    arquivo,
    situacao: 'recusada',
    mensagem: conhecido?.message ?? lote.registrarErro(error, arquivo),
  };
}

/** Reads the entry in the worker pool; the note, or the result that says why it is not one. */
async function lerEntrada(lote: Lote, entrada: ZipEntry): Promise<NFeLida | TResultadoArquivoEntrada> {
  const arquivo = entrada.name;
  const motivo = motivoParaIgnorar(entrada);
  if (motivo) return { arquivo, situacao: 'ignorada', mensagem: motivo };
  if (entrada.problem) return { arquivo, situacao: 'recusada', mensagem: entrada.problem };
  try {
    return await lote.ler({ nome: arquivo, entradaDoZip: entrada.data() }, { comAssinatura: true });
  } catch (error) {
    return recusada(lote, arquivo, error);
  }
}

/**
 * The note's key claimed once its read and every earlier file's claim are done: reads run in parallel and end
 * in any order, but of two copies of a note the first in the archive is the one imported.
 */
function reivindicarEmOrdem(
  lote: Lote,
  arquivo: string,
  leitura: Promise<NFeLida | TResultadoArquivoEntrada>,
): Promise<NFeLida | TResultadoArquivoEntrada> {
  const vez = lote.ultimaVez.then(async () => {
    const lida = await leitura;
    if ('arquivo' in lida) return lida;
    if (lote.chaves.has(lida.chave)) {
      return {
        arquivo,
        situacao: 'ja_importada' as const,
        mensagem: `NF-e repetida neste .zip (chave ${lida.chave}): só a primeira cópia foi considerada.`,
        chave: lida.chave,
      };
    }
    lote.chaves.add(lida.chave);
    return lida;
  });
  lote.ultimaVez = vez.catch(() => undefined);
  return vez;
}

async function importarArquivo(
  lote: Lote,
  entrada: ZipEntry,
  indice: number,
): Promise<TResultadoArquivoEntrada> {
  const arquivo = entrada.name;
  const nfe = await reivindicarEmOrdem(lote, arquivo, lerEntrada(lote, entrada));
  if ('arquivo' in nfe) return nfe;
  try {
    return await importarNota(lote, indice, arquivo, nfe);
  } catch (error) {
    return recusada(lote, arquivo, error);
  }
}

/**
 * Issue 5: a .zip of NF-e XML files in one upload. Each entry is imported as if uploaded alone, in its own
 * transaction, and gets its own result. A note that asks something (unknown products, kg, a CFOP without
 * destination) waits, whole, and every question of the waiting notes comes back per emitente (issue 24), to be
 * answered once and the .zip sent again with `respostas`: each note takes its emitente's answers. A few notes are
 * in flight at once, so that one is read (inflated, parsed, its signature checked, in the worker pool) while
 * another waits for PostgreSQL: nothing waits for the whole archive to be read. The results keep the archive's order.
 */
export async function importarZipDeEntradas(
  ctx: AppContext,
  leitor: LeitorDeEntradas,
  zip: Buffer,
  caller: Caller,
  registrarErro: RegistrarErro,
  respostas: TRespostasDoZip = [],
): Promise<TImportacaoZipEntradas> {
  await validarRespostasDoZip(ctx, respostas);
  const entradas = await openZip(zip, LIMITES_ZIP);
  return leitor.emLote(async (ler) => {
    const lote: Lote = {
      ctx,
      caller,
      cache: novoCacheImportacao(),
      registrarErro,
      ler,
      respostas: new Map(respostas.map((r) => [r.emitente, r])),
      perguntas: [],
      chaves: new Set(),
      ultimaVez: Promise.resolve(),
    };
    const arquivos: TResultadoArquivoEntrada[] = new Array(entradas.length);
    let proximo = 0;
    const trabalhar = async () => {
      for (let i = proximo++; i < entradas.length; i = proximo++) {
        arquivos[i] = await importarArquivo(lote, entradas[i] as ZipEntry, i);
      }
    };
    await Promise.all(Array.from({ length: NOTAS_EM_PARALELO }, trabalhar));
    // A sparse array: its filter keeps the archive's order of the notes that wait.
    return { arquivos, pendencias: pendenciasPorEmitente(lote.perguntas.filter(Boolean)) };
  });
}
