import { bigserial, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { produtos } from './cadastros.ts';
import { createdAt, kg } from './columns.ts';
import { usuarios } from './usuarios.ts';

export const origemMovimento = pgEnum('origem_movimento', [
  'ESTOQUE_INICIAL',
  'AJUSTE',
  'ENTRADA_NFE',
  'SAIDA_NFE',
  'ESTORNO_NFE',
]);

/**
 * The stock ledger: one signed quantity per movement. produtos.estoque_atual is kept equal to the sum of a
 * product's movements, in the same transaction that writes them.
 */
export const estoqueMovimentos = pgTable(
  'estoque_movimentos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idProduto: integer('id_produto')
      .notNull()
      .references(() => produtos.id, { onDelete: 'cascade' }),
    quantidadeKg: kg('quantidade_kg').notNull(),
    origem: origemMovimento('origem').notNull(),
    idDocumento: text('id_documento'),
    observacao: text('observacao'),
    idUsuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('estoque_movimentos_produto_idx').on(t.idProduto, t.createdAt)],
);
