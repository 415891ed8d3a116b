import { ZAmbienteFiscal } from '@erp/contracts/fiscal';
import { ZStatusFiscal } from '@erp/contracts/status-fiscal';
import {
  ZAnoIbsCbs,
  ZAvisoTabelaIbsCbs,
  ZSalvarAnoIbsCbs,
  ZTabelaIbsCbs,
  zAnoIbsCbs,
} from '@erp/contracts/tabela-ibs-cbs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireAdmin } from '../../plugins/require-admin.ts';
import { callerOf } from '../auth/caller.ts';
import { consultarStatusFiscal } from './consultar-status-fiscal.ts';
import { descreverAmbienteFiscal } from './descrever-ambiente-fiscal.ts';
import { avisoTabelaIbsCbs, listarTabelaIbsCbs, salvarAnoIbsCbs } from './tabela-ibs-cbs.ts';

export const fiscalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Every signed-in user: the banner on every screen says where documents go.
  app.get('/fiscal/ambiente', { schema: { response: { 200: ZAmbienteFiscal } } }, () =>
    descreverAmbienteFiscal(ctx),
  );
  // Changing it (PUT /fiscal/ambiente, and the preview of going into produção): modules/troca-de-ambiente.
  // 'Testar comunicação' (Certificado e Ambiente Fiscal): the status services of the environment in use.
  app.get(
    '/fiscal/status',
    { preHandler: requireAdmin(ctx), schema: { response: { 200: ZStatusFiscal } } },
    () => consultarStatusFiscal(ctx),
  );
  // The yearly IBS/CBS table (Preferências > Tabela IBS/CBS): read by everyone, kept by administrators.
  app.get('/fiscal/tabela-ibs-cbs', { schema: { response: { 200: ZTabelaIbsCbs } } }, () =>
    listarTabelaIbsCbs(ctx),
  );
  app.get('/fiscal/tabela-ibs-cbs/aviso', { schema: { response: { 200: ZAvisoTabelaIbsCbs } } }, (req) =>
    avisoTabelaIbsCbs(ctx, callerOf(req).perfil),
  );
  app.put(
    '/fiscal/tabela-ibs-cbs/:ano',
    {
      preHandler: requireAdmin(ctx),
      schema: {
        params: z.object({ ano: zAnoIbsCbs }),
        body: ZSalvarAnoIbsCbs,
        response: { 200: ZAnoIbsCbs },
      },
    },
    (req) => salvarAnoIbsCbs(ctx, req.params.ano, req.body, callerOf(req)),
  );
};
