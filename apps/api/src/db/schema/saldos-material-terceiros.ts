import { date, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { kg } from './columns.ts';

/**
 * Material de Terceiros' open balance per remessa (the entry items with `saldo_kg > 0`: the client's material still
 * here), kept at commit by deferred triggers on nfe_entrada_itens (migration 0049) from whatever path moves a
 * balance (an import, a return note, its cancellation, a reversal). Every item of a remessa shares its deadline,
 * so the report's totals per situation and per client, its page's place and the dashboard card read these few
 * thousand rows instead of every open item. No foreign key: a row lives as long as the remessa has open items
 * and is deleted when the last one closes.
 */
export const materialTerceirosRemessas = pgTable(
  'material_terceiros_remessas',
  {
    idNfeEntrada: integer('id_nfe_entrada').primaryKey(),
    idCliente: integer('id_cliente'),
    dataRemessa: date('data_remessa'),
    itens: integer('itens').notNull(),
    recebidoKg: kg('recebido_kg').notNull(),
    saldoKg: kg('saldo_kg').notNull(),
  },
  (t) => [index('material_terceiros_remessas_cliente_idx').on(t.idCliente, t.dataRemessa, t.idNfeEntrada)],
);

/** The same open balance per product (the report's totals per product), kept by the same triggers. */
export const materialTerceirosProdutos = pgTable('material_terceiros_produtos', {
  idProduto: integer('id_produto').primaryKey(),
  itens: integer('itens').notNull(),
  recebidoKg: kg('recebido_kg').notNull(),
  saldoKg: kg('saldo_kg').notNull(),
});
