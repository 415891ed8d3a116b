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
