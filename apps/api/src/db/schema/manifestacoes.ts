import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ambienteFiscal, createdAt } from './columns.ts';
import { usuarios } from './usuarios.ts';

/**
 * The recipient's manifestações (NT 2012.002) the Ambiente Nacional registered for the company, one row per event
 * type and note: 210200 Confirmação da Operação, 210210 Ciência, 210220 Desconhecimento, 210240 Operação não
 * Realizada. Keyed by the access key, so an imported entry and the same note distributed by DistDFe share them.
 */
export const manifestacoes = pgTable(
  'manifestacoes',
  {
    id: serial('id').primaryKey(),
    chaveAcesso: text('chave_acesso').notNull(),
    ambiente: ambienteFiscal(),
    tipoEvento: text('tipo_evento').$type<'210200' | '210210' | '210220' | '210240'>().notNull(),
    /** xJust of the 210240 (15-255 characters); null for the other events. */
    justificativa: text('justificativa'),
    protocolo: text('protocolo'),
    /** The procEventoNFe exactly as registered: the legal record of the event. */
    xml: text('xml').notNull(),
    idUsuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('manifestacoes_evento_key').on(t.chaveAcesso, t.ambiente, t.tipoEvento),
    index('manifestacoes_created_at_idx').on(t.createdAt),
    check(
      'manifestacoes_tipo_evento_check',
      sql`${t.tipoEvento} in ('210200', '210210', '210220', '210240')`,
    ),
  ],
);
