import { ZFornecedor, ZFornecedorInput } from '@erp/contracts/fornecedores';
import { ZListQuery, zPaginated } from '@erp/contracts/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../auth/caller.ts';
import { excluirFornecedor } from './excluir-fornecedor.ts';
import { listarFornecedores } from './listar-fornecedores.ts';
import { salvarFornecedor } from './salvar-fornecedor.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });

export const fornecedoresRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/fornecedores',
    { schema: { querystring: ZListQuery, response: { 200: zPaginated(ZFornecedor) } } },
    ({ query }) => listarFornecedores(ctx, query),
  );
  app.post(
    '/fornecedores',
    { schema: { body: ZFornecedorInput, response: { 201: ZFornecedor } } },
    async (req, reply) => reply.status(201).send(await salvarFornecedor(ctx, req.body, callerOf(req))),
  );
  app.put(
    '/fornecedores/:id',
    { schema: { params: ZId, body: ZFornecedorInput, response: { 200: ZFornecedor } } },
    (req) => salvarFornecedor(ctx, req.body, callerOf(req), req.params.id),
  );
  app.delete('/fornecedores/:id', { schema: { params: ZId } }, async (req, reply) => {
    await excluirFornecedor(ctx, req.params.id, callerOf(req));
    return reply.status(204).send();
  });
};
