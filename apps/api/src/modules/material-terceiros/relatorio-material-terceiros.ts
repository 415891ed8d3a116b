import type { TMaterialTerceirosQuery, TRelatorioMaterialTerceiros } from '@erp/contracts/material-terceiros';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import type { AppContext } from '../../app-context.ts';
import { paginaComTotal } from '../../lib/pagination.ts';
import { paginaMaterialTerceiros } from './material-terceiros.repository.ts';

/**
 * Relatórios > Material de Terceiros: each entry item of the filter with its balance and deadline, a page of them,
 * and the totals of the whole filter (per client and per product in their own paged requests,
 * totais-material-terceiros.ts). Days count to today in Brasília.
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
  const { resultado, window } = await paginaComTotal({ page, limit }, (w) =>
    paginaMaterialTerceiros(ctx.db, filtros, hoje, w),
  );
  return {
    data: resultado.linhas,
    totalPages: window.totalPages,
    currentPage: window.currentPage,
    totalItems: resultado.total,
    totais: resultado.totais,
    hoje,
  };
}
