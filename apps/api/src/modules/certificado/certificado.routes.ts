import { TAMANHO_MAXIMO_CERTIFICADO, ZCertificado } from '@erp/contracts/certificado';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../auth/caller.ts';
import { requireAdmin } from '../auth/require-admin.ts';
import { enviarCertificado } from './enviar-certificado.ts';
import { lerEnvioDoCertificado, TAMANHO_MAXIMO_SENHA } from './ler-envio-do-certificado.ts';
import { obterCertificado } from './obter-certificado.ts';
import { removerCertificado } from './remover-certificado.ts';

/** The company's A1 (Preferências > Dados da Empresa > Certificado e Ambiente Fiscal): administrators only. */
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
    { preHandler: somenteAdmin, schema: { response: { 200: ZCertificado } } },
    async (req) => enviarCertificado(ctx, await lerEnvioDoCertificado(req), callerOf(req)),
  );
  app.delete('/preferencias/certificado', { preHandler: somenteAdmin }, async (req, reply) => {
    await removerCertificado(ctx, callerOf(req));
    return reply.status(204).send();
  });
};
