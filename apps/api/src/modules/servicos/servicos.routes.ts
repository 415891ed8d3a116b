import { ZListQueryOrAll, zPaginated } from '@erp/contracts/pagination';
import { ZServico, ZServicoInput } from '@erp/contracts/servicos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../auth/caller.ts';
import { excluirServico } from './excluir-servico.ts';
import { listarServicos } from './listar-servicos.ts';
import { salvarServico } from './salvar-servico.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });

export const servicosRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/servicos',
    {
      schema: {
        querystring: ZListQueryOrAll,
        response: { 200: z.union([zPaginated(ZServico), z.array(ZServico)]) },
      },
    },
    ({ query }) => listarServicos(ctx, query),
  );
  app.post(
    '/servicos',
    { schema: { body: ZServicoInput, response: { 201: ZServico } } },
    async (req, reply) => reply.status(201).send(await salvarServico(ctx, req.body, callerOf(req))),
  );
  app.put(
    '/servicos/:id',
    { schema: { params: ZId, body: ZServicoInput, response: { 200: ZServico } } },
    (req) => salvarServico(ctx, req.body, callerOf(req), req.params.id),
  );
  app.delete('/servicos/:id', { schema: { params: ZId } }, async (req, reply) => {
    await excluirServico(ctx, req.params.id, callerOf(req));
    return reply.status(204).send();
  });
};
