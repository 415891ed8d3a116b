import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

/**
 * The company's bank accounts (issue 27): where PIX and boletos are paid, and whose statements are reconciled.
 * Agência and conta are stored as typed after their check digits were verified ("0001-9", "12345-6").
 */
export const contasBancarias = pgTable(
  'contas_bancarias',
  {
    id: serial('id').primaryKey(),
    descricao: text('descricao').notNull(),
    /** FEBRABAN code, 3 digits. */
    banco: text('banco').notNull(),
    agencia: text('agencia').notNull(),
    conta: text('conta').notNull(),
    tipoChavePix: text('tipo_chave_pix').$type<'CPF' | 'CNPJ' | 'EMAIL' | 'TELEFONE' | 'ALEATORIA'>(),
    chavePix: text('chave_pix'),
    carteira: text('carteira'),
    convenio: text('convenio'),
    /** Banco do Brasil's variação da carteira (up to 3 digits), written in the CNAB 240 convênio field. */
    variacaoCarteira: text('variacao_carteira'),
    /**
     * The next nosso número: taken by `update ... returning` under the row's lock (reservarNossoNumero), so
     * two boletos never share one; an edit may move it forward, never back.
     */
    proximoNossoNumero: bigint('proximo_nosso_numero', { mode: 'number' }).notNull().default(1),
    /** The next CNAB remessa file's sequence (NSA): taken like the nosso número, never reused. */
    proximaRemessa: integer('proxima_remessa').notNull().default(1),
    percentualJurosMes: numeric('percentual_juros_mes', { precision: 5, scale: 2 }).notNull().default('0'),
    percentualMulta: numeric('percentual_multa', { precision: 5, scale: 2 }).notNull().default('0'),
    /** The account of new receivables: at most one. */
    padrao: boolean('padrao').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('contas_bancarias_banco_agencia_conta_key').on(t.banco, t.agencia, t.conta),
    uniqueIndex('contas_bancarias_padrao_key').on(t.padrao).where(sql`${t.padrao}`),
    check('contas_bancarias_banco_check', sql`${t.banco} ~ '^[0-9]{3}$'`),
    check('contas_bancarias_nosso_numero_check', sql`${t.proximoNossoNumero} between 1 and 99999999999`),
    check('contas_bancarias_chave_pix_check', sql`(${t.chavePix} is null) = (${t.tipoChavePix} is null)`),
    check(
      'contas_bancarias_percentuais_check',
      sql`${t.percentualJurosMes} between 0 and 100 and ${t.percentualMulta} between 0 and 100`,
    ),
  ],
);
