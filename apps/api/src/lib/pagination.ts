import type { TListQuery, TPaginated } from '@erp/contracts/pagination';

export type PageWindow = { currentPage: number; totalPages: number; limit: number; offset: number };

/**
 * The page to read for a list of `totalItems`: pages are clamped to 1..totalPages (an empty list still has
 * one page), so a stale `page=7` after a deletion shows the last page instead of nothing.
 */
export function pageWindow(query: Pick<TListQuery, 'page' | 'limit'>, totalItems: number): PageWindow {
  const totalPages = Math.max(1, Math.ceil(totalItems / query.limit));
  const currentPage = Math.min(Math.max(1, query.page), totalPages);
  return { currentPage, totalPages, limit: query.limit, offset: (currentPage - 1) * query.limit };
}

/**
 * Every paginated list goes through here: count, clamp the page, read it.
 * `count` and `read` come from the area's repository.
 */
export async function paginate<T>(
  query: Pick<TListQuery, 'page' | 'limit'>,
  count: () => Promise<number>,
  read: (window: PageWindow) => Promise<T[]>,
): Promise<TPaginated<T>> {
  const totalItems = await count();
  const window = pageWindow(query, totalItems);
  const data = totalItems === 0 ? [] : await read(window);
  return { data, totalPages: window.totalPages, currentPage: window.currentPage, totalItems };
}

/**
 * One statement per page where the statement answers its own total (and whatever comes with it, totals of the
 * filter): only a page past the end (a stale page after rows left the filter) reads again, the last page.
 */
export async function paginaComTotal<R extends { total: number; linhas: readonly unknown[] }>(
  query: Pick<TListQuery, 'page' | 'limit'>,
  ler: (window: PageWindow) => Promise<R>,
): Promise<{ resultado: R; window: PageWindow }> {
  let resultado = await ler(pageWindow(query, Number.MAX_SAFE_INTEGER));
  let window = pageWindow(query, resultado.total);
  if (resultado.linhas.length === 0 && resultado.total > 0) {
    resultado = await ler(window);
    window = pageWindow(query, resultado.total);
  }
  return { resultado, window };
}

/**
 * One query per page where the page query also carries the total (`count(*) over ()`), which halves the work
 * of a filtered list. A page past the end comes back empty: then count, clamp and read the last page.
 */
export async function paginateCounted<T>(
  query: Pick<TListQuery, 'page' | 'limit'>,
  read: (window: PageWindow) => Promise<{ rows: T[]; total: number }>,
  count: () => Promise<number>,
): Promise<TPaginated<T>> {
  const first = await read(pageWindow(query, Number.MAX_SAFE_INTEGER));
  if (first.rows.length > 0) {
    const window = pageWindow(query, first.total);
    return {
      data: first.rows,
      totalPages: window.totalPages,
      currentPage: window.currentPage,
      totalItems: first.total,
    };
  }
  return paginate(query, count, async (window) => (await read(window)).rows);
}
