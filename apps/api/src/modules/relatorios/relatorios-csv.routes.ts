import { ZListQuery } from '@erp/contracts/pagination';
import { ZPeriodoQuery } from '@erp/contracts/relatorios';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { exportarEstoqueCsv } from './exportar-estoque-csv.ts';
import { exportarFaturamentoClienteCsv } from './exportar-faturamento-cliente-csv.ts';
import { exportarFluxoCaixaCsv } from './exportar-fluxo-caixa-csv.ts';
import type { ArquivoCsv } from './montar-csv.ts';

function enviarCsv(reply: FastifyReply, { nomeArquivo, conteudo }: ArquivoCsv) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${nomeArquivo}"`)
    .send(conteudo);
}

/** Each report as a CSV download, with the query parameters of its JSON route. */
export const relatoriosCsvRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/relatorios/estoque.csv', { schema: { querystring: ZListQuery } }, async (req, reply) =>
    enviarCsv(reply, await exportarEstoqueCsv(ctx, req.query)),
  );
  app.get(
    '/relatorios/faturamento-cliente.csv',
    { schema: { querystring: ZPeriodoQuery } },
    async (req, reply) => enviarCsv(reply, await exportarFaturamentoClienteCsv(ctx, req.query)),
  );
  app.get('/relatorios/fluxo-caixa.csv', { schema: { querystring: ZPeriodoQuery } }, async (req, reply) =>
    enviarCsv(reply, await exportarFluxoCaixaCsv(ctx, req.query)),
  );
};
