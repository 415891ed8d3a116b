import type { TAnaliseEntrada } from '@erp/contracts/entradas';
import type { NFeLida } from '@erp/fiscal/nfe/parse';
import type { AppContext } from '../../app-context.ts';
import type { ArquivoEnviado } from './arquivo-enviado.ts';
import { findEntradaIdByChave } from './entradas.repository.ts';
import type { LeitorDeEntradas } from './leitor-de-entradas.ts';
import { produtosDaNota } from './produtos-da-nota.ts';

/** SPEC §4 import flow, step 1: which of the note's products are not registered yet (by cProd = SKU). */
export async function analisarNfeEntrada(
  ctx: AppContext,
  leitor: LeitorDeEntradas,
  arquivo: ArquivoEnviado,
): Promise<TAnaliseEntrada> {
  return analisarNfeLida(
    ctx,
    await leitor.emLote((ler) => ler({ nome: arquivo.nome, xml: arquivo.conteudo })),
  );
}

/** The analysis of a note already read (an upload, or an NF-e received from 'Buscar na SEFAZ'). */
export async function analisarNfeLida(ctx: AppContext, nfe: NFeLida): Promise<TAnaliseEntrada> {
  const { faltantes } = await produtosDaNota(ctx.db, nfe);
  return {
    status: faltantes.length === 0 ? 'ok' : 'produtos_faltantes',
    chave: nfe.chave,
    numero_nf: Number.parseInt(nfe.nNF, 10),
    emitente: nfe.emit.xNome,
    ja_importada: (await findEntradaIdByChave(ctx.db, nfe.chave)) !== undefined,
    produtos: faltantes,
  };
}
