import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { notasServico } from './notas-servico.ts';
import { usuarios } from './usuarios.ts';

/** Pendente -> Enviado, or Falhou after the last attempt. */
export const statusEnvioEmail = pgEnum('status_envio_email', ['Pendente', 'Enviado', 'Falhou']);

/**
 * Outbox of the e-mails the product sends: an authorised NF-e (XML and DANFE) or NFS-e (XML and DANFSe) to the
 * client, or the month's files to the accountant (a period, rebuilt as a .zip when sent). Each row carries exactly
 * one of the three. Rows are written in the
 * authorisation's transaction and sent by a worker that claims them with FOR UPDATE SKIP LOCKED; a claim moves
 * `proxima_tentativa_em` forward, so a worker that dies mid-send leaves the row to be retried after that lease.
 */
export const enviosEmail = pgTable(
  'envios_email',
  {
    id: serial('id').primaryKey(),
    idNotaFiscal: integer('id_nota_fiscal').references(() => notasFiscais.id, { onDelete: 'cascade' }),
    idNotaServico: integer('id_nota_servico').references(() => notasServico.id, { onDelete: 'cascade' }),
    /** The accountant's export: Brasília days, both included, whether the DANFEs go, and whose environment. */
    exportacaoInicio: date('exportacao_inicio'),
    exportacaoFim: date('exportacao_fim'),
    exportacaoDanfe: boolean('exportacao_danfe').notNull().default(false),
    exportacaoAmbiente: text('exportacao_ambiente').$type<'simulacao' | 'homologacao' | 'producao'>(),
    /** Who asked for an export e-mail; null for the automatic ones. */
    idUsuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
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
    // One authorisation e-mail per note: enqueuing again is a no-op (NULLs do not collide).
    uniqueIndex('envios_email_nota_key').on(t.idNotaFiscal),
    uniqueIndex('envios_email_nota_servico_key').on(t.idNotaServico),
    index('envios_email_pendentes_idx').on(t.proximaTentativaEm).where(sql`${t.status} = 'Pendente'`),
    check('envios_email_tentativas_check', sql`${t.tentativas} >= 0`),
    check(
      'envios_email_documento_check',
      sql`num_nonnulls(${t.idNotaFiscal}, ${t.idNotaServico}, ${t.exportacaoInicio}) = 1
        and (${t.exportacaoInicio} is null) = (${t.exportacaoFim} is null)
        and (${t.exportacaoInicio} is null) = (${t.exportacaoAmbiente} is null)
        and (${t.exportacaoFim} is null or ${t.exportacaoFim} >= ${t.exportacaoInicio})`,
    ),
  ],
);
