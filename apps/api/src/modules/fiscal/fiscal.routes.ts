import { ZAlterarAmbienteFiscal, ZAmbienteFiscal } from '@erp/contracts/fiscal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../auth/caller.ts';
import { requireAdmin } from '../auth/require-admin.ts';
import { alterarModoFiscal } from './alterar-modo-fiscal.ts';
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
};
