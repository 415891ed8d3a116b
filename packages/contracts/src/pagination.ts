import { z } from 'zod';

/** Query of every paginated list (SPEC §7): page, limit (10 on lists, 999 for dropdowns), search. */
export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(999).catch(10).default(10),
  search: z.string().trim().max(200).optional(),
});
export type TListQuery = z.infer<typeof ZListQuery>;

export const zPaginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
    totalItems: z.number().int(),
  });

export type TPaginated<T> = { data: T[]; totalPages: number; currentPage: number; totalItems: number };

/**
 * Lists that SPEC §7 also loads whole for dropdowns (clients, services): without page, limit and search the
 * answer is a plain array; with any of them, a page.
 */
export const ZListQueryOrAll = z.object({
  page: z.coerce.number().int().min(1).optional().catch(undefined),
  limit: z.coerce.number().int().min(1).max(999).optional().catch(undefined),
  search: z.string().trim().max(200).optional(),
});
export type TListQueryOrAll = z.infer<typeof ZListQueryOrAll>;
