import { bigserial, index, inet, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { usuarios } from './usuarios.ts';

/** Who did what, when (UTC) and from where: logins, failed logins, refusals and fiscal state changes. */
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
  ],
);
