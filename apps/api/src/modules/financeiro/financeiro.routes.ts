import {
  ZBaixaInput,
  ZCategoriaFinanceira,
  ZLancamento,
  ZLancamentoInput,
  ZLancamentosQuery,
  ZLancamentoUpdate,
} from '@erp/contracts/financeiro';
import { zPaginated } from '@erp/contracts/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../auth/caller.ts';
import { atualizarLancamento } from './atualizar-lancamento.ts';
import { baixarLancamento } from './baixar-lancamento.ts';
import { criarLancamento } from './criar-lancamento.ts';
import { excluirLancamento } from './excluir-lancamento.ts';
import { listCategorias } from './lancamentos.repository.ts';
import { listarLancamentos } from './listar-lancamentos.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });
const lista = { querystring: ZLancamentosQuery, response: { 200: zPaginated(ZLancamento) } };

export const financeiroRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/financeiro/contas-a-receber', { schema: lista }, (req) =>
    listarLancamentos(ctx, 'RECEITA', req.query),
  );
  app.get('/financeiro/contas-a-pagar', { schema: lista }, (req) =>
    listarLancamentos(ctx, 'DESPESA', req.query),
  );
  app.get('/financeiro/categorias', { schema: { response: { 200: z.array(ZCategoriaFinanceira) } } }, () =>
    listCategorias(ctx.db),
  );
  app.post(
    '/financeiro/lancamentos',
    { schema: { body: ZLancamentoInput, response: { 201: ZLancamento } } },
    async (req, reply) => reply.status(201).send(await criarLancamento(ctx, req.body, callerOf(req))),
  );
  app.post(
    '/financeiro/lancamentos/:id/baixar',
    { schema: { params: ZId, body: ZBaixaInput, response: { 200: ZLancamento } } },
    (req) => baixarLancamento(ctx, req.params.id, req.body, callerOf(req)),
  );
  app.put(
    '/financeiro/lancamentos/:id',
    { schema: { params: ZId, body: ZLancamentoUpdate, response: { 200: ZLancamento } } },
    (req) => atualizarLancamento(ctx, req.params.id, req.body, callerOf(req)),
  );
  app.delete('/financeiro/lancamentos/:id', { schema: { params: ZId } }, async (req, reply) => {
    await excluirLancamento(ctx, req.params.id, callerOf(req));
    return reply.status(204).send();
  });
};
