import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { notasFiscais } from './notas-fiscais.ts';

/** Pendente -> Enviado, or Falhou after the last attempt. */
export const statusEnvioEmail = pgEnum('status_envio_email', ['Pendente', 'Enviado', 'Falhou']);

/**
 * Outbox of the e-mail that takes an authorised NF-e (XML and DANFE) to the client. Rows are written in the
 * authorisation's transaction and sent by a worker that claims them with FOR UPDATE SKIP LOCKED; a claim moves
 * `proxima_tentativa_em` forward, so a worker that dies mid-send leaves the row to be retried after that lease.
 */
export const enviosEmail = pgTable(
  'envios_email',
  {
    id: serial('id').primaryKey(),
    idNotaFiscal: integer('id_nota_fiscal')
      .notNull()
      .references(() => notasFiscais.id, { onDelete: 'cascade' }),
    destinatario: text('destinatario').notNull(),
    status: statusEnvioEmail('status').notNull().default('Pendente'),
    /** Attempts started, counted when a worker claims the row. */
    tentativas: integer('tentativas').notNull().default(0),
    ultimoErro: text('ultimo_erro'),
    proximaTentativaEm: timestamp('proxima_tentativa_em', { withTimezone: true }).notNull().defaultNow(),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One authorisation e-mail per note: enqueuing again is a no-op.
    uniqueIndex('envios_email_nota_key').on(t.idNotaFiscal),
    index('envios_email_pendentes_idx').on(t.proximaTentativaEm).where(sql`${t.status} = 'Pendente'`),
    check('envios_email_tentativas_check', sql`${t.tentativas} >= 0`),
  ],
);
