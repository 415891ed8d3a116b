import { bigserial, index, inet, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { usuarios } from './usuarios.ts';

/**
 * Who did what, when (UTC) and from where: logins, failed logins, refusals, fiscal state changes, and every
 * change of the registers, lançamentos and company data with its fields' old and new values (`detalhes.alteracoes`).
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idUsuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    email: text('email'),
    acao: text('acao').notNull(),
    entidade: text('entidade'),
    idEntidade: text('id_entidade'),
    detalhes: jsonb('detalhes'),
    ip: inet('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auditoria_login_falha_idx').on(t.acao, t.email, t.ip, t.createdAt),
    index('auditoria_created_at_idx').on(t.createdAt),
    // Preferências > Auditoria by entity or by user, newest first: the page comes off the index in order. The
    // user's also serves the ON DELETE SET NULL of a deleted user, which would otherwise read the whole table.
    index('auditoria_entidade_idx').on(t.entidade, t.createdAt, t.id),
    index('auditoria_usuario_idx').on(t.idUsuario, t.createdAt, t.id),
  ],
);
