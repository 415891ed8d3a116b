import { ZErrorResponse } from '@erp/contracts/errors';
import { ZCartaCorrecaoParams, ZEventoNfeParams, ZEventosNfe } from '@erp/contracts/eventos-nfe';
import { ZNfe, ZNfeListaItem, ZNfeListQuery } from '@erp/contracts/nfe-documento';
import {
  ZAutorizadorParado,
  ZCancelarNfe,
  ZCartaCorrecao,
  ZEmissaoNfe,
  ZEmitirNfe,
  ZInutilizarNfe,
  ZLacunasNfe,
  ZLacunasQuery,
  ZMensagem,
  ZPrevisualizacaoQuery,
  ZPrevisualizarNfe,
} from '@erp/contracts/nfe-emissao';
import {
  ZLinhasResolvidas,
  ZProdutoComSaldo,
  ZProdutosComSaldoQuery,
  ZRascunhoNfe,
  ZRascunhoSalvo,
  ZSaldoDisponivel,
  ZSaldoDisponivelQuery,
  ZSaldosAVencer,
  ZSaldosAVencerQuery,
} from '@erp/contracts/nfe-rascunho';
import { zPaginated } from '@erp/contracts/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { requireAdmin } from '../../plugins/require-admin.ts';
import { callerOf } from '../auth/caller.ts';
import { cancelarNfe } from './cancelar-nfe.ts';
import { listarNfes, obterNfe } from './consultar-nfe.ts';
import { dacceDaNfe, listarEventosDaNfe, xmlDaInutilizacao, xmlDoEvento } from './documentos-dos-eventos.ts';
import { danfeDaNfe, previsualizarNfe, xmlDaNfe } from './documentos-nfe.ts';
import { emitirNfe } from './emitir-nfe.ts';
import { corrigirNfe } from './eventos-nfe.ts';
import { inutilizarNumeros, lacunasDaSerie } from './inutilizar-nfe.ts';
import { produtosComSaldo } from './produtos-com-saldo.ts';
import { excluirRascunho, resolverLinhasDoRascunho, salvarRascunho } from './rascunho-nfe.ts';
import { saldoDisponivel } from './saldo-disponivel.ts';
import { saldosAVencerDoRascunho } from './saldos-a-vencer.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });

/** 202: waiting for SEFAZ, resent by the retry job; 503: a draft not numbered while its autorizador is down. */
const STATUS_DA_EMISSAO = { concluida: 200, pendente: 202, autorizadorParado: 503 } as const;

/** SPEC §7 NF-e routes, plus the documents of the list's actions and the Carta de Correção. */
export const nfeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/nfe/listar',
    { schema: { querystring: ZNfeListQuery, response: { 200: zPaginated(ZNfeListaItem) } } },
    (req) => listarNfes(ctx, req.query),
  );
  app.get(
    '/nfe/numeracao/lacunas',
    { schema: { querystring: ZLacunasQuery, response: { 200: ZLacunasNfe } } },
    (req) => lacunasDaSerie(ctx, req.query.serie),
  );
  // Voiding numbers and cancelling an authorised NF-e are acts before SEFAZ that cannot be undone: only an
  // Administrador may do them (an Operador's attempt is refused 403 and audited).
  app.post(
    '/nfe/inutilizar',
    {
      preHandler: requireAdmin(ctx),
      schema: { body: ZInutilizarNfe, response: { 200: ZMensagem, 202: ZMensagem } },
    },
    async (req, reply) => {
      // 202: SEFAZ's answer did not conclude this range; the request is pending and resent by the retry job.
      const { pendente, resposta } = await inutilizarNumeros(ctx, req.body, callerOf(req));
      return reply.status(pendente ? 202 : 200).send(resposta);
    },
  );
  app.get('/nfe/:id', { schema: { params: ZId, response: { 200: ZNfe } } }, (req) =>
    obterNfe(ctx, req.params.id),
  );
  app.post('/nfe/rascunho', { schema: { body: ZRascunhoNfe, response: { 200: ZRascunhoSalvo } } }, (req) =>
    salvarRascunho(ctx, req.body, callerOf(req)),
  );
  // The draft screen's lines before saving: FIFO parts, each at its entry's value, as a save would store them.
  app.post(
    '/nfe/rascunho/linhas',
    { schema: { body: ZRascunhoNfe, response: { 200: ZLinhasResolvidas } } },
    (req) => resolverLinhasDoRascunho(ctx, req.body),
  );
  // The draft screen's warning: the client's overdue or soon-due balances its return lines leave untouched.
  app.get(
    '/nfe/rascunho/saldos-a-vencer',
    { schema: { querystring: ZSaldosAVencerQuery, response: { 200: ZSaldosAVencer } } },
    (req) => saldosAVencerDoRascunho(ctx, req.query),
  );
  // The FIFO item form's available kg of a product for the client, before 'Adicionar'.
  app.get(
    '/nfe/rascunho/saldo-disponivel',
    { schema: { querystring: ZSaldoDisponivelQuery, response: { 200: ZSaldoDisponivel } } },
    (req) => saldoDisponivel(ctx, req.query),
  );
  // The FIFO item form's 'Produto de Referência': the client's products with balance, each with its kg.
  app.get(
    '/nfe/rascunho/produtos-com-saldo',
    { schema: { querystring: ZProdutosComSaldoQuery, response: { 200: z.array(ZProdutoComSaldo) } } },
    (req) => produtosComSaldo(ctx, req.query),
  );
  app.delete('/nfe/rascunho/:id', { schema: { params: ZId, response: { 200: ZMensagem } } }, (req) =>
    excluirRascunho(ctx, req.params.id, callerOf(req)),
  );
  app.post(
    '/nfe/previsualizar',
    { schema: { body: ZPrevisualizarNfe, response: { 200: z.object({ danfe_url: z.string() }) } } },
    async (req) => {
      // Built once here so that errors (incomplete data) reach the screen; the URL then serves the PDF.
      await previsualizarNfe(ctx, req.body.id, req.body.data_vencimento);
      const query = req.body.data_vencimento ? `?data_vencimento=${req.body.data_vencimento}` : '';
      return { danfe_url: `/api/nfe/${req.body.id}/previsualizacao${query}` };
    },
  );
  app.get(
    '/nfe/:id/previsualizacao',
    { schema: { params: ZId, querystring: ZPrevisualizacaoQuery } },
    async (req, reply) =>
      reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="rascunho-${req.params.id}.pdf"`)
        .header('cache-control', 'no-store')
        .send(await previsualizarNfe(ctx, req.params.id, req.query.data_vencimento)),
  );
  app.post(
    '/nfe/emitir/:id',
    {
      schema: {
        params: ZId,
        body: ZEmitirNfe,
        // A 503 from the error handler (no offer) goes through this schema too.
        response: { 200: ZEmissaoNfe, 202: ZEmissaoNfe, 503: z.union([ZAutorizadorParado, ZErrorResponse]) },
      },
    },
    async (req, reply) => {
      const emissao = await emitirNfe(ctx, req.params.id, req.body, callerOf(req));
      return reply.status(STATUS_DA_EMISSAO[emissao.situacao]).send(emissao.resposta);
    },
  );
  app.post(
    '/nfe/cancelar/:id',
    {
      preHandler: requireAdmin(ctx),
      schema: { params: ZId, body: ZCancelarNfe, response: { 200: ZMensagem, 202: ZMensagem } },
    },
    async (req, reply) => {
      const { pendente, resposta } = await cancelarNfe(
        ctx,
        req.params.id,
        req.body.justificativa,
        callerOf(req),
      );
      return reply.status(pendente ? 202 : 200).send(resposta);
    },
  );
  app.post(
    '/nfe/:id/carta-correcao',
    { schema: { params: ZId, body: ZCartaCorrecao, response: { 200: ZMensagem } } },
    (req) => corrigirNfe(ctx, req.params.id, req.body.correcao, callerOf(req)),
  );
  app.get('/nfe/:id/xml', { schema: { params: ZId } }, async (req, reply) => {
    const { xml, nomeArquivo } = await xmlDaNfe(ctx, req.params.id);
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${nomeArquivo}"`)
      .send(xml);
  });
  // Event XMLs and the DACCE: the stored procEventoNFe / ProcInutNFe byte for byte, the CC-e printed.
  app.get('/nfe/:id/eventos', { schema: { params: ZId, response: { 200: ZEventosNfe } } }, (req) =>
    listarEventosDaNfe(ctx, req.params.id),
  );
  app.get(
    '/nfe/:id/eventos/:tipo/:sequencia/xml',
    { schema: { params: ZEventoNfeParams } },
    async (req, reply) => {
      const { xml, nomeArquivo } = await xmlDoEvento(
        ctx,
        req.params.id,
        req.params.tipo,
        req.params.sequencia,
      );
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${nomeArquivo}"`)
        .send(xml);
    },
  );
  app.get(
    '/nfe/:id/cartas-correcao/:sequencia/dacce',
    { schema: { params: ZCartaCorrecaoParams } },
    async (req, reply) => {
      const { pdf, nomeArquivo } = await dacceDaNfe(ctx, req.params.id, req.params.sequencia);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${nomeArquivo}"`)
        .send(pdf);
    },
  );
  app.get('/nfe/inutilizacoes/:id/xml', { schema: { params: ZId } }, async (req, reply) => {
    const { xml, nomeArquivo } = await xmlDaInutilizacao(ctx, req.params.id);
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${nomeArquivo}"`)
      .send(xml);
  });
  app.get('/nfe/:id/danfe', { schema: { params: ZId } }, async (req, reply) => {
    const { pdf, nomeArquivo } = await danfeDaNfe(ctx, req.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${nomeArquivo}"`)
      .send(pdf);
  });
};
