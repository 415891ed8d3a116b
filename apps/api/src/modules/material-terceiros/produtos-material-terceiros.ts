import type {
  TMaterialTerceirosProdutos,
  TMaterialTerceirosProdutosQuery,
} from '@erp/contracts/material-terceiros';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import type { AppContext } from '../../app-context.ts';
import { paginaComTotal } from '../../lib/pagination.ts';
import { produtosMaterialTerceiros } from './material-terceiros.repository.ts';

/**
 * GET /relatorios/material-terceiros/produtos: the report's totals per product, a page of them, apart from the
 * report's pages (they were ~2 000 rows on each). Same filters and days as the report; a page past the end (a
 * stale page after returns closed items) reads again, the last page.
 */
export async function produtosDoMaterialTerceiros(
  ctx: AppContext,
  query: TMaterialTerceirosProdutosQuery,
  now = new Date(),
): Promise<TMaterialTerceirosProdutos> {
  const { page, limit, ...filtros } = query;
  const hoje = hojeEmBrasilia(now);
  const { resultado, window } = await paginaComTotal({ page, limit }, (w) =>
    produtosMaterialTerceiros(ctx.db, filtros, hoje, w),
  );
  return {
    data: resultado.linhas,
    totalPages: window.totalPages,
    currentPage: window.currentPage,
    totalItems: resultado.total,
  };
}
