import { ZAuditoriaQuery, ZRegistroAuditoria } from '@erp/contracts/auditoria';
import { zPaginated } from '@erp/contracts/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { requireAdmin } from '../../plugins/require-admin.ts';
import { listarAuditoria } from './listar-auditoria.ts';

/** Preferências > Auditoria: administrators only (an Operador's attempt is itself audited, 403). */
export const auditoriaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/auditoria',
    {
      preHandler: requireAdmin(ctx),
      schema: { querystring: ZAuditoriaQuery, response: { 200: zPaginated(ZRegistroAuditoria) } },
    },
    (req) => listarAuditoria(ctx, req.query),
  );
};
