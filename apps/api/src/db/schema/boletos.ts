import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { contasBancarias } from './contas-bancarias.ts';
import { lancamentos } from './lancamentos.ts';

export type SituacaoDoBoleto =
  | 'a enviar'
  | 'enviado ao banco'
  | 'registrado'
  | 'rejeitado'
  | 'liquidado'
  | 'baixado';

/**
 * The boleto of a receivable (issue 27): the nosso número taken from the account's sequence the first time it was
 * asked for, and the account's data the barcode is built from, as they were then. Every later request answers the
 * same nosso número, even after the account is edited or removed; a receivable has one boleto at most.
 */
export const boletos = pgTable(
  'boletos',
  {
    idLancamento: integer('id_lancamento')
      .primaryKey()
      .references(() => lancamentos.id, { onDelete: 'cascade' }),
    idConta: integer('id_conta').references(() => contasBancarias.id, { onDelete: 'set null' }),
    nossoNumero: bigint('nosso_numero', { mode: 'number' }).notNull(),
    banco: text('banco').notNull(),
    agencia: text('agencia').notNull(),
    conta: text('conta').notNull(),
    carteira: text('carteira'),
    convenio: text('convenio'),
    /**
     * Where the title stands with the bank (CNAB, issue 27): 'a enviar' until a remessa carries it, 'enviado ao
     * banco' (with that remessa's sequence), then what the bank's return said: 'registrado', 'rejeitado' (with its
     * reason, and sendable again), 'liquidado', 'baixado'.
     */
    situacao: text('situacao').$type<SituacaoDoBoleto>().notNull().default('a enviar'),
    sequencialRemessa: integer('sequencial_remessa'),
    motivoRejeicao: text('motivo_rejeicao'),
    createdAt: createdAt(),
  },
  // One nosso número per bank, agência and conta: the bank refuses a second title with the same one.
  (t) => [
    uniqueIndex('boletos_conta_nosso_numero_key').on(t.banco, t.agencia, t.conta, t.nossoNumero),
    index('boletos_conta_situacao_idx').on(t.idConta, t.situacao),
    check(
      'boletos_situacao_check',
      sql`${t.situacao} in ('a enviar', 'enviado ao banco', 'registrado', 'rejeitado', 'liquidado', 'baixado')`,
    ),
  ],
);
