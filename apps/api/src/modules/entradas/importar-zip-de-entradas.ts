import type { TImportacaoZipEntradas, TResultadoArquivoEntrada } from '@erp/contracts/entradas';
import { ErrorCode } from '@erp/contracts/errors';
import type { NFeLida } from '@erp/fiscal/nfe/parse';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { translateDbError } from '../../lib/db-errors.ts';
import { openZip, type ZipEntry, type ZipLimits } from '../../lib/safe-zip.ts';
import { type CacheImportacao, importarNfeLida, novoCacheImportacao } from './importar-nfe-entrada.ts';
import { lerNfeEntrada, TAMANHO_MAXIMO_XML } from './ler-nfe-entrada.ts';
import { ProdutosNaoCadastradosError } from './produtos-da-nota.ts';

export const TAMANHO_MAXIMO_ZIP = 50 * 1024 * 1024;

/**
 * A week of a client's notes fits many times over (1 000 notes of 40 items are about 30 MB of XML); anything
 * beyond is refused before a single entry is inflated.
 */
export const LIMITES_ZIP: ZipLimits = {
  maxEntries: 2000,
  maxTotalBytes: 256 * 1024 * 1024,
  maxEntryBytes: TAMANHO_MAXIMO_XML,
  // An NF-e compresses about 5 to 15 times; 100 leaves room and still stops a bomb.
  maxRatio: 100,
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

async function importarNota(
  ctx: AppContext,
  arquivo: string,
  nfe: NFeLida,
  caller: Caller,
  cache: CacheImportacao,
): Promise<TResultadoArquivoEntrada> {
  try {
    return { arquivo, situacao: 'importada', importacao: await importarNfeLida(ctx, nfe, caller, cache) };
  } catch (error) {
    if (error instanceof ProdutosNaoCadastradosError) {
      const n = error.produtos.length;
      return {
        arquivo,
        situacao: 'produtos_faltantes',
        chave: nfe.chave,
        mensagem:
          `NF-e ${Number.parseInt(nfe.nNF, 10)}: ${n === 1 ? '1 produto não cadastrado' : `${n} produtos não cadastrados`}. ` +
          'Cadastre-os e envie o XML desta nota de novo.',
        produtos: error.produtos,
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
  /** Access keys already met in this archive, claimed in archive order. */
  chaves: Set<string>;
};

function recusada(lote: Lote, arquivo: string, error: unknown): TResultadoArquivoEntrada {
  const conhecido = error instanceof AppError ? error : translateDbError(error);
  return {
    arquivo,
    situacao: 'recusada',
    mensagem: conhecido?.message ?? lote.registrarErro(error, arquivo),
  };
}

async function importarArquivo(lote: Lote, entrada: ZipEntry): Promise<TResultadoArquivoEntrada> {
  const arquivo = entrada.name;
  const motivo = motivoParaIgnorar(entrada);
  if (motivo) return { arquivo, situacao: 'ignorada', mensagem: motivo };
  if (entrada.problem) return { arquivo, situacao: 'recusada', mensagem: entrada.problem };
  // Reading and parsing are synchronous, so notes claim their key in archive order even when several are
  // in flight: of two copies of a note, the first is the one imported.
  let nfe: NFeLida;
  try {
    nfe = lerNfeEntrada(entrada.read());
  } catch (error) {
    return recusada(lote, arquivo, error);
  }
  if (lote.chaves.has(nfe.chave)) {
    return {
      arquivo,
      situacao: 'ja_importada',
      mensagem: `NF-e repetida neste .zip (chave ${nfe.chave}): só a primeira cópia foi considerada.`,
      chave: nfe.chave,
    };
  }
  lote.chaves.add(nfe.chave);
  try {
    return await importarNota(lote.ctx, arquivo, nfe, lote.caller, lote.cache);
  } catch (error) {
    return recusada(lote, arquivo, error);
  }
}

/**
 * Issue 5: a .zip of NF-e XML files in one upload. Each entry is imported as if uploaded alone, in its own
 * transaction, and gets its own result; notes with unregistered products are reported with the list, as the
 * one-product-at-a-time registration belongs to the single-file flow. A few notes are in flight at once, so
 * that one is read and checked while another waits for PostgreSQL; the results keep the archive's order.
 */
export async function importarZipDeEntradas(
  ctx: AppContext,
  zip: Buffer,
  caller: Caller,
  registrarErro: RegistrarErro,
): Promise<TImportacaoZipEntradas> {
  const entradas = await openZip(zip, LIMITES_ZIP);
  const lote: Lote = { ctx, caller, cache: novoCacheImportacao(), registrarErro, chaves: new Set() };
  const arquivos: TResultadoArquivoEntrada[] = new Array(entradas.length);
  let proximo = 0;
  const trabalhar = async () => {
    for (let i = proximo++; i < entradas.length; i = proximo++) {
      arquivos[i] = await importarArquivo(lote, entradas[i] as ZipEntry);
    }
  };
  await Promise.all(Array.from({ length: NOTAS_EM_PARALELO }, trabalhar));
  return { arquivos };
}
