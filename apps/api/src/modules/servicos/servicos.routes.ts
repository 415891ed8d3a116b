import { ZListQueryOrAll, zPaginated } from '@erp/contracts/pagination';
import { type TServico, ZServico, ZServicoInput } from '@erp/contracts/servicos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { paginate } from '../../lib/pagination.ts';
import {
  countServicos,
  deleteServico,
  insertServico,
  listServicos,
  type ServicoRow,
  updateServico,
} from './servicos.repository.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });

const toDto = (r: ServicoRow): TServico => ({
  id: r.id,
  descricao: r.descricao,
  codigo_lc_116: r.codigoLc116,
  aliquota_iss: r.aliquotaIss,
  preco: r.preco,
});

const toWrite = (b: z.output<typeof ZServicoInput>) => ({
  descricao: b.descricao,
  codigoLc116: b.codigo_lc_116,
  aliquotaIss: b.aliquota_iss,
  preco: b.preco,
});

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
        return (await listServicos(ctx.db, undefined)).map(toDto);
      }
      const page = await paginate(
        { page: query.page ?? 1, limit: query.limit ?? 10 },
        () => countServicos(ctx.db, query.search),
        (w) => listServicos(ctx.db, query.search, w),
      );
      return { ...page, data: page.data.map(toDto) };
    },
  );
  app.post(
    '/servicos',
    { schema: { body: ZServicoInput, response: { 201: ZServico } } },
    async (req, reply) => reply.status(201).send(toDto(await insertServico(ctx.db, toWrite(req.body)))),
  );
  app.put(
    '/servicos/:id',
    { schema: { params: ZId, body: ZServicoInput, response: { 200: ZServico } } },
    async (req) => {
      const row = await updateServico(ctx.db, req.params.id, toWrite(req.body));
      if (!row) throw AppError.notFound('Serviço não encontrado.');
      return toDto(row);
    },
  );
  app.delete('/servicos/:id', { schema: { params: ZId } }, async (req, reply) => {
    if (!(await deleteServico(ctx.db, req.params.id))) throw AppError.notFound('Serviço não encontrado.');
    return reply.status(204).send();
  });
};
