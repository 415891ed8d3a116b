import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns.ts';
import { contasBancarias } from './contas-bancarias.ts';
import { lancamentos } from './lancamentos.ts';
import { usuarios } from './usuarios.ts';

/**
 * An imported bank statement (OFX, issue 27): the file's name and the bank's balance (LEDGERBAL) on its date,
 * which the reconciliation screen shows beside the product's.
 */
export const extratos = pgTable(
  'extratos',
  {
    id: serial('id').primaryKey(),
    idConta: integer('id_conta')
      .notNull()
      .references(() => contasBancarias.id, { onDelete: 'cascade' }),
    nomeArquivo: text('nome_arquivo').notNull(),
    dataInicio: date('data_inicio'),
    dataFim: date('data_fim'),
    /** LEDGERBAL/BALAMT and LEDGERBAL/DTASOF: what the bank says the account held on that day. */
    saldo: money('saldo'),
    dataSaldo: date('data_saldo'),
    importadas: integer('importadas').notNull(),
    repetidas: integer('repetidas').notNull(),
    idUsuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('extratos_conta_saldo_idx').on(t.idConta, t.dataSaldo, t.id)],
);

/**
 * One transaction of a statement (STMTTRN), kept once per account and FITID. `valor` is signed as the bank
 * wrote it: a credit above zero, a debit below.
 */
export const transacoesExtrato = pgTable(
  'transacoes_extrato',
  {
    id: serial('id').primaryKey(),
    idExtrato: integer('id_extrato')
      .notNull()
      .references(() => extratos.id, { onDelete: 'cascade' }),
    idConta: integer('id_conta')
      .notNull()
      .references(() => contasBancarias.id, { onDelete: 'cascade' }),
    fitid: text('fitid').notNull(),
    tipo: text('tipo').notNull(),
    data: date('data').notNull(),
    valor: money('valor').notNull(),
    nome: text('nome'),
    memo: text('memo'),
    conciliada: boolean('conciliada').notNull().default(false),
    conciliadaEm: timestamp('conciliada_em', { withTimezone: true }),
    idUsuarioConciliacao: integer('id_usuario_conciliacao').references(() => usuarios.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('transacoes_extrato_conta_fitid_key').on(t.idConta, t.fitid),
    // The fallback of banks that rewrite FITIDs: the same day, amount and memo is the same transaction.
    index('transacoes_extrato_conta_data_valor_idx').on(t.idConta, t.data, t.valor),
    // The screen's list: an account's unmatched transactions by date.
    index('transacoes_extrato_conta_conciliada_idx').on(t.idConta, t.conciliada, t.data, t.id),
    check('transacoes_extrato_valor_check', sql`${t.valor} <> 0`),
    check('transacoes_extrato_conciliada_check', sql`${t.conciliada} = (${t.conciliadaEm} is not null)`),
  ],
);

/**
 * What a reconciled transaction settled: each lançamento with the part of the transaction's amount given to it
 * (several receivables paid by one credit sum to the credit). `idLancamentoSaldo` is the new Pendente entry that
 * carries what a partial payment left open.
 */
export const conciliacoes = pgTable(
  'conciliacoes',
  {
    idTransacao: integer('id_transacao')
      .notNull()
      .references(() => transacoesExtrato.id, { onDelete: 'cascade' }),
    idLancamento: integer('id_lancamento')
      .notNull()
      .references(() => lancamentos.id),
    valor: money('valor').notNull(),
    idLancamentoSaldo: integer('id_lancamento_saldo').references(() => lancamentos.id),
    /** The entry was created from the transaction (novo_lancamento): undoing the reconciliation deletes it. */
    isCriado: boolean('criado').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.idTransacao, t.idLancamento] }),
    index('conciliacoes_lancamento_idx').on(t.idLancamento),
  ],
);
