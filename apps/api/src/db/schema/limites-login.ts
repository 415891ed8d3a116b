import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempts counted per e-mail and IP, per IP and overall (`escopo`), in a window that starts with the
 * first failure. A sign-in takes its place here (`falhas` + 1 in one locked statement) before the password is
 * checked, so parallel attempts cannot all pass the same limit, and gives it back when it succeeds. Counted in
 * PostgreSQL so that several API processes share the limits.
 */
export const limitesLogin = pgTable(
  'limites_login',
  {
    escopo: text('escopo').notNull(),
    /** `email ip` for email_ip, the IP for ip, '' for global. */
    chave: text('chave').notNull(),
    falhas: integer('falhas').notNull().default(0),
    janelaInicio: timestamp('janela_inicio', { withTimezone: true }).notNull().defaultNow(),
    /** email_ip only: the last successful sign-in of this e-mail from this IP. */
    ultimoSucesso: timestamp('ultimo_sucesso', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.escopo, t.chave] }),
    check('limites_login_escopo_check', sql`${t.escopo} in ('email_ip', 'ip', 'global')`),
  ],
);
