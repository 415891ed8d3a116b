import { ZDashboard } from '@erp/contracts/relatorios';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { obterDashboard } from './obter-dashboard.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/dashboard', { schema: { response: { 200: ZDashboard } } }, () => obterDashboard(ctx));
};
