import { ZListQuery, zPaginated } from '@erp/contracts/pagination';
import { ZNcm, ZProduto, ZProdutoInput } from '@erp/contracts/produtos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../auth/caller.ts';
import { atualizarProduto } from './atualizar-produto.ts';
import { criarProduto } from './criar-produto.ts';
import { excluirProduto } from './excluir-produto.ts';
import { listarProdutos } from './listar-produtos.ts';
import { searchNcm } from './produtos.repository.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });

export const produtosRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/produtos',
    { schema: { querystring: ZListQuery, response: { 200: zPaginated(ZProduto) } } },
    (req) => listarProdutos(ctx, req.query),
  );
  app.post(
    '/produtos',
    { schema: { body: ZProdutoInput, response: { 201: ZProduto } } },
    async (req, reply) => reply.status(201).send(await criarProduto(ctx, req.body, callerOf(req))),
  );
  app.put(
    '/produtos/:id',
    { schema: { params: ZId, body: ZProdutoInput, response: { 200: ZProduto } } },
    (req) => atualizarProduto(ctx, req.params.id, req.body, callerOf(req)),
  );
  app.delete('/produtos/:id', { schema: { params: ZId } }, async (req, reply) => {
    await excluirProduto(ctx, req.params.id, callerOf(req));
    return reply.status(204).send();
  });
  app.get(
    '/ncm',
    {
      schema: {
        querystring: z.object({ search: z.string().trim().min(2, 'Digite ao menos 2 caracteres.').max(100) }),
        response: { 200: z.array(ZNcm) },
      },
    },
    (req) => searchNcm(ctx.db, req.query.search, 20),
  );
};
