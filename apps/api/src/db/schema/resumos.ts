import { bigint, date, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { tipoLancamento } from './financeiro.ts';
import { statusLancamento } from './lancamentos.ts';

/*
 * Totals of the two large ledgers, kept by deferred triggers (migration 0015) from every insert, update and
 * delete, so the dashboard, the cash flow and the list counts read a few hundred rows instead of scanning
 * millions. Sums are unconstrained numeric: exact, and never overflowing the columns they add up.
 */

/** Entries per type, status and due date: pending amounts by due date, and the lists' counts by period. */
export const lancamentosPorVencimento = pgTable(
  'lancamentos_por_vencimento',
  {
    tipo: tipoLancamento('tipo').notNull(),
    status: statusLancamento('status').notNull(),
    dataVencimento: date('data_vencimento').notNull(),
    quantidade: bigint('quantidade', { mode: 'number' }).notNull(),
    valorOriginal: numeric('valor_original').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tipo, t.status, t.dataVencimento] })],
);

/** Cash moved per payment day: the paid amounts of settled receivables (entradas) and payables (saidas). */
export const caixaDiario = pgTable('caixa_diario', {
  data: date('data').primaryKey(),
  entradas: numeric('entradas').notNull(),
  saidas: numeric('saidas').notNull(),
});

/** kg in and out of the stock ledger per month in Brasília (`mes` is its first day). */
export const estoqueMensal = pgTable('estoque_mensal', {
  mes: date('mes').primaryKey(),
  entradasKg: numeric('entradas_kg').notNull(),
  saidasKg: numeric('saidas_kg').notNull(),
  /** Net kg of the month's own movements (destino 'proprio', issue 24): the dashboard's own stock is their sum. */
  proprioKg: numeric('proprio_kg').notNull().default('0'),
  /**
   * Of entradas_kg and saidas_kg, the movements of cancelled NF-e and reversed test notes (`nota_anulada`, migration
   * 0055): the stock chart leaves them out, reading no ledger.
   */
  anuladoEntradasKg: numeric('anulado_entradas_kg').notNull().default('0'),
  anuladoSaidasKg: numeric('anulado_saidas_kg').notNull().default('0'),
});

/**
 * Authorised NF-e per month of authorisation in Brasília (`mes` is its first day): count, the notes' total value
 * and what they bill (the notes' valor_servicos and valor_vendas, migration 0041): revenue is these two, never
 * valor_total, which carries the client's material going back.
 */
export const faturamentoMensal = pgTable('faturamento_mensal', {
  mes: date('mes').primaryKey(),
  quantidadeNotas: bigint('quantidade_notas', { mode: 'number' }).notNull(),
  valorTotal: numeric('valor_total').notNull(),
  valorServicos: numeric('valor_servicos').notNull().default('0'),
  valorVendas: numeric('valor_vendas').notNull().default('0'),
});
