import { bigserial, boolean, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { produtos } from './cadastros.ts';
import { createdAt, kg, money, unitPrice } from './columns.ts';
import { usuarios } from './usuarios.ts';

export const origemMovimento = pgEnum('origem_movimento', [
  'ESTOQUE_INICIAL',
  'AJUSTE',
  'ENTRADA_NFE',
  'SAIDA_NFE',
  'ESTORNO_NFE',
  /** An incoming note's import undone while nothing of it was used (its entry's kg, at its cost). */
  'ESTORNO_ENTRADA_NFE',
]);

/**
 * Whose kg a movement moves: the company's own ('proprio': purchases, initial stock, adjustments, sales) or a
 * client's material in the company's possession ('terceiros': remessas and their returns).
 */
export const destinoEstoque = pgEnum('destino_estoque', ['terceiros', 'proprio']);

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
    destino: destinoEstoque('destino').notNull().default('terceiros'),
    /**
     * Own movements only: the cost per kg and the movement's cost, signed like the kg (an entry at its cost, an exit
     * at the weighted average cost of the moment). Null for clients' material, which is no asset of the company.
     */
    custoKg: unitPrice('custo_kg'),
    custoTotal: money('custo_total'),
    idDocumento: text('id_documento'),
    /**
     * An NF-e exit or its reversal (SAIDA_NFE, ESTORNO_NFE) of a note cancelled or of a test note reversed: it never
     * moved material. Kept by triggers from the note (migration 0055), so estoque_mensal sums these kg apart for the
     * dashboard's stock chart.
     */
    notaAnulada: boolean('nota_anulada').notNull().default(false),
    observacao: text('observacao'),
    idUsuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('estoque_movimentos_produto_idx').on(t.idProduto, t.createdAt)],
);
