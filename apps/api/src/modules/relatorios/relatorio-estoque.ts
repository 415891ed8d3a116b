import type { TListQuery } from '@erp/contracts/pagination';
import type { TEstoqueLinha, TRelatorioEstoque } from '@erp/contracts/relatorios';
import Decimal from 'decimal.js';
import type { AppContext } from '../../app-context.ts';
import { paginate } from '../../lib/pagination.ts';
import { countProdutosEstoque, listEstoque, totalEstoqueKg } from './relatorios.repository.ts';

/** Stock position: each product's kg, how much of it belongs to clients, and the total of the filter. */
export async function relatorioEstoque(ctx: AppContext, query: TListQuery): Promise<TRelatorioEstoque> {
  const [page, total] = await Promise.all([
    paginate(
      query,
      () => countProdutosEstoque(ctx.db, query.search),
      (w) => listEstoque(ctx.db, query.search, w),
    ),
    totalEstoqueKg(ctx.db, query.search),
  ]);
  return {
    ...page,
    data: page.data.map(linhaEstoque),
    totalEstoqueKg: new Decimal(total).toFixed(2),
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
    estoque_proprio_kg: new Decimal(p.estoqueKg).minus(p.saldoClientesKg).toFixed(2),
  };
}
