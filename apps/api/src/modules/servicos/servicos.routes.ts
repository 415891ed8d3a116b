import { ZListQueryOrAll, zPaginated } from '@erp/contracts/pagination';
import { ZServico, ZServicoInput } from '@erp/contracts/servicos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { paginate } from '../../lib/pagination.ts';
import { callerOf } from '../auth/caller.ts';
import { excluirServico } from './excluir-servico.ts';
import { salvarServico } from './salvar-servico.ts';
import { toServicoDto } from './servico-dto.ts';
import { countServicos, listServicos } from './servicos.repository.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });

export const servicosRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // SPEC §7: with no query the dropdowns read a plain list; with page/search/limit the screen reads a page.
  app.get(
    '/servicos',
    {
      schema: {
        querystring: ZListQueryOrAll,
        response: { 200: z.union([zPaginated(ZServico), z.array(ZServico)]) },
      },
    },
    async ({ query }) => {
      if (!query.page && !query.limit && query.search === undefined) {
        return (await listServicos(ctx.db, undefined)).map(toServicoDto);
      }
      const page = await paginate(
        { page: query.page ?? 1, limit: query.limit ?? 10 },
        () => countServicos(ctx.db, query.search),
        (w) => listServicos(ctx.db, query.search, w),
      );
      return { ...page, data: page.data.map(toServicoDto) };
    },
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
