import { ZAlterarAmbienteFiscal, ZAmbienteFiscal } from '@erp/contracts/fiscal';
import { ZStatusFiscal } from '@erp/contracts/status-fiscal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../auth/caller.ts';
import { requireAdmin } from '../auth/require-admin.ts';
import { alterarModoFiscal } from './alterar-modo-fiscal.ts';
import { consultarStatusFiscal } from './consultar-status-fiscal.ts';
import { descreverAmbienteFiscal } from './descrever-ambiente-fiscal.ts';

export const fiscalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Every signed-in user: the banner on every screen says where documents go.
  app.get('/fiscal/ambiente', { schema: { response: { 200: ZAmbienteFiscal } } }, () =>
    descreverAmbienteFiscal(ctx),
  );
  app.put(
    '/fiscal/ambiente',
    {
      preHandler: requireAdmin(ctx),
      schema: { body: ZAlterarAmbienteFiscal, response: { 200: ZAmbienteFiscal } },
    },
    (req) => alterarModoFiscal(ctx, req.body, callerOf(req)),
  );
  // 'Testar comunicação' (Certificado e Ambiente Fiscal): the status services of the environment in use.
  app.get(
    '/fiscal/status',
    { preHandler: requireAdmin(ctx), schema: { response: { 200: ZStatusFiscal } } },
    () => consultarStatusFiscal(ctx),
  );
};
