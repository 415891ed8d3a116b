import type { AppContext } from '../../app-context.ts';
import { hashSessionToken } from '../../lib/session-token.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { revokeSession } from './auth.repository.ts';
import { esquecerSessao } from './sessoes-lembradas.ts';

export async function logout(ctx: AppContext, token: string, caller: { userId: number; ip: string }) {
  const tokenHash = hashSessionToken(token);
  await revokeSession(ctx.db, tokenHash);
  esquecerSessao(ctx.db, tokenHash);
  await auditarEvento(ctx.db, caller, { acao: 'LOGOUT' });
}
