import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Government code tables, seeded from the IBGE and SEFAZ lists shipped in src/db/seed/data. */
export const estados = pgTable('estados', {
  codigo: integer('codigo').primaryKey(),
  uf: text('uf').notNull().unique(),
  nome: text('nome').notNull(),
});

export const municipios = pgTable(
  'municipios',
  {
    codigo: integer('codigo').primaryKey(),
    nome: text('nome').notNull(),
    codigoUf: integer('codigo_uf')
      .notNull()
      .references(() => estados.codigo),
  },
  (t) => [index('municipios_codigo_uf_idx').on(t.codigoUf)],
);

export const ncm = pgTable('ncm', {
  codigo: text('codigo').primaryKey(),
  descricao: text('descricao').notNull(),
});

export const cfop = pgTable('cfop', {
  codigo: text('codigo').primaryKey(),
  descricao: text('descricao').notNull(),
});

export const cst = pgTable(
  'cst',
  {
    tributo: text('tributo').notNull(),
    codigo: text('codigo').notNull(),
    descricao: text('descricao').notNull(),
    uso: text('uso').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tributo, t.codigo] })],
);
