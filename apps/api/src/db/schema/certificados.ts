import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';

/**
 * The company's A1 certificates, one row per upload (who, when, serial, validity), the one in use marked
 * `atual`. The PFX and its password are kept only encrypted (lib/cofre-de-segredos, with the key outside the
 * database) and only while the certificate is current: replacing or removing it wipes them, so a certificate
 * taken out of use (perhaps because it leaked) does not stay usable in every later backup.
 */
export const certificadosA1 = pgTable(
  'certificados_a1',
  {
    id: serial('id').primaryKey(),
    pfxCifrado: text('pfx_cifrado'),
    senhaCifrada: text('senha_cifrada'),
    titular: text('titular').notNull(),
    cnpj: text('cnpj').notNull(),
    emissor: text('emissor').notNull(),
    serie: text('serie').notNull(),
    validoDe: timestamp('valido_de', { withTimezone: true }).notNull(),
    validoAte: timestamp('valido_ate', { withTimezone: true }).notNull(),
    isAtual: boolean('atual').notNull().default(false),
    idUsuarioEnvio: integer('id_usuario_envio').references(() => usuarios.id, { onDelete: 'set null' }),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
    /** When it stopped being the current one: replaced by another upload, or removed. */
    retiradoEm: timestamp('retirado_em', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('certificados_a1_atual_idx').on(t.isAtual).where(sql`${t.isAtual}`),
    check(
      'certificados_a1_atual_com_segredos_check',
      sql`not ${t.isAtual} or (${t.pfxCifrado} is not null and ${t.senhaCifrada} is not null)`,
    ),
  ],
);

/**
 * Where fiscal documents go (a single row, id = 1): 'simulacao' (the default of a fresh install, the
 * simulator in the app), 'homologacao' (the real services' test environment) or 'producao'. Its row is also
 * the lock that orders a change of environment against an upload or removal of the certificate.
 */
export const configuracaoFiscal = pgTable(
  'configuracao_fiscal',
  {
    id: integer('id').primaryKey().default(1),
    modo: text('modo').notNull().default('simulacao'),
    idUsuarioAlteracao: integer('id_usuario_alteracao').references(() => usuarios.id, {
      onDelete: 'set null',
    }),
    alteradoEm: timestamp('alterado_em', { withTimezone: true }),
    /**
     * Whether the A1 may be sent over plain HTTP from another computer than the server (off by default: the PFX and
     * its password would cross the office network in clear). Only an administrator turns it on, audited.
     */
    certificadoSemHttps: boolean('certificado_sem_https').notNull().default(false),
  },
  (t) => [
    check('configuracao_fiscal_singleton_check', sql`${t.id} = 1`),
    check('configuracao_fiscal_modo_check', sql`${t.modo} in ('simulacao', 'homologacao', 'producao')`),
  ],
);
