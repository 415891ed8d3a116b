import { date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The K200 of a month as it went out in the file offered as final (downloaded without errors): each line's
 * COD_ITEM, IND_EST, COD_PART ('' for own stock) and QTD. A later month's file compares these with the balance
 * the product computes now for that month's end and writes a K280 for what changed (issue 28). A new download
 * of the same month replaces its lines.
 */
export const blocoKSaldosExportados = pgTable(
  'bloco_k_saldos_exportados',
  {
    /** The month's first day. */
    mes: date('mes').notNull(),
    codItem: text('cod_item').notNull(),
    indEst: text('ind_est').notNull(),
    codPart: text('cod_part').notNull().default(''),
    quantidade: numeric('quantidade', { precision: 15, scale: 3 }).notNull(),
    /** The product (the input product, negated, for the sucata item) and the client (IND_EST 2), as written. */
    idProduto: integer('id_produto').notNull(),
    idCliente: integer('id_cliente'),
  },
  (t) => [primaryKey({ columns: [t.mes, t.codItem, t.indEst, t.codPart] })],
);

/**
 * The K280 lines of a month's final file: the correction (signed: QTD_COR_POS positive, QTD_COR_NEG negative) of
 * an earlier month's balance. A later file counts them as already reported; a new download of `mes_arquivo`
 * replaces its rows.
 */
export const blocoKCorrecoesExportadas = pgTable(
  'bloco_k_correcoes_exportadas',
  {
    mesArquivo: date('mes_arquivo').notNull(),
    mesCorrigido: date('mes_corrigido').notNull(),
    codItem: text('cod_item').notNull(),
    indEst: text('ind_est').notNull(),
    codPart: text('cod_part').notNull().default(''),
    quantidade: numeric('quantidade', { precision: 15, scale: 3 }).notNull(),
    idProduto: integer('id_produto').notNull(),
    idCliente: integer('id_cliente'),
  },
  (t) => [primaryKey({ columns: [t.mesArquivo, t.mesCorrigido, t.codItem, t.indEst, t.codPart] })],
);
