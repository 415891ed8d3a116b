import type {
  TCfopSemDestino,
  TItemSemKg,
  TPendenciasDoEmitente,
  TProdutoFaltante,
  TRespostasDoEmitente,
  TRespostasDoZip,
  TRespostasImportacao,
} from '@erp/contracts/entradas';
import { Decimal } from '@erp/fiscal/decimal';
import type { NFeLida } from '@erp/fiscal/nfe';
import type { AppContext } from '../../app-context.ts';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import { resolverNota } from './conversoes-da-nota.ts';
import { destinosDaNota, documentoDoEmitente } from './destinos-da-nota.ts';
import { findProdutosByIds } from './entradas.repository.ts';

/** A note of the .zip and what its import would ask, from the same resolution the import runs. */
export type PerguntasDaNota = {
  arquivo: string;
  nfe: NFeLida;
  produtos: TProdutoFaltante[];
  semKg: TItemSemKg[];
  semDestino: TCfopSemDestino[];
};

export type NotaDoZip = { arquivo: string; nfe: NFeLida };

/**
 * One emitente's answers cut to what this note has: its answers name the codes and CFOPs of all the emitente's
 * notes, and a note's import takes only its own (it refuses a code it does not have).
 */
export function respostasDaNota(
  respostas: Map<string, TRespostasDoEmitente> | undefined,
  nfe: NFeLida,
): TRespostasImportacao | undefined {
  const doEmitente = respostas?.get(documentoDoEmitente(nfe));
  if (!doEmitente) return undefined;
  const codigos = new Set(nfe.det.map((i) => i.cProd));
  const cfops = new Set(nfe.det.map((i) => i.CFOP));
  return {
    conversoes: doEmitente.conversoes.filter((c) => codigos.has(c.codigo)),
    vinculos: doEmitente.vinculos.filter((v) => codigos.has(v.codigo)),
    ignorar: doEmitente.ignorar.filter((c) => codigos.has(c)),
    destinos: doEmitente.destinos.filter((d) => cfops.has(d.cfop)),
  };
}

/**
 * 400 under `respostas.N...`, before any file is read, when an emitente is answered twice or a link names a product
 * that does not exist. An answer about a code or a CFOP no note of the emitente has is simply not used.
 */
export async function validarRespostasDoZip(ctx: AppContext, respostas: TRespostasDoZip): Promise<void> {
  const existentes = await findProdutosByIds(ctx.db, [
    ...new Set(respostas.flatMap((r) => r.vinculos.map((v) => v.id_produto))),
  ]);
  const erros: FieldError[] = [];
  const vistos = new Set<string>();
  respostas.forEach((r, e) => {
    if (vistos.has(r.emitente)) {
      erros.push({
        campo: `respostas.${e}.emitente`,
        mensagem: `O emitente ${r.emitente} está repetido nas respostas.`,
      });
    }
    vistos.add(r.emitente);
    r.vinculos.forEach((v, i) => {
      if (!existentes.has(v.id_produto)) {
        erros.push({ campo: `respostas.${e}.vinculos.${i}.id_produto`, mensagem: 'Produto não encontrado.' });
      }
    });
  });
  if (erros.length > 0) throw AppError.validation('Confira as respostas da importação do .zip.', erros);
}

/**
 * Everything the import of this note still asks, at once (the import stops at the first kind: products, then kg,
 * then CFOPs), for the .zip's one table.
 */
export async function perguntasDaNota(
  ctx: AppContext,
  { arquivo, nfe }: NotaDoZip,
  respostas: TRespostasImportacao | undefined,
): Promise<PerguntasDaNota> {
  const { faltantes, semKg } = await resolverNota(ctx.db, nfe, respostas);
  const { semDestino } = await destinosDaNota(ctx.db, nfe, respostas);
  return { arquivo, nfe, produtos: faltantes, semKg, semDestino };
}

const temPerguntas = (p: PerguntasDaNota) => p.produtos.length + p.semKg.length + p.semDestino.length > 0;

/** Adds `arquivo` to a row's files once (a code on several items of one note is one file). */
function comArquivo<T extends { arquivos: string[] }>(linha: T, arquivo: string): T {
  if (linha.arquivos.at(-1) !== arquivo) linha.arquivos.push(arquivo);
  return linha;
}

/** The questions of the .zip per emitente, each once, in the order of the archive. */
export function pendenciasPorEmitente(notas: PerguntasDaNota[]): TPendenciasDoEmitente[] {
  const porEmitente = new Map<
    string,
    {
      grupo: TPendenciasDoEmitente;
      produtos: Map<string, TPendenciasDoEmitente['produtos'][number]>;
      kgs: Map<string, TPendenciasDoEmitente['itens_sem_kg'][number]>;
      cfops: Map<string, TPendenciasDoEmitente['cfops_sem_destino'][number]>;
    }
  >();
  for (const nota of notas.filter(temPerguntas)) {
    const emitente = documentoDoEmitente(nota.nfe);
    let doEmitente = porEmitente.get(emitente);
    if (!doEmitente) {
      doEmitente = {
        grupo: {
          emitente,
          nome: nota.nfe.emit.xNome,
          arquivos: [],
          produtos: [],
          itens_sem_kg: [],
          cfops_sem_destino: [],
        },
        produtos: new Map(),
        kgs: new Map(),
        cfops: new Map(),
      };
      porEmitente.set(emitente, doEmitente);
    }
    const { grupo, produtos, kgs, cfops } = doEmitente;
    grupo.arquivos.push(nota.arquivo);
    for (const p of nota.produtos) {
      const linha = produtos.get(p.codigo_interno) ?? { ...p, arquivos: [] };
      produtos.set(p.codigo_interno, comArquivo(linha, nota.arquivo));
    }
    for (const item of nota.semKg) {
      const linha = kgs.get(item.codigo);
      if (linha) {
        // The kg total of one item, as a suggestion, only makes sense while the code is on one item.
        linha.quantidade = new Decimal(linha.quantidade).plus(item.quantidade).toFixed();
        linha.itens += 1;
        linha.sugestao_kg_total = null;
        comArquivo(linha, nota.arquivo);
      } else kgs.set(item.codigo, { ...item, itens: 1, arquivos: [nota.arquivo] });
    }
    for (const c of nota.semDestino) {
      const linha = cfops.get(c.cfop) ?? { ...c, itens: [], arquivos: [] };
      for (const item of c.itens) if (!linha.itens.includes(item)) linha.itens.push(item);
      cfops.set(c.cfop, comArquivo(linha, nota.arquivo));
    }
  }
  return [...porEmitente.values()].map(({ grupo, produtos, kgs, cfops }) => ({
    ...grupo,
    produtos: [...produtos.values()],
    itens_sem_kg: [...kgs.values()],
    cfops_sem_destino: [...cfops.values()],
  }));
}
