import { ZListQuery } from '@erp/contracts/pagination';
import {
  ZFaturamentoCliente,
  ZFluxoCaixa,
  ZFluxoCaixaQuery,
  ZPeriodoQuery,
  ZRelatorioEstoque,
} from '@erp/contracts/relatorios';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { faturamentoPorCliente } from './faturamento-por-cliente.ts';
import { fluxoCaixa } from './fluxo-caixa.ts';
import { relatorioEstoque } from './relatorio-estoque.ts';
import { relatoriosCsvRoutes } from './relatorios-csv.routes.ts';

export const relatoriosRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/relatorios/estoque',
    { schema: { querystring: ZListQuery, response: { 200: ZRelatorioEstoque } } },
    (req) => relatorioEstoque(ctx, req.query),
  );
  app.get(
    '/relatorios/faturamento-cliente',
    { schema: { querystring: ZPeriodoQuery, response: { 200: z.array(ZFaturamentoCliente) } } },
    (req) => faturamentoPorCliente(ctx, req.query),
  );
  app.get(
    '/relatorios/fluxo-caixa',
    { schema: { querystring: ZFluxoCaixaQuery, response: { 200: ZFluxoCaixa } } },
    (req) => fluxoCaixa(ctx, req.query),
  );
  await app.register(relatoriosCsvRoutes, { ctx });
};
