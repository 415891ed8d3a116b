import type { Database } from '../../db/client.ts';
import { auditoria } from '../../db/schema/auditoria.ts';

export type AuditEntry = {
  acao: string;
  idUsuario?: number | null;
  email?: string | null;
  entidade?: string;
  idEntidade?: string;
  detalhes?: Record<string, unknown>;
  ip?: string | null;
};

/** Timestamps come from the database clock (timestamptz, stored in UTC). */
export async function insertAuditEntry(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditoria).values({
    acao: entry.acao,
    idUsuario: entry.idUsuario ?? null,
    email: entry.email ?? null,
    entidade: entry.entidade,
    idEntidade: entry.idEntidade,
    detalhes: entry.detalhes,
    ip: entry.ip ?? null,
  });
}
