import { z } from 'zod';

const PAGINA_INVALIDA = 'Página inválida (use um número inteiro a partir de 1).';

/** A page number from the query string: an integer from 1. */
export const zPage = z.coerce.number({ error: PAGINA_INVALIDA }).int(PAGINA_INVALIDA).min(1, PAGINA_INVALIDA);

/** A page size from the query string: an integer from 1 to `max`. */
export const zLimit = (max: number) => {
  const invalido = `Limite inválido (use um número inteiro de 1 a ${max}).`;
  return z.coerce.number({ error: invalido }).int(invalido).min(1, invalido).max(max, invalido);
};

/** Query of every paginated list (SPEC §7): page, limit (10 on lists, 999 for dropdowns), search. */
export const ZListQuery = z.object({
  page: zPage.catch(1).default(1),
  limit: zLimit(999).catch(10).default(10),
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
  page: zPage.optional().catch(undefined),
  limit: zLimit(999).optional().catch(undefined),
  search: z.string().trim().max(200).optional(),
});
export type TListQueryOrAll = z.infer<typeof ZListQueryOrAll>;
