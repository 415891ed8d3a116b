import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { lockEmpresa, trocarSenhaSmtpEmClaro } from './empresa.repository.ts';
import { cifrarSenhaSmtp } from './senha-smtp.ts';

/**
 * Before migration 0025 the SMTP password was stored as typed. The key lives outside the database, so the
 * migration cannot encrypt it: the first start after it does, once, under the company row's lock (two
 * replicas starting together encrypt it once). A password found in clear is the newest one written.
 */
export async function cifrarSenhaSmtpEmClaro(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const cifrou = await ctx.db.transaction(async (tx) => {
    const empresa = await lockEmpresa(tx);
    if (!empresa?.smtpSenhaEmClaro) return false;
    await trocarSenhaSmtpEmClaro(tx, cifrarSenhaSmtp(ctx.config, empresa.smtpSenhaEmClaro));
    return true;
  });
  if (cifrou) log.info('Senha SMTP guardada em claro foi cifrada com a chave dos segredos.');
}
