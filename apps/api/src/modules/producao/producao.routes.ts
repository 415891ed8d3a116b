import { zPaginated } from '@erp/contracts/pagination';
import {
  ZApontamentoInput,
  ZNfeRetornoDeOrdensInput,
  ZOrdem,
  ZOrdemInput,
  ZOrdemResumo,
  ZOrdensQuery,
  ZPerdasQuery,
  ZProdutoParaApontar,
  ZProdutosParaApontarQuery,
  ZRelatorioPerdas,
  ZResumoProducao,
} from '@erp/contracts/producao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../auth/caller.ts';
import { apontarOrdem } from './apontar-ordem.ts';
import { cancelarOrdem } from './cancelar-ordem.ts';
import { concluirOrdem } from './concluir-ordem.ts';
import { criarOrdem } from './criar-ordem.ts';
import { exportarPerdasCsv } from './exportar-perdas-csv.ts';
import { gerarNfeRetorno } from './gerar-nfe-retorno.ts';
import { iniciarOrdem } from './iniciar-ordem.ts';
import { listarOrdens } from './listar-ordens.ts';
import { obterOrdem } from './obter-ordem.ts';
import { listProdutosParaApontar } from './producao.repository.ts';
import { relatorioPerdas } from './relatorio-perdas.ts';
import { resumoProducao } from './resumo-producao.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });
const ZMensagem = z.object({ message: z.string() });
/** What the 'Chão de fábrica' profile may use (modules/auth/restringir-chao-de-fabrica.ts). */
const chaoDeFabrica = { chaoDeFabrica: true };

export const producaoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/producao/ordens',
    {
      config: chaoDeFabrica,
      schema: { querystring: ZOrdensQuery, response: { 200: zPaginated(ZOrdemResumo) } },
    },
    (req) => listarOrdens(ctx, req.query),
  );
  app.post(
    '/producao/ordens',
    { schema: { body: ZOrdemInput, response: { 201: z.object({ id: z.number().int() }) } } },
    async (req, reply) => reply.status(201).send({ id: await criarOrdem(ctx, req.body, callerOf(req)) }),
  );
  app.post(
    '/producao/ordens/nfe-retorno',
    { schema: { body: ZNfeRetornoDeOrdensInput, response: { 201: z.object({ id: z.number().int() }) } } },
    async (req, reply) => reply.status(201).send(await gerarNfeRetorno(ctx, req.body, callerOf(req))),
  );
  app.get(
    '/producao/ordens/:id',
    { config: chaoDeFabrica, schema: { params: ZId, response: { 200: ZOrdem } } },
    (req) => obterOrdem(ctx, req.params.id),
  );
  app.delete('/producao/ordens/:id', { schema: { params: ZId, response: { 200: ZMensagem } } }, (req) =>
    cancelarOrdem(ctx, req.params.id, callerOf(req)),
  );
  app.post(
    '/producao/ordens/:id/iniciar',
    { config: chaoDeFabrica, schema: { params: ZId, response: { 200: ZMensagem } } },
    (req) => iniciarOrdem(ctx, req.params.id, callerOf(req)),
  );
  app.post(
    '/producao/ordens/:id/apontamentos',
    {
      config: chaoDeFabrica,
      schema: { params: ZId, body: ZApontamentoInput, response: { 201: z.object({ id: z.number().int() }) } },
    },
    async (req, reply) =>
      reply.status(201).send(await apontarOrdem(ctx, req.params.id, req.body, callerOf(req))),
  );
  // The floor reads no register: the outputs it points are picked from this list (at most 200, by name).
  app.get(
    '/producao/produtos',
    {
      config: chaoDeFabrica,
      schema: { querystring: ZProdutosParaApontarQuery, response: { 200: z.array(ZProdutoParaApontar) } },
    },
    (req) => listProdutosParaApontar(ctx.db, req.query.search, 200),
  );
  app.get('/producao/resumo', { schema: { response: { 200: ZResumoProducao } } }, () => resumoProducao(ctx));
  app.get(
    '/relatorios/perdas',
    { schema: { querystring: ZPerdasQuery, response: { 200: ZRelatorioPerdas } } },
    (req) => relatorioPerdas(ctx, req.query),
  );
  app.get('/relatorios/perdas.csv', { schema: { querystring: ZPerdasQuery } }, async (req, reply) => {
    const { nomeArquivo, conteudo } = await exportarPerdasCsv(ctx, req.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${nomeArquivo}"`)
      .send(conteudo);
  });
  app.post(
    '/producao/ordens/:id/concluir',
    { schema: { params: ZId, response: { 200: ZMensagem } } },
    (req) => concluirOrdem(ctx, req.params.id, callerOf(req)),
  );
};
