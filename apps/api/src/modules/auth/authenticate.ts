import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashSessionToken } from '../../lib/session-token.ts';
import { findValidSession, type SessionUser, touchSession } from './auth.repository.ts';

// Refreshing last_seen_at on every request would turn every read into a write; once a minute is enough
// for an idle timeout measured in hours.
const TOUCH_AFTER_SECONDS = 60;

export async function authenticate(ctx: AppContext, authorization: string | undefined): Promise<SessionUser> {
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(authorization ?? '');
  if (!match?.[1]) throw AppError.unauthorized('Autenticação necessária. Faça login para continuar.');

  const session = await findValidSession(ctx.db, hashSessionToken(match[1]), ctx.config.session.idleSeconds);
  if (!session) throw AppError.unauthorized();

  if (session.idleFor > TOUCH_AFTER_SECONDS) await touchSession(ctx.db, session.sessionId);
  return session.user;
}
