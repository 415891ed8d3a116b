import type { Database } from '../../db/client.ts';
import type { SessionUser } from './auth.repository.ts';

/**
 * Sessions found valid in the last few seconds, per database handle. Every /api request checks its token, and
 * that round trip to PostgreSQL cost a third of a list request; a session remembered here costs none.
 *
 * Whatever this process does to a session or its user (logout, a new password, a deactivation, a change of
 * profile, a deletion) forgets it here once its transaction has committed. What changes in the database alone,
 * a session reaching its expiry or a change made by another process, is seen within LEMBRAR_POR_MS: an entry
 * never outlives the session's own expiry.
 */
export const LEMBRAR_POR_MS = 5_000;
const MAXIMO_DE_SESSOES = 10_000;

type Lembrada = { user: SessionUser; ate: number };
type Memoria = { sessoes: Map<string, Lembrada>; geracao: number };

const porBanco = new WeakMap<Database, Memoria>();

function memoria(db: Database): Memoria {
  let m = porBanco.get(db);
  if (!m) {
    m = { sessoes: new Map(), geracao: 0 };
    porBanco.set(db, m);
  }
  return m;
}

export function sessaoLembrada(db: Database, tokenHash: string): SessionUser | undefined {
  const m = memoria(db);
  const lembrada = m.sessoes.get(tokenHash);
  if (!lembrada) return undefined;
  if (lembrada.ate > Date.now()) return lembrada.user;
  m.sessoes.delete(tokenHash);
  return undefined;
}

/**
 * The mark to take before reading a session from the database: `lembrarSessao` keeps nothing if anything was
 * forgotten in between (a logout that committed while this request read the session it ended).
 */
export function marcaDaMemoria(db: Database): number {
  return memoria(db).geracao;
}

export function lembrarSessao(
  db: Database,
  marca: number,
  tokenHash: string,
  user: SessionUser,
  segundosRestantes: number,
) {
  const m = memoria(db);
  if (m.geracao !== marca) return;
  if (m.sessoes.size >= MAXIMO_DE_SESSOES) m.sessoes.clear();
  const agora = Date.now();
  m.sessoes.set(tokenHash, { user, ate: Math.min(agora + LEMBRAR_POR_MS, agora + segundosRestantes * 1000) });
}

export function esquecerSessao(db: Database, tokenHash: string) {
  const m = memoria(db);
  m.geracao++;
  m.sessoes.delete(tokenHash);
}

export function esquecerSessoesDoUsuario(db: Database, idUsuario: number) {
  const m = memoria(db);
  m.geracao++;
  for (const [tokenHash, lembrada] of m.sessoes) {
    if (lembrada.user.id === idUsuario) m.sessoes.delete(tokenHash);
  }
}
