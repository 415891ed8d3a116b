import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparadaUmaVez } from '../../db/consultas-preparadas.ts';
import { sessoes } from '../../db/schema/sessoes.ts';
import { perfis, usuarios } from '../../db/schema/usuarios.ts';

export type SessionUser = { id: number; nome: string; email: string; perfil: string };

const sessionUserColumns = {
  id: usuarios.id,
  nome: usuarios.nome,
  email: usuarios.email,
  perfil: perfis.nome,
};

export async function findUserForLogin(db: Database, email: string) {
  const [row] = await db
    .select({ ...sessionUserColumns, senhaHash: usuarios.senhaHash, ativo: usuarios.ativo })
    .from(usuarios)
    .innerJoin(perfis, eq(perfis.id, usuarios.idPerfil))
    .where(eq(usuarios.email, email));
  return row;
}

export async function insertSession(
  db: Database,
  s: {
    tokenHash: string;
    idUsuario: number;
    absoluteSeconds: number;
    ip: string;
    userAgent: string | undefined;
  },
) {
  await db.insert(sessoes).values({
    tokenHash: s.tokenHash,
    idUsuario: s.idUsuario,
    expiresAt: sql`now() + make_interval(secs => ${s.absoluteSeconds})`,
    ip: s.ip,
    userAgent: s.userAgent?.slice(0, 500),
  });
}

function prepareValidSession(db: Database) {
  return db
    .select({
      sessionId: sessoes.id,
      idleFor: sql<number>`extract(epoch from now() - ${sessoes.lastSeenAt})::float8`,
      secondsLeft: sql<number>`extract(epoch from least(${sessoes.expiresAt}, ${sessoes.lastSeenAt} + make_interval(secs => ${sql.placeholder('idleSeconds')})) - now())::float8`,
      user: sessionUserColumns,
    })
    .from(sessoes)
    .innerJoin(usuarios, eq(usuarios.id, sessoes.idUsuario))
    .innerJoin(perfis, eq(perfis.id, usuarios.idPerfil))
    .where(
      and(
        eq(sessoes.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessoes.revokedAt),
        gt(sessoes.expiresAt, sql`now()`),
        gt(sessoes.lastSeenAt, sql`now() - make_interval(secs => ${sql.placeholder('idleSeconds')})`),
        eq(usuarios.ativo, true),
      ),
    )
    .prepare('sessao_valida');
}

/**
 * The session behind a token, if it is still valid: not revoked, within its absolute expiry, used within the
 * idle window, and its user still active (deactivating a user ends their sessions at once). Runs on every
 * request, so the statement is prepared once per database handle.
 */
export async function findValidSession(db: Database, tokenHash: string, idleSeconds: number) {
  const query = preparadaUmaVez(db, 'sessao_valida', () => prepareValidSession(db));
  const [row] = await query.execute({ tokenHash, idleSeconds });
  return row;
}

export async function touchSession(db: Database, sessionId: number) {
  await db.update(sessoes).set({ lastSeenAt: sql`now()` }).where(eq(sessoes.id, sessionId));
}

export async function revokeSession(db: Database, tokenHash: string) {
  await db
    .update(sessoes)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessoes.tokenHash, tokenHash), isNull(sessoes.revokedAt)));
}

export async function revokeUserSessions(db: Database, idUsuario: number) {
  await db
    .update(sessoes)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessoes.idUsuario, idUsuario), isNull(sessoes.revokedAt)));
}
