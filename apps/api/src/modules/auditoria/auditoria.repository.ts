import { and, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { FUSO_SQL } from '../../db/fuso.ts';
import { auditoria } from '../../db/schema/auditoria.ts';
import { usuarios } from '../../db/schema/usuarios.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import type { OrigemDaEntidade } from './entidades-auditadas.ts';

export type AuditEntry = {
  acao: string;
  idUsuario?: number | null;
  email?: string | null;
  entidade?: string;
  idEntidade?: string;
  detalhes?: Record<string, unknown>;
  ip?: string | null;
};

const linhaDaAuditoria = (entry: AuditEntry) => ({
  acao: entry.acao,
  idUsuario: entry.idUsuario ?? null,
  email: entry.email ?? null,
  entidade: entry.entidade,
  idEntidade: entry.idEntidade,
  detalhes: entry.detalhes,
  ip: entry.ip ?? null,
});

/** Timestamps come from the database clock (timestamptz, stored in UTC). */
export async function insertAuditEntry(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditoria).values(linhaDaAuditoria(entry));
}

/** Several entries in one statement (a batch of baixas), in the given order. */
export async function insertAuditEntries(db: Database, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length > 0) await db.insert(auditoria).values(entries.map(linhaDaAuditoria));
}

export type FiltroAuditoria = {
  idUsuario?: number;
  origem?: OrigemDaEntidade;
  /** Brasília calendar days, "YYYY-MM-DD", both included. */
  dataInicio?: string;
  dataFim?: string;
};

/** A Brasília calendar day's first instant, so the period's bounds stay comparisons on the indexed column. */
const inicioDoDia = (dia: string) => sql`(${dia}::date)::timestamp at time zone ${FUSO_SQL}`;

function condicao({ idUsuario, origem, dataInicio, dataFim }: FiltroAuditoria): SQL | undefined {
  return and(
    idUsuario !== undefined ? eq(auditoria.idUsuario, idUsuario) : undefined,
    origem?.tabelas ? inArray(auditoria.entidade, [...origem.tabelas]) : undefined,
    origem?.acoes ? and(isNull(auditoria.entidade), inArray(auditoria.acao, [...origem.acoes])) : undefined,
    dataInicio ? sql`${auditoria.createdAt} >= ${inicioDoDia(dataInicio)}` : undefined,
    dataFim ? sql`${auditoria.createdAt} < ${inicioDoDia(dataFim)} + interval '1 day'` : undefined,
  );
}

export async function countAuditoria(db: Database, filtro: FiltroAuditoria) {
  const [row] = await db.select({ n: count() }).from(auditoria).where(condicao(filtro));
  return row?.n ?? 0;
}

/**
 * A page of the audit, newest first, with the user's current name and e-mail (or the e-mail typed at a failed
 * sign-in). The page's rows come off the (…, created_at, id) indexes; the count is a separate query so the
 * page never joins the rows it does not show.
 */
export function listAuditoria(db: Database, filtro: FiltroAuditoria, window: PageWindow) {
  return db
    .select({
      id: auditoria.id,
      createdAt: auditoria.createdAt,
      idUsuario: auditoria.idUsuario,
      usuarioNome: usuarios.nome,
      usuarioEmail: sql<string | null>`coalesce(${usuarios.email}, ${auditoria.email})`,
      ip: auditoria.ip,
      acao: auditoria.acao,
      entidade: auditoria.entidade,
      idEntidade: auditoria.idEntidade,
      detalhes: auditoria.detalhes,
    })
    .from(auditoria)
    .leftJoin(usuarios, eq(usuarios.id, auditoria.idUsuario))
    .where(condicao(filtro))
    .orderBy(desc(auditoria.createdAt), desc(auditoria.id))
    .limit(window.limit)
    .offset(window.offset);
}
