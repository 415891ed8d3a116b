import type { AppContext } from '../../app-context.ts';
import { hashSessionToken } from '../../lib/session-token.ts';
import { insertAuditEntry } from '../auditoria/auditoria.repository.ts';
import { revokeSession } from './auth.repository.ts';

export async function logout(ctx: AppContext, token: string, caller: { userId: number; ip: string }) {
  await revokeSession(ctx.db, hashSessionToken(token));
  await insertAuditEntry(ctx.db, { acao: 'LOGOUT', idUsuario: caller.userId, ip: caller.ip });
}
