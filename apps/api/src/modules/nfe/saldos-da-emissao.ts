import { destinoDaSaida } from '@erp/fiscal/calculo';
import { Decimal } from '@erp/fiscal/decimal';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { liberarReservasNaEmissao } from '../ordens-da-nota/ordens-da-nota.ts';
import type { ItensDaNota } from './carregar-emissao-nfe.ts';
import { consomeSaldo, formatarKg, movimentaEstoque, saldoInsuficiente } from './linhas-nfe.ts';
import {
  consumirSaldo,
  findItensEntrada,
  type NotaRow,
  type ProdutoRow,
  restaurarSaldo,
} from './nfe.repository.ts';

/**
 * kg per entry item taken by the note's return lines, in the items' id order: the balances are taken and given
 * back in that order, so two notes returning the same items in opposite orders never wait on each other.
 */
export function saldosDasDevolucoes(itens: ItensDaNota) {
  const porItem = new Map<number, Decimal>();
  for (const { item } of itens) {
    if (item.idItemEntrada && consomeSaldo(item.cfop)) {
      porItem.set(
        item.idItemEntrada,
        (porItem.get(item.idItemEntrada) ?? new Decimal(0)).plus(item.quantidade),
      );
    }
  }
  return new Map([...porItem].sort(([a], [b]) => a - b));
}

/** The returned kg go back to the entry items they were taken from. */
export async function devolverSaldos(tx: Database, itens: ItensDaNota) {
  for (const [idItemEntrada, kg] of saldosDasDevolucoes(itens)) {
    await restaurarSaldo(tx, idItemEntrada, kg.toFixed());
  }
}

/**
 * The stock the note's lines take out; a symbolic return takes none, so it needs none. A sale (x101/x102) takes
 * the company's own kg only (issue 24): the clients' material in the building is not the company's to sell.
 */
function conferirEstoque(nota: NotaRow, itens: ItensDaNota, produtos: Map<number, ProdutoRow>) {
  const pedido = new Map<number, Decimal>();
  const vendido = new Map<number, Decimal>();
  for (const { item } of itens) {
    if (movimentaEstoque(nota.naturezaOperacao, item.cfop)) {
      pedido.set(item.idProduto, (pedido.get(item.idProduto) ?? new Decimal(0)).plus(item.quantidade));
      if (destinoDaSaida(item.cfop) === 'proprio') {
        vendido.set(item.idProduto, (vendido.get(item.idProduto) ?? new Decimal(0)).plus(item.quantidade));
      }
    }
  }
  for (const [idProduto, kg] of pedido) {
    const produto = produtos.get(idProduto);
    if (produto && kg.gt(produto.estoqueAtual)) {
      throw AppError.unprocessable(
        `Estoque insuficiente de "${produto.nome}".`,
        `Disponível ${formatarKg(produto.estoqueAtual)}, pedido ${formatarKg(kg)}.`,
      );
    }
  }
  for (const [idProduto, kg] of vendido) {
    const produto = produtos.get(idProduto);
    if (produto && kg.gt(produto.estoqueProprioKg)) {
      throw AppError.unprocessable(
        `Estoque próprio insuficiente de "${produto.nome}".`,
        `Disponível no estoque próprio ${formatarKg(Decimal.max(produto.estoqueProprioKg, 0))}, pedido ${formatarKg(kg)}` +
          ` (o material de clientes em estoque, ${formatarKg(Decimal.max(new Decimal(produto.estoqueAtual).minus(produto.estoqueProprioKg), 0))}, não é da empresa: não pode ser vendido nem remetido como próprio).`,
      );
    }
  }
}

/**
 * The kg a note being numbered takes, in the emission's transaction: the stock its lines need is checked, the
 * reservation of its ordens de industrialização released and the returned kg taken from the entry items. A note
 * re-signed for the SVC (`refazer`) gives its normal emission's kg back first and takes them again under the same
 * checks as a draft's.
 */
export async function reservarSaldos(
  tx: Database,
  nota: NotaRow,
  itens: ItensDaNota,
  produtos: Map<number, ProdutoRow>,
  refazer: boolean,
) {
  if (refazer) await devolverSaldos(tx, itens);
  conferirEstoque(nota, itens, produtos);
  // A return from ordens de industrialização: their reservation goes in this transaction, as the kg are taken.
  await liberarReservasNaEmissao(tx, nota.id);
  // The returned kg are taken now, under the conditional update: two notes cannot both take the last kg.
  for (const [idItemEntrada, kg] of saldosDasDevolucoes(itens)) {
    if (!(await consumirSaldo(tx, idItemEntrada, kg.toFixed()))) {
      const [item] = await findItensEntrada(tx, [idItemEntrada]);
      if (!item) throw AppError.unprocessable('Item da nota de entrada não encontrado.');
      throw saldoInsuficiente(item, kg);
    }
  }
}
