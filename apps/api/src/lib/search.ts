import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Escapes LIKE's wildcards so a user typing "50%" or "a_b" searches for those characters. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Accent- and case-insensitive "contains" (SPEC lists: "jose" finds "José", "SAO" finds "São").
 * f_unaccent is the IMMUTABLE wrapper from migration 0000, so trigram indexes on f_unaccent(col) apply.
 */
export function containsText(column: SQLWrapper, term: string | Placeholder): SQL {
  return sql`f_unaccent(${column}) ilike f_unaccent(${padrao(term)})`;
}

/** "Contains" over a column already stored lower-case without accents (a generated `busca` column). */
export function containsNormalized(column: SQLWrapper, term: string | Placeholder): SQL {
  return sql`${column} like lower(f_unaccent(${padrao(term)}))`;
}

/** The LIKE pattern of "contains" for a term: the value to bind to a prepared statement's placeholder. */
export function padraoContem(term: string): string {
  return `%${escapeLike(term)}%`;
}

const padrao = (term: string | Placeholder) => (typeof term === 'string' ? padraoContem(term) : term);
