import { pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const tipoLancamento = pgEnum('tipo_lancamento', ['RECEITA', 'DESPESA']);

export const categoriasFinanceiras = pgTable(
  'categorias_financeiras',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    tipo: tipoLancamento('tipo').notNull(),
  },
  (t) => [uniqueIndex('categorias_financeiras_nome_tipo_key').on(t.nome, t.tipo)],
);
