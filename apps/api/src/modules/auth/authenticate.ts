import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashSessionToken } from '../../lib/session-token.ts';
import { findValidSession, type SessionUser, touchSession } from './auth.repository.ts';
import { lembrarSessao, marcaDaMemoria, sessaoLembrada } from './sessoes-lembradas.ts';

// Refreshing last_seen_at on every request would turn every read into a write; once a minute is enough
// for an idle timeout measured in hours (a remembered session costs one shared `select 1`: see sessoes-lembradas).
const TOUCH_AFTER_SECONDS = 60;

export async function authenticate(ctx: AppContext, authorization: string | undefined): Promise<SessionUser> {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(authorization ?? '');
  if (!match?.[1]) throw AppError.unauthorized('Autenticação necessária. Faça login para continuar.');

  const tokenHash = hashSessionToken(match[1]);
  const lembrada = await sessaoLembrada(ctx.db, tokenHash);
  if (lembrada) return lembrada;

  const marca = marcaDaMemoria(ctx.db);
  const session = await findValidSession(ctx.db, tokenHash, ctx.config.session.idleSeconds);
  if (!session) throw AppError.unauthorized();

  if (session.idleFor > TOUCH_AFTER_SECONDS) await touchSession(ctx.db, session.sessionId);
  lembrarSessao(ctx.db, marca, tokenHash, session.user, session.secondsLeft);
  return session.user;
}
