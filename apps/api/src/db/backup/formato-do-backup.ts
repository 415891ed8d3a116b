import path from 'node:path';
import { z } from 'zod';

/**
 * The archive of a backup: one gzip'd text file, readable with `zcat`:
 *
 *   {"formato":"erp-backup","versao":1,"criado_em":...,"migracao":{...},"postgresql":...}   (the header)
 *   #TABELA {"nome":"clientes","colunas":["id","nome_razao_social",...]}
 *   <the rows in PostgreSQL's COPY text format, ordered by primary key>
 *   \.
 *   ... one such block per table ...
 *   #MANIFESTO {...the header again, each table's columns, row count and SHA-256, the sequences}
 *
 * A row never holds a bare newline (COPY text escapes it) and a backslash is always doubled, so the line `\.`
 * cannot be data: it ends a table, as in pg_dump's plain format. The manifest comes last because the counts and
 * checksums are known only then; a file without it is incomplete and is refused.
 */
export const FORMATO = 'erp-backup';
export const VERSAO_DO_FORMATO = 1;
export const PREFIXO_TABELA = '#TABELA ';
export const PREFIXO_MANIFESTO = '#MANIFESTO ';
export const FIM_DA_TABELA = '\\.';

/** Settings of both ends of every COPY, so dates, times and numbers are written and read the same way. */
export const PARAMETROS_DA_SESSAO = [
  "set local timezone = 'UTC'",
  "set local datestyle = 'ISO, YMD'",
  "set local intervalstyle = 'postgres'",
  'set local extra_float_digits = 3',
  "set local bytea_output = 'hex'",
] as const;

export const ZCabecalho = z.object({
  formato: z.literal(FORMATO),
  versao: z.literal(VERSAO_DO_FORMATO),
  criado_em: z.iso.datetime(),
  /** The last migration applied to the database (drizzle.__drizzle_migrations), by its journal `when`. */
  migracao: z.object({ tag: z.string().nullable(), criada_em: z.number().int(), hash: z.string() }),
  postgresql: z.string(),
  /**
   * The verifier of the key the database's secrets are encrypted with (table chave_dos_segredos), null when the
   * database had none; absent in backups from before it. The rotation keeps the newest backup of every key.
   */
  chave: z.string().nullable().optional(),
});
export type TCabecalho = z.infer<typeof ZCabecalho>;

const ZNome = z.string().regex(/^[a-z_][a-z0-9_]*$/);

export const ZInicioDeTabela = z.object({ nome: ZNome, colunas: z.array(ZNome).min(1) });

export const ZManifesto = ZCabecalho.extend({
  tabelas: z.array(
    ZInicioDeTabela.extend({ linhas: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
  /** Sequence values when the backup was read; restored as the greater of this and the column's max. */
  sequencias: z.array(
    z.object({
      nome: ZNome,
      tabela: ZNome,
      coluna: ZNome,
      ultimo_valor: z.string().regex(/^-?\d+$/),
      chamada: z.boolean(),
    }),
  ),
});
export type TManifesto = z.infer<typeof ZManifesto>;

/**
 * Backups are named after their UTC instant, so the name sorts by date: erp-backup-2026-05-01T05-00-00.123Z.gz for
 * the app's automatic ones, erp-backup-2026-05-01T15-30-00.000Z-manual.gz for `npm run backup`'s: the rotation keeps
 * the two kinds apart, so a manual backup taken after a bad change never replaces the good one of that morning.
 */
const NOME = /^erp-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2}\.\d{3})Z(-manual)?\.gz$/;

export type TipoDeBackup = 'automatico' | 'manual';

export function nomeDoBackup(criadoEm: Date, tipo: TipoDeBackup = 'automatico'): string {
  return `erp-backup-${criadoEm.toISOString().replace(/:/g, '-')}${tipo === 'manual' ? '-manual' : ''}.gz`;
}

export function lerNome(nome: string): { criadoEm: Date; tipo: TipoDeBackup } | undefined {
  const m = NOME.exec(path.basename(nome));
  if (!m) return undefined;
  const data = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`);
  if (Number.isNaN(data.getTime())) return undefined;
  return { criadoEm: data, tipo: m[5] ? 'manual' : 'automatico' };
}

/** The key file of the secrets (config.segredos.arquivoChave), kept beside each backup as `<backup>.key`. */
export const chaveAoLadoDe = (arquivoDoBackup: string) => `${arquivoDoBackup}.key`;

/** A backup that cannot be restored as it is: a Portuguese message for the operator. */
export class BackupInvalidoError extends Error {}
