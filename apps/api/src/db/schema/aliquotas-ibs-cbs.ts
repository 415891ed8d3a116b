import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';

/**
 * The yearly IBS/CBS table (LC 214/2025): one row per calendar year of emission (the Brasília date of dhEmi), with
 * the rates and what the year changes per regime. Shipped with the years the legislation sets (migration 0037);
 * an administrator keeps it on Preferências > Tabela IBS/CBS, every change audited (field, old, new). An issued
 * note keeps the figures it was signed with: its XML is the record, never this table.
 */
export const aliquotasIbsCbs = pgTable(
  'aliquotas_ibs_cbs',
  {
    ano: integer('ano').primaryKey(),
    /** Percent rates, up to 4 places as the NF-e's pIBSUF, pIBSMun and pCBS take them. */
    pIbsUf: numeric('p_ibs_uf', { precision: 7, scale: 4 }).notNull(),
    pIbsMun: numeric('p_ibs_mun', { precision: 7, scale: 4 }).notNull(),
    pCbs: numeric('p_cbs', { precision: 7, scale: 4 }).notNull(),
    /** Simples Nacional (CRT 1, 2 and 4) carries the IBSCBS group this year (from 2027). CRT 3 always does. */
    ibscbsSimples: boolean('ibscbs_simples').notNull(),
    /** PIS and COFINS are still due on the regime normal's taxed outputs (until 2026; extinct from 2027). */
    pisCofinsRegimeNormal: boolean('pis_cofins_regime_normal').notNull(),
    /** Where each figure comes from, in words (the law and article, or the project's reading). */
    fonte: text('fonte').notNull(),
    /** A figure still waiting for its legal act (e.g. the Senate's resolution of the CBS): the dashboard warns. */
    provisoria: boolean('provisoria').notNull().default(false),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
    idUsuarioAtualizacao: integer('id_usuario_atualizacao').references(() => usuarios.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    check('aliquotas_ibs_cbs_ano_check', sql`${t.ano} between 2026 and 2099`),
    check(
      'aliquotas_ibs_cbs_aliquotas_check',
      sql`${t.pIbsUf} between 0 and 100 and ${t.pIbsMun} between 0 and 100 and ${t.pCbs} between 0 and 100`,
    ),
  ],
);
