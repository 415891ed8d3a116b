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

/**
 * Letters whose lower-case, unaccented form PostgreSQL's lower(f_unaccent()) and JavaScript's NFD agree on:
 * ASCII and the accented letters of Portuguese. `buscaPorPalavras` only decides for terms made of these.
 */
const CARACTERES_COMUNS =
  /^[\x20-\x7e\u00c0-\u00c5\u00c7-\u00cf\u00d1-\u00d6\u00d9-\u00dd\u00e0-\u00e5\u00e7-\u00ef\u00f1-\u00f6\u00f9-\u00fd\u00ff]*$/;

/**
 * Whether a search term implies whole words of the text (f_consulta_palavras, migration 0020, is not null):
 * a word of letters and digits after a separator. The same rule as the SQL function, for the terms of
 * CARACTERES_COMUNS; any other term goes to the trigram index, which is right for every term.
 */
export function buscaPorPalavras(termo: string): boolean {
  if (!CARACTERES_COMUNS.test(termo)) return false;
  const normalizado = termo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return normalizado.split(/[^a-z0-9]+/).some((palavra, i) => i > 0 && palavra !== '');
}

/**
 * "Contains" over a `busca` column (lower-case, unaccented) that also has the index of its words
 * (f_palavras). A term of several words (`buscaPorPalavras`) asks that index for the words the term implies
 * and checks the whole term on the rows found: a common word in the term costs nothing there, where on the
 * trigram index it made PostgreSQL read a posting of every product. Other terms read the trigram index.
 * `termo` is bound to the term as typed, `padrao` to its LIKE pattern (padraoContem).
 */
export function buscaContem(
  column: SQLWrapper,
  porPalavras: boolean,
  termo: string | Placeholder,
  padrao: string | Placeholder,
): SQL {
  return porPalavras
    ? // Sub-selects: worked out once per query, where a plan kept for every term would redo them on every row.
      sql`strpos(${column}, (select lower(f_unaccent(${termo})))) > 0 and f_palavras(${column}) @@ (select f_consulta_palavras(${termo}))`
    : sql`${column} like lower(f_unaccent(${padrao}))`;
}

/** `buscaContem` for a term given as text, not bound to a prepared statement's placeholders. */
export function buscaContemTermo(column: SQLWrapper, termo: string): SQL {
  return buscaContem(column, buscaPorPalavras(termo), termo, padraoContem(termo));
}

/** The LIKE pattern of "contains" for a term: the value to bind to a prepared statement's placeholder. */
export function padraoContem(term: string): string {
  return `%${escapeLike(term)}%`;
}

const padrao = (term: string | Placeholder) => (typeof term === 'string' ? padraoContem(term) : term);
