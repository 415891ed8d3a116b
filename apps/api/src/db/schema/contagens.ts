import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Exact row counts of the large registers, kept by statement-level triggers (migration 0006), so an
 * unfiltered list answers totalItems without scanning 50 000 rows on every page.
 */
export const contagemRegistros = pgTable('contagem_registros', {
  tabela: text('tabela').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull(),
});

/**
 * The list order of the large registers (name, then id) cut into blocks of about 100 rows, each with its exact
 * row count and the number of rows before it, kept by triggers (migration 0020). Page N of the list starts in
 * the last block with at most (N - 1) x limit rows before it: PostgreSQL finds it on an index and skips a few
 * hundred index entries at most instead of every row before the page.
 * Block 0 starts at ('', 0), before any row.
 */
export const ordemBlocos = pgTable(
  'ordem_blocos',
  {
    tabela: text('tabela').notNull(),
    numero: integer('numero').notNull(),
    nome: text('nome').notNull(),
    id: integer('id').notNull(),
    quantidade: integer('quantidade').notNull(),
    /** Rows of the table before this block: the running total of the blocks before it, kept with them. */
    antes: integer('antes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tabela, t.numero] }),
    index('ordem_blocos_chave_idx').on(t.tabela, t.nome, t.id),
    index('ordem_blocos_antes_idx').on(t.tabela, t.antes, t.numero),
  ],
);
