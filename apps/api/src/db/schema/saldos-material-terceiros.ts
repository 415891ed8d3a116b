import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
    /**
     * The deadline of the ICMS suspension (data_remessa + the client UF's prazo_dias, or the default row's), kept
     * by the triggers of migration 0062 on the remessa, the client's UF and the deadline table: the totals per
     * situation are one pass over these rows, without joining each to its client's deadline.
     */
    dataLimite: date('data_limite'),
    itens: integer('itens').notNull(),
    recebidoKg: kg('recebido_kg').notNull(),
    saldoKg: kg('saldo_kg').notNull(),
  },
  (t) => [
    index('material_terceiros_remessas_cliente_idx').on(t.idCliente, t.dataRemessa, t.idNfeEntrada),
    // The kg not yet overdue (deadline today or later) are a range of it: the overdue ones are the rest.
    index('material_terceiros_remessas_limite_idx').on(t.dataLimite),
  ],
);

/**
 * The same open balance per client (the report's totals per client, its count and the place of its pages), kept by
 * the same triggers (migration 0062): ~200 rows read instead of grouping every open remessa on each request.
 */
export const materialTerceirosClientes = pgTable('material_terceiros_clientes', {
  idCliente: integer('id_cliente').primaryKey(),
  itens: integer('itens').notNull(),
  recebidoKg: kg('recebido_kg').notNull(),
  saldoKg: kg('saldo_kg').notNull(),
});

/**
 * The same open balance per product (the report's totals per product), kept by the same triggers, with the
 * product's name and code (migration 0062: copied when the row is made, and again by a trigger on a product's
 * rename), so the totals' pages are read in name order from their index instead of naming and sorting every
 * product with material on each request.
 */
export const materialTerceirosProdutos = pgTable(
  'material_terceiros_produtos',
  {
    idProduto: integer('id_produto').primaryKey(),
    itens: integer('itens').notNull(),
    recebidoKg: kg('recebido_kg').notNull(),
    saldoKg: kg('saldo_kg').notNull(),
    nome: text('nome').notNull(),
    codigoProduto: text('codigo_produto').notNull(),
  },
  (t) => [index('material_terceiros_produtos_nome_idx').on(t.nome, t.idProduto)],
);

/**
 * The open balance per deadline (migration 0064): the kg whose ICMS suspension ends on each day, kept by the same
 * triggers (and rebuilt when deadlines move: a client's UF, the deadline table). The totals per situation sum the
 * few hundred days from today on instead of every open remessa.
 */
export const materialTerceirosPrazos = pgTable(
  'material_terceiros_prazos',
  {
    dataLimite: date('data_limite').notNull(),
    saldoKg: kg('saldo_kg').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dataLimite] })],
);
