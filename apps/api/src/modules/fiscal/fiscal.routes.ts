import { type TAmbienteFiscal, ZAmbienteFiscal } from '@erp/contracts/fiscal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

const AMBIENTES: Record<AppContext['fiscal']['modo'], TAmbienteFiscal> = {
  simulacao: {
    modo: 'simulacao',
    rotulo: 'Ambiente: simulação',
    descricao: 'As notas vão para o simulador da SEFAZ e não têm valor fiscal.',
  },
};

export const fiscalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/fiscal/ambiente',
    { schema: { response: { 200: ZAmbienteFiscal } } },
    () => AMBIENTES[ctx.fiscal.modo],
  );
};
