import { ZContaBancaria, ZContaBancariaInput } from '@erp/contracts/contas-bancarias';
import { ZListQuery, zPaginated } from '@erp/contracts/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireAdmin } from '../../plugins/require-admin.ts';
import { callerOf } from '../auth/caller.ts';
import { excluirContaBancaria } from './excluir-conta-bancaria.ts';
import { listarContasBancarias } from './listar-contas-bancarias.ts';
import { salvarContaBancaria } from './salvar-conta-bancaria.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });

/**
 * Anyone in the office reads the accounts; only an Administrador creates, edits or deletes one: the account and
 * its PIX key say where the clients' money goes, like the company data.
 */
export const contasBancariasRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const somenteAdmin = requireAdmin(ctx);
  app.get(
    '/financeiro/contas-bancarias',
    { schema: { querystring: ZListQuery, response: { 200: zPaginated(ZContaBancaria) } } },
    ({ query }) => listarContasBancarias(ctx, query),
  );
  app.post(
    '/financeiro/contas-bancarias',
    { preHandler: somenteAdmin, schema: { body: ZContaBancariaInput, response: { 201: ZContaBancaria } } },
    async (req, reply) => reply.status(201).send(await salvarContaBancaria(ctx, req.body, callerOf(req))),
  );
  app.put(
    '/financeiro/contas-bancarias/:id',
    {
      preHandler: somenteAdmin,
      schema: { params: ZId, body: ZContaBancariaInput, response: { 200: ZContaBancaria } },
    },
    (req) => salvarContaBancaria(ctx, req.body, callerOf(req), req.params.id),
  );
  app.delete(
    '/financeiro/contas-bancarias/:id',
    { preHandler: somenteAdmin, schema: { params: ZId } },
    async (req, reply) => {
      await excluirContaBancaria(ctx, req.params.id, callerOf(req));
      return reply.status(204).send();
    },
  );
};
