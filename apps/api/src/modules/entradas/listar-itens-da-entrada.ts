import type { TEntradaItemDetalhe, TRetornoDoItem } from '@erp/contracts/entradas';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAssinaturaPendente, listItens, listRetornosDaEntrada } from './entradas.repository.ts';

/** Issue 5 detail view: each item's kg received and left, and the returns (our NF-e) that consumed it. */
export async function listarItensDaEntrada(
  ctx: AppContext,
  idEntrada: number,
): Promise<TEntradaItemDetalhe[]> {
  const assinaturaPendente = await findAssinaturaPendente(ctx.db, idEntrada);
  if (assinaturaPendente === undefined) throw AppError.notFound('Nota de entrada não encontrada.');
  const [itens, retornos] = await Promise.all([
    listItens(ctx.db, idEntrada),
    listRetornosDaEntrada(ctx.db, idEntrada),
  ]);
  const porItem = new Map<number, TRetornoDoItem[]>();
  for (const r of retornos) {
    const lista = porItem.get(r.idItemEntrada) ?? [];
    lista.push({
      id_nota_fiscal: r.idNotaFiscal,
      numero: r.numero,
      serie: r.serie,
      data_emissao: r.dataEmissao?.toISOString() ?? null,
      quantidade_kg: r.quantidadeKg,
    });
    porItem.set(r.idItemEntrada, lista);
  }
  return itens.map((i) => ({
    id: i.id,
    nome: i.nome,
    id_produto: i.idProduto,
    quantidade_kg: i.quantidadeKg,
    saldo_kg: i.saldoKg,
    retornos: porItem.get(i.id) ?? [],
    destino: i.destino,
    assinatura_pendente: assinaturaPendente,
  }));
}
