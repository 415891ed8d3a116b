import type { TLoginRequest, TLoginResponse } from '@erp/contracts/auth';
import { ErrorCode } from '@erp/contracts/errors';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/password.ts';
import { hashSessionToken, newSessionToken } from '../../lib/session-token.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import { findUserForLogin, insertSession } from './auth.repository.ts';
import {
  confirmarSucessoLogin,
  devolverTentativaLogin,
  reservarTentativaLogin,
} from './limite-tentativas-login.ts';
import { registrarRecusaDeLogin } from './recusas-de-login.repository.ts';

const INVALID_CREDENTIALS = 'E-mail ou senha inválidos.';

/** A 429 for a sign-in the limits refuse, audited in the address's one row of the window. */
async function recusarPorLimite(
  ctx: AppContext,
  email: string,
  ip: string,
  limites: string[],
  segundosRestantes: number,
): Promise<AppError> {
  const janelaSegundos = ctx.config.loginThrottle.windowSeconds;
  await registrarRecusaDeLogin(ctx.db, { email, ip, limites, janelaSegundos });
  return new AppError(
    ErrorCode.TOO_MANY_REQUESTS,
    `Muitas tentativas de login sem sucesso. Aguarde até ${Math.ceil(segundosRestantes / 60)} minutos e tente novamente.`,
    undefined,
    { retryAfterSeconds: segundosRestantes },
  );
}

export async function login(
  ctx: AppContext,
  input: TLoginRequest,
  origin: { ip: string; userAgent: string | undefined },
): Promise<TLoginResponse> {
  const { db, config } = ctx;
  const email = input.email;

  const tentativa = await reservarTentativaLogin(ctx, email, origin.ip);
  if (!tentativa.isPermitida) {
    throw await recusarPorLimite(ctx, email, origin.ip, tentativa.escopos, tentativa.segundosRestantes);
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

  if ((!user || !isPasswordRight || !user.ativo) && reserva.segundosSobLimiteGlobal) {
    // Checked during a flood: counted as a failure of its e-mail+IP and IP, refused as the flood's attempts are.
    throw await recusarPorLimite(ctx, email, origin.ip, ['global'], reserva.segundosSobLimiteGlobal);
  }
  if (!user || !isPasswordRight || !user.ativo) {
    const motivo = !user ? 'usuario_inexistente' : !isPasswordRight ? 'senha_incorreta' : 'usuario_inativo';
    await auditarEvento(
      db,
      { userId: user?.id ?? null, email, ip: origin.ip },
      {
        acao: 'LOGIN_FALHA',
        detalhes: { motivo },
      },
    );
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
  await auditarEvento(db, { userId: user.id, email, ip: origin.ip }, { acao: 'LOGIN' });

  return { user: { id: user.id, nome: user.nome, email: user.email, perfil: user.perfil }, token };
}
