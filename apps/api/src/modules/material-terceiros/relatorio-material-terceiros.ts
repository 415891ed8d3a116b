import type { TMaterialTerceirosQuery, TRelatorioMaterialTerceiros } from '@erp/contracts/material-terceiros';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import type { AppContext } from '../../app-context.ts';
import { pageWindow } from '../../lib/pagination.ts';
import { paginaMaterialTerceiros } from './material-terceiros.repository.ts';

/**
 * Relatórios > Material de Terceiros: each entry item of the filter with its balance and deadline, a page of them,
 * and the totals of the whole filter (per client and per product). Days count to today in Brasília.
 * One statement per request: the page asked for, with the count and totals; only a page past the end (a stale
 * page after returns closed items) reads again, the last page.
 */
export async function relatorioMaterialTerceiros(
  ctx: AppContext,
  query: TMaterialTerceirosQuery,
  now = new Date(),
): Promise<TRelatorioMaterialTerceiros> {
  const { page, limit, ...filtros } = query;
  const hoje = hojeEmBrasilia(now);
  const pedida = pageWindow({ page, limit }, Number.MAX_SAFE_INTEGER);
  let resultado = await paginaMaterialTerceiros(ctx.db, filtros, hoje, pedida);
  let window = pageWindow({ page, limit }, resultado.total);
  if (resultado.linhas.length === 0 && resultado.total > 0) {
    resultado = await paginaMaterialTerceiros(ctx.db, filtros, hoje, window);
    window = pageWindow({ page, limit }, resultado.total);
  }
  return {
    data: resultado.linhas,
    totalPages: window.totalPages,
    currentPage: window.currentPage,
    totalItems: resultado.total,
    totais: resultado.totais,
    hoje,
  };
}
