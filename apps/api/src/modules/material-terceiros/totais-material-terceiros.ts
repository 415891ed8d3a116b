import type {
  TMaterialTerceirosClientes,
  TMaterialTerceirosFiltros,
  TMaterialTerceirosProdutos,
  TMaterialTerceirosTotaisQuery,
} from '@erp/contracts/material-terceiros';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { paginaComTotal } from '../../lib/pagination.ts';
import { clientesMaterialTerceiros, produtosMaterialTerceiros } from './material-terceiros.repository.ts';

type LerTotais<Linha> = (
  db: Database,
  filtros: TMaterialTerceirosFiltros,
  hoje: string,
  window: { limit: number; offset: number },
) => Promise<{ total: number; linhas: Linha[] }>;

/**
 * The report's totals per product or per client, a page of them, apart from the report's pages (they were ~2 000
 * and ~200 rows on each). Same filters and days as the report; a page past the end (a stale page after returns
 * closed items) reads again, the last page.
 */
async function paginaDeTotais<Linha>(
  ctx: AppContext,
  query: TMaterialTerceirosTotaisQuery,
  ler: LerTotais<Linha>,
  now: Date,
) {
  const { page, limit, ...filtros } = query;
  const hoje = hojeEmBrasilia(now);
  const { resultado, window } = await paginaComTotal({ page, limit }, (w) => ler(ctx.db, filtros, hoje, w));
  return {
    data: resultado.linhas,
    totalPages: window.totalPages,
    currentPage: window.currentPage,
    totalItems: resultado.total,
  };
}

/** GET /relatorios/material-terceiros/produtos. */
export function produtosDoMaterialTerceiros(
  ctx: AppContext,
  query: TMaterialTerceirosTotaisQuery,
  now = new Date(),
): Promise<TMaterialTerceirosProdutos> {
  return paginaDeTotais(ctx, query, produtosMaterialTerceiros, now);
}

/** GET /relatorios/material-terceiros/clientes. */
export function clientesDoMaterialTerceiros(
  ctx: AppContext,
  query: TMaterialTerceirosTotaisQuery,
  now = new Date(),
): Promise<TMaterialTerceirosClientes> {
  return paginaDeTotais(ctx, query, clientesMaterialTerceiros, now);
}
