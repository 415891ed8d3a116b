import type { TListQuery } from '@erp/contracts/pagination';
import type { TEstoqueLinha, TRelatorioEstoque } from '@erp/contracts/relatorios';
import { Decimal } from '@erp/fiscal/decimal';
import type { AppContext } from '../../app-context.ts';
import { paginate } from '../../lib/pagination.ts';
import { countProdutosEstoque, listEstoque, totaisEstoque } from './relatorios.repository.ts';

/**
 * Stock position: each product's kg, its own kg (at weighted average cost) and the clients' kg in the company's
 * possession apart, and the totals of the filter.
 */
export async function relatorioEstoque(ctx: AppContext, query: TListQuery): Promise<TRelatorioEstoque> {
  const [page, total] = await Promise.all([
    paginate(
      query,
      () => countProdutosEstoque(ctx.db, query.search),
      (w) => listEstoque(ctx.db, query.search, w),
    ),
    totaisEstoque(ctx.db, query.search),
  ]);
  return {
    ...page,
    data: page.data.map(linhaEstoque),
    totalEstoqueKg: new Decimal(total.total).toFixed(2),
    totalEstoqueProprioKg: new Decimal(total.proprio).toFixed(2),
    totalEstoqueTerceirosKg: new Decimal(total.total).minus(total.proprio).toFixed(2),
    valorEstoqueProprio: new Decimal(total.valor).toFixed(2),
  };
}

type ProdutoEstoque = Awaited<ReturnType<typeof listEstoque>>[number];

/** A product's row of the report; shared by the screen's page and the CSV export. */
export function linhaEstoque(p: ProdutoEstoque): TEstoqueLinha {
  return {
    id: p.id,
    nome: p.nome,
    codigo_interno: p.codigoInterno,
    unidade_medida: p.unidadeMedida,
    estoque_kg: new Decimal(p.estoqueKg).toFixed(2),
    saldo_clientes_kg: new Decimal(p.saldoClientesKg).toFixed(2),
    estoque_proprio_kg: new Decimal(p.estoqueProprioKg).toFixed(2),
    estoque_terceiros_kg: new Decimal(p.estoqueKg).minus(p.estoqueProprioKg).toFixed(2),
    custo_medio_kg: custoMedio(p.estoqueProprioKg, p.valorEstoqueProprio),
    valor_estoque_proprio: new Decimal(p.valorEstoqueProprio).toFixed(2),
  };
}

/** R$ per kg of the own stock, value / kg (4 places); zero without own kg. */
export function custoMedio(kg: string, valor: string): string {
  return new Decimal(kg).gt(0) ? new Decimal(valor).div(kg).toDecimalPlaces(4).toFixed(4) : '0.0000';
}
