import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const perfis = pgTable('perfis', {
  id: serial('id').primaryKey(),
  nome: text('nome').notNull().unique(),
});

export const usuarios = pgTable(
  'usuarios',
  {
    id: serial('id').primaryKey(),
    nome: text('nome').notNull(),
    /** Always stored lower-case: e-mail uniqueness is case-insensitive. */
    email: text('email').notNull(),
    senhaHash: text('senha_hash').notNull(),
    idPerfil: integer('id_perfil')
      .notNull()
      .references(() => perfis.id),
    ativo: boolean('ativo').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('usuarios_email_key').on(t.email), index('usuarios_id_perfil_idx').on(t.idPerfil)],
);
