import { TAMANHO_MAXIMO_CERTIFICADO, ZCertificado, ZEnvioSemHttps } from '@erp/contracts/certificado';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireAdmin } from '../../plugins/require-admin.ts';
import { callerOf } from '../auth/caller.ts';
import { enviarCertificado } from './enviar-certificado.ts';
import { alterarEnvioSemHttps, exigirConexaoSegura, obterEnvioSemHttps } from './envio-sem-https.ts';
import { lerEnvioDoCertificado, TAMANHO_MAXIMO_SENHA } from './ler-envio-do-certificado.ts';
import { obterCertificado } from './obter-certificado.ts';
import { removerCertificado } from './remover-certificado.ts';

/**
 * The company's A1 (Preferências > Dados da Empresa > Certificado e Ambiente Fiscal): administrators only, but for
 * reading whether its upload over plain HTTP is allowed.
 */
export const certificadoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(multipart, {
    limits: {
      fileSize: TAMANHO_MAXIMO_CERTIFICADO,
      fieldSize: TAMANHO_MAXIMO_SENHA,
      files: 1,
      fields: 2,
      parts: 3,
    },
  });
  const somenteAdmin = requireAdmin(ctx);

  app.get(
    '/preferencias/certificado',
    { preHandler: somenteAdmin, schema: { response: { 200: ZCertificado } } },
    () => obterCertificado(ctx),
  );
  app.post(
    '/preferencias/certificado',
    { preHandler: [somenteAdmin, exigirConexaoSegura(ctx)], schema: { response: { 200: ZCertificado } } },
    async (req) => enviarCertificado(ctx, await lerEnvioDoCertificado(req), callerOf(req)),
  );
  // Every signed-in profile but Chão de fábrica may read the exception (Dados da Empresa shows it read-only).
  app.get(
    '/preferencias/certificado/envio-sem-https',
    { schema: { response: { 200: ZEnvioSemHttps } } },
    () => obterEnvioSemHttps(ctx),
  );
  app.put(
    '/preferencias/certificado/envio-sem-https',
    { preHandler: somenteAdmin, schema: { body: ZEnvioSemHttps, response: { 200: ZEnvioSemHttps } } },
    (req) => alterarEnvioSemHttps(ctx, req.body, callerOf(req)),
  );
  app.delete('/preferencias/certificado', { preHandler: somenteAdmin }, async (req, reply) => {
    await removerCertificado(ctx, callerOf(req));
    return reply.status(204).send();
  });
};
