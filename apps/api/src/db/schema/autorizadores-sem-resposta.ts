import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The NF-e autorizador of a UF that did not answer lately, per fiscal environment: a send or a consultation
 * without an answer (timeout, connection, 5xx) or a 108/109, and when (`falhou_em`, by the database clock). While
 * the row is recent, a new draft asks NFeStatusServico4 before it is numbered, so during an outage it is offered
 * the SVC instead of being sent and left "may be at SEFAZ". Any answer of the autorizador deletes the row. In the
 * database, not in memory, so that every API process on it knows.
 */
export const autorizadoresSemResposta = pgTable(
  'autorizadores_sem_resposta',
  {
    ambiente: text('ambiente').$type<'simulacao' | 'homologacao' | 'producao'>().notNull(),
    uf: text('uf').notNull(),
    falhouEm: timestamp('falhou_em', { withTimezone: true }).notNull().defaultNow(),
    /** What failed, as the user is shown it (the transport error, or cStat - xMotivo). */
    motivo: text('motivo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ambiente, t.uf] })],
);
