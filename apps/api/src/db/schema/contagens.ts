import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Exact row counts of the large registers, kept by statement-level triggers (migration 0006), so an
 * unfiltered list answers totalItems without scanning 50 000 rows on every page.
 */
export const contagemRegistros = pgTable('contagem_registros', {
  tabela: text('tabela').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull(),
});
