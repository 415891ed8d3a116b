import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/**
 * How long a client's material sent for industrialização may stay here with the ICMS suspended (RICMS: 180 days
 * from the remessa in most states, Convênio AE 15/74; extendable once, on request, by as many days again), and
 * the extension the state allows. The row with uf null holds for every UF without a row of its own; migration
 * 0032 creates it with 180 + 180. The client's UF chooses the row: the suspension is the client's state's rule.
 */
export const prazosMaterialTerceiros = pgTable(
  'prazos_material_terceiros',
  {
    id: serial('id').primaryKey(),
    uf: text('uf'),
    prazoDias: integer('prazo_dias').notNull(),
    prorrogacaoDias: integer('prorrogacao_dias').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One default (null) row at most, as well as one row per UF.
    unique('prazos_material_terceiros_uf_key').on(t.uf).nullsNotDistinct(),
    check('prazos_material_terceiros_uf_check', sql`${t.uf} ~ '^[A-Z]{2}$'`),
    check('prazos_material_terceiros_prazo_check', sql`${t.prazoDias} between 1 and 3650`),
    check('prazos_material_terceiros_prorrogacao_check', sql`${t.prorrogacaoDias} between 0 and 3650`),
  ],
);
