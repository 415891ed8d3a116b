import { ZAlterarAmbienteFiscal, ZAmbienteFiscal, ZPreviaProducao } from '@erp/contracts/fiscal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireAdmin } from '../../plugins/require-admin.ts';
import { callerOf } from '../auth/caller.ts';
import { alterarModoFiscal } from './alterar-modo-fiscal.ts';
import { obterPreviaProducao } from './previa-da-producao.ts';

/**
 * Changing the fiscal environment (Certificado e Ambiente Fiscal). An area of its own, above the documents:
 * going into produção reverses what the test NF-e and NFS-e did (balances, stock, orders, receivables), so it
 * reads and writes their tables, while the fiscal connection beneath them (fiscal/) knows none of them.
 */
export const trocaDeAmbienteRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.put(
    '/fiscal/ambiente',
    {
      preHandler: requireAdmin(ctx),
      schema: { body: ZAlterarAmbienteFiscal, response: { 200: ZAmbienteFiscal } },
    },
    (req) => alterarModoFiscal(ctx, req.body, callerOf(req)),
  );
  // What going into produção reverses of the test documents: the confirmation dialog lists it.
  app.get(
    '/fiscal/ambiente/producao/previa',
    { preHandler: requireAdmin(ctx), schema: { response: { 200: ZPreviaProducao } } },
    () => obterPreviaProducao(ctx),
  );
};
