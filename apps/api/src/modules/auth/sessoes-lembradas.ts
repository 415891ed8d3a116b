import pg from 'pg';
import type { Database } from '../../db/client.ts';
import type { SessionUser } from './auth.repository.ts';

/**
 * Sessions found valid in the last few seconds, per database handle. Every /api request checks its token, and
 * that query cost a third of a list request; a session remembered here costs a `select 1` on the listening
 * connection, shared by the requests that arrive together (confirmacaoDosAvisos).
 *
 * A session revoked or a user changed or removed, by this process, another one or straight in the database, is
 * announced by PostgreSQL on commit (NOTIFY sessoes_alteradas, from the triggers of migration 0054) and forgotten
 * here as the notice arrives: a logout on one process is refused by the others on the next request. Only while
 * this process listens: with the listening connection down nothing is remembered, every request reads the
 * database (fail closed). A session reaching its expiry is seen within LEMBRAR_POR_MS: an entry never outlives
 * the session's own expiry.
 */
export const LEMBRAR_POR_MS = 5_000;
const MAXIMO_DE_SESSOES = 10_000;
const CANAL = 'sessoes_alteradas';
const RECONECTAR_APOS_MS = 1_000;

type Lembrada = { user: SessionUser; ate: number };
type Memoria = {
  sessoes: Map<string, Lembrada>;
  geracao: number;
  isOuvindo: boolean;
  /** Resolves once every notice committed before the call has been applied (see confirmacaoDosAvisos). */
  confirmarAvisos?: () => Promise<void>;
};

const porBanco = new WeakMap<Database, Memoria>();

function memoria(db: Database): Memoria {
  let m = porBanco.get(db);
  if (!m) {
    m = { sessoes: new Map(), geracao: 0, isOuvindo: false };
    porBanco.set(db, m);
  }
  return m;
}

function esquecerTudo(m: Memoria) {
  m.geracao++;
  m.sessoes.clear();
}

/** A notice of the triggers: `t:<token hash>` for one session, `u:<user id>` for all of a user's. */
function aplicarAviso(db: Database, aviso: string | undefined) {
  if (aviso?.startsWith('t:')) esquecerSessao(db, aviso.slice(2));
  else if (aviso?.startsWith('u:') && /^\d+$/.test(aviso.slice(2)))
    esquecerSessoesDoUsuario(db, Number(aviso.slice(2)));
  else esquecerTudo(memoria(db));
}

/**
 * A notice travels on its own: a request reaching this process right after a logout committed elsewhere could
 * come before it. A round trip on the listening connection closes that gap: PostgreSQL sends the notices pending
 * for a session before it answers a statement there, so once `select 1` returns, every logout committed before it
 * was sent has been applied. Requests arriving together share one round trip (the one on the wire, or the next).
 */
function confirmacaoDosAvisos(cliente: pg.Client): () => Promise<void> {
  let noFio: Promise<void> | undefined;
  let seguinte: Promise<void> | undefined;
  const ida = (): Promise<void> => {
    const volta: Promise<void> = cliente.query('select 1').then(
      () => {
        if (noFio === volta) noFio = undefined;
      },
      (erro: unknown) => {
        if (noFio === volta) noFio = undefined;
        throw erro;
      },
    );
    noFio = volta;
    return volta;
  };
  return () => {
    if (!noFio) return ida();
    // The one on the wire may have left before the caller's logout committed: wait for the next one.
    seguinte ??= noFio
      .catch(() => {})
      .then(() => {
        seguinte = undefined;
        return noFio ?? ida();
      });
    return seguinte;
  };
}

/**
 * Listens to the session notices on a connection of its own (reconnecting every second when it drops) while the
 * app runs; the returned function stops it. Until the first LISTEN succeeds, and whenever the connection is lost,
 * nothing is remembered.
 */
export function ouvirSessoesAlteradas(db: Database, avisar: (erro: unknown) => void): () => Promise<void> {
  const m = memoria(db);
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  let cliente: pg.Client | undefined;
  let isParado = false;
  let espera: NodeJS.Timeout | undefined;
  const perdida = (erro?: unknown) => {
    m.isOuvindo = false;
    m.confirmarAvisos = undefined;
    esquecerTudo(m);
    const anterior = cliente;
    cliente = undefined;
    anterior?.removeAllListeners();
    anterior?.on('error', () => {});
    void anterior?.end().catch(() => {});
    if (erro) avisar(erro);
    if (!isParado) espera = setTimeout(conectar, RECONECTAR_APOS_MS);
  };
  const conectar = async () => {
    const novo = new pg.Client(pool.options);
    cliente = novo;
    novo.on('error', perdida);
    novo.on('end', () => cliente === novo && perdida());
    novo.on('notification', (n) => n.channel === CANAL && aplicarAviso(db, n.payload));
    try {
      await novo.connect();
      await novo.query(`listen ${CANAL}`);
      if (isParado || cliente !== novo) return void novo.end().catch(() => {});
      esquecerTudo(m);
      m.confirmarAvisos = confirmacaoDosAvisos(novo);
      m.isOuvindo = true;
    } catch (erro) {
      if (cliente === novo) perdida(erro);
    }
  };
  void conectar();
  return async () => {
    isParado = true;
    clearTimeout(espera);
    m.isOuvindo = false;
    m.confirmarAvisos = undefined;
    esquecerTudo(m);
    const atual = cliente;
    cliente = undefined;
    atual?.removeAllListeners();
    atual?.on('error', () => {});
    await atual?.end().catch(() => {});
  };
}

/** The user of a session remembered here, once the notices committed so far have been applied; or undefined. */
export async function sessaoLembrada(db: Database, tokenHash: string): Promise<SessionUser | undefined> {
  const m = memoria(db);
  if (!m.sessoes.has(tokenHash) || !m.confirmarAvisos) return undefined;
  try {
    await m.confirmarAvisos();
  } catch {
    return undefined; // the listening connection failed: read the database
  }
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
  if (m.geracao !== marca || !m.isOuvindo) return;
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
