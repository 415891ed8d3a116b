import net from 'node:net';
import type { TEnvioSemHttps } from '@erp/contracts/certificado';
import type { FastifyRequest } from 'fastify';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarAlteracao } from '../auditoria/auditar.ts';
import {
  findCertificadoSemHttps,
  lockConfiguracaoFiscal,
  updateCertificadoSemHttps,
} from './configuracao-fiscal.repository.ts';

export const CERTIFICADO_SO_POR_HTTPS =
  'O certificado digital e a sua senha só podem ser enviados por uma conexão segura (https://) ou no próprio ' +
  'servidor (http://localhost). Acesse o sistema por https:// ou peça a um Administrador que permita o envio ' +
  'sem HTTPS.';

/** 127.0.0.0/8 and ::1, also as an IPv4-mapped IPv6 address: the server itself. */
export function isLoopback(ip: string): boolean {
  const endereco = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (net.isIPv4(endereco)) return endereco.startsWith('127.');
  return endereco === '::1';
}

/**
 * preHandler of the upload: the PFX and its password never cross the network in clear. HTTPS (the app's own, or
 * a trusted proxy's X-Forwarded-Proto) and the loopback pass; plain HTTP from any other address is refused before
 * the body is read, unless an administrator allowed it (PUT .../envio-sem-https).
 */
export function exigirConexaoSegura(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    if (request.protocol === 'https' || isLoopback(request.ip)) return;
    if (await findCertificadoSemHttps(ctx.db)) return;
    throw AppError.forbidden(CERTIFICADO_SO_POR_HTTPS);
  };
}

export async function obterEnvioSemHttps(ctx: AppContext): Promise<TEnvioSemHttps> {
  return { permitido: await findCertificadoSemHttps(ctx.db) };
}

/** Turns the exception on or off; audited (who, from where, before and after) when it changes. */
export async function alterarEnvioSemHttps(
  ctx: AppContext,
  pedido: TEnvioSemHttps,
  caller: Caller,
): Promise<TEnvioSemHttps> {
  await ctx.db.transaction(async (tx) => {
    const atual = await lockConfiguracaoFiscal(tx);
    if (atual.certificadoSemHttps === pedido.permitido) return;
    await updateCertificadoSemHttps(tx, pedido.permitido);
    await auditarAlteracao(tx, caller, {
      acao: 'CERTIFICADO_SEM_HTTPS_ALTERADO',
      entidade: 'configuracao_fiscal',
      idEntidade: 1,
      antes: { envio_sem_https: atual.certificadoSemHttps },
      depois: { envio_sem_https: pedido.permitido },
    });
  });
  return { permitido: pedido.permitido };
}
