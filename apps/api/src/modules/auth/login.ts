import type { TLoginRequest, TLoginResponse } from '@erp/contracts/auth';
import { ErrorCode } from '@erp/contracts/errors';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.ts';
import { hashSessionToken, newSessionToken } from '../../lib/session-token.ts';
import { insertAuditEntry } from '../auditoria/auditoria.repository.ts';
import { findUserForLogin, insertSession } from './auth.repository.ts';
import {
  confirmarSucessoLogin,
  devolverTentativaLogin,
  reservarTentativaLogin,
} from './limite-tentativas-login.ts';

const INVALID_CREDENTIALS = 'E-mail ou senha inválidos.';

export async function login(
  ctx: AppContext,
  input: TLoginRequest,
  origin: { ip: string; userAgent: string | undefined },
): Promise<TLoginResponse> {
  const { db, config } = ctx;
  const email = input.email;

  const tentativa = await reservarTentativaLogin(ctx, email, origin.ip);
  if (!tentativa.isPermitida) {
    const minutes = Math.ceil(tentativa.segundosRestantes / 60);
    await insertAuditEntry(db, {
      acao: 'LOGIN_BLOQUEADO',
      email,
      ip: origin.ip,
      detalhes: { limites: tentativa.escopos },
    });
    throw new AppError(
      ErrorCode.TOO_MANY_REQUESTS,
      `Muitas tentativas de login sem sucesso. Aguarde até ${minutes} minutos e tente novamente.`,
      undefined,
      { retryAfterSeconds: tentativa.segundosRestantes },
    );
  }
  const { reserva } = tentativa;

  let user: Awaited<ReturnType<typeof findUserForLogin>>;
  let isPasswordRight: boolean;
  try {
    user = await findUserForLogin(db, email);
    // Always run the KDF, also for unknown e-mails, so timing does not reveal which accounts exist.
    const hash = user?.senhaHash ?? (await dummyPasswordHash());
    isPasswordRight = await verifyPassword(input.senha, hash, {
      isPriority: reserva.isParConhecido,
      maxWaitMs: config.loginThrottle.maxHashWaitMs,
    });
  } catch (error) {
    // Not checked (the server was busy, or failed): no failure to count.
    await devolverTentativaLogin(ctx, reserva);
    throw error;
  }

  if (!user || !isPasswordRight || !user.ativo) {
    const motivo = !user ? 'usuario_inexistente' : !isPasswordRight ? 'senha_incorreta' : 'usuario_inativo';
    await insertAuditEntry(db, {
      acao: 'LOGIN_FALHA',
      idUsuario: user?.id ?? null,
      email,
      ip: origin.ip,
      detalhes: { motivo },
    });
    throw AppError.unauthorized(INVALID_CREDENTIALS);
  }

  const token = newSessionToken();
  await insertSession(db, {
    tokenHash: hashSessionToken(token),
    idUsuario: user.id,
    absoluteSeconds: config.session.absoluteSeconds,
    ip: origin.ip,
    userAgent: origin.userAgent,
  });
  await confirmarSucessoLogin(ctx, reserva);
  await insertAuditEntry(db, { acao: 'LOGIN', idUsuario: user.id, email, ip: origin.ip });

  return { user: { id: user.id, nome: user.nome, email: user.email, perfil: user.perfil }, token };
}
