import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns.ts';
import { contasBancarias } from './contas-bancarias.ts';
import { lancamentos } from './lancamentos.ts';
import { usuarios } from './usuarios.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A CNAB remessa file as it was generated (issue 27): its sequence in the account (never reused), the layout, who
 * and when, and the bytes themselves, so the same file can be downloaded again. An account with a remessa cannot
 * be deleted (restrict): the bank knows its titles.
 */
export const remessasCnab = pgTable(
  'remessas_cnab',
  {
    id: serial('id').primaryKey(),
    idConta: integer('id_conta')
      .notNull()
      .references(() => contasBancarias.id, { onDelete: 'restrict' }),
    sequencial: integer('sequencial').notNull(),
    /** '240' (FEBRABAN) or '400' (the bank's own). */
    leiaute: text('leiaute').$type<'240' | '400'>().notNull(),
    nomeArquivo: text('nome_arquivo').notNull(),
    conteudo: bytea('conteudo').notNull(),
    quantidadeTitulos: integer('quantidade_titulos').notNull(),
    valorTotal: money('valor_total').notNull(),
    idUsuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('remessas_cnab_conta_sequencial_key').on(t.idConta, t.sequencial),
    check('remessas_cnab_leiaute_check', sql`${t.leiaute} in ('240', '400')`),
  ],
);

/** The titles a remessa carried. */
export const remessaCnabTitulos = pgTable(
  'remessa_cnab_titulos',
  {
    idRemessa: integer('id_remessa')
      .notNull()
      .references(() => remessasCnab.id, { onDelete: 'cascade' }),
    idLancamento: integer('id_lancamento')
      .notNull()
      .references(() => lancamentos.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.idRemessa, t.idLancamento] }),
    index('remessa_cnab_titulos_lancamento_idx').on(t.idLancamento),
  ],
);

/**
 * A return file imported: its SHA-256 (the same file twice is refused), the account it named in its header and
 * what each ocorrência did, as answered to the clerk.
 */
export const retornosCnab = pgTable(
  'retornos_cnab',
  {
    id: serial('id').primaryKey(),
    idConta: integer('id_conta')
      .notNull()
      .references(() => contasBancarias.id, { onDelete: 'restrict' }),
    hashArquivo: text('hash_arquivo').notNull(),
    nomeArquivo: text('nome_arquivo').notNull(),
    leiaute: text('leiaute').$type<'240' | '400'>().notNull(),
    resultado: jsonb('resultado').notNull(),
    idUsuario: integer('id_usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('retornos_cnab_hash_key').on(t.hashArquivo)],
);

/**
 * Each ocorrência applied, by its identity in the account (bank, nosso número, code, date, amount): a later file
 * repeating it (banks resend a day's movements) applies nothing twice.
 */
export const ocorrenciasCnab = pgTable(
  'ocorrencias_cnab',
  {
    idConta: integer('id_conta')
      .notNull()
      .references(() => contasBancarias.id, { onDelete: 'restrict' }),
    identidade: text('identidade').notNull(),
    idRetorno: integer('id_retorno')
      .notNull()
      .references(() => retornosCnab.id, { onDelete: 'cascade' }),
    idLancamento: integer('id_lancamento').references(() => lancamentos.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.idConta, t.identidade] })],
);
