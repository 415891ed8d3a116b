import { ZMensagem } from '@erp/contracts/nfe-emissao';
import {
  ZAliquotaIss,
  ZAliquotaIssQuery,
  ZCancelarNfse,
  ZEmissaoNfse,
  ZEmitirNfse,
  ZNfse,
  ZNfseListaItem,
  ZNfseListQuery,
  ZPreviaNfse,
  ZPreviaNfseResposta,
} from '@erp/contracts/nfse';
import { zPaginated } from '@erp/contracts/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireAdmin } from '../../plugins/require-admin.ts';
import { callerOf } from '../auth/caller.ts';
import { aliquotaIssDaNfse } from './aliquota-iss.ts';
import { cancelarNfse } from './cancelar-nfse.ts';
import { listarNfse, obterNfse } from './consultar-nfse.ts';
import { danfseDaNfse, xmlDaNfse } from './documentos-nfse.ts';
import { emitirNfse } from './emitir-nfse.ts';
import { findServico } from './nfse.repository.ts';
import { previaNfse } from './previa-nfse.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });

/** NFS-e Nacional (issue 8): preview, emission through the Sefin Nacional, list, detail, documents, cancellation. */
export const nfseRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/nfse/previa', { schema: { body: ZPreviaNfse, response: { 200: ZPreviaNfseResposta } } }, (req) =>
    previaNfse(ctx, req.body),
  );
  app.get(
    '/nfse/aliquota-iss',
    { schema: { querystring: ZAliquotaIssQuery, response: { 200: ZAliquotaIss } } },
    async (req) => {
      const servico = await findServico(ctx.db, req.query.id_servico);
      if (!servico) throw AppError.unprocessable('Serviço não encontrado.');
      return aliquotaIssDaNfse(ctx, servico, req.query.iss_retido, req.query.data_competencia);
    },
  );
  app.post(
    '/nfse/emitir',
    { schema: { body: ZEmitirNfse, response: { 200: ZEmissaoNfse, 202: ZEmissaoNfse } } },
    async (req, reply) => {
      const { pendente, resposta } = await emitirNfse(ctx, req.body, callerOf(req));
      return reply.status(pendente ? 202 : 200).send(resposta);
    },
  );
  app.get(
    '/nfse/listar',
    { schema: { querystring: ZNfseListQuery, response: { 200: zPaginated(ZNfseListaItem) } } },
    (req) => listarNfse(ctx, req.query),
  );
  app.get('/nfse/:id', { schema: { params: ZId, response: { 200: ZNfse } } }, (req) =>
    obterNfse(ctx, req.params.id),
  );
  // Cancelling is for good and cancels the receivable: administrators only, like the NF-e's.
  app.post(
    '/nfse/cancelar/:id',
    {
      preHandler: requireAdmin(ctx),
      schema: { params: ZId, body: ZCancelarNfse, response: { 200: ZMensagem, 202: ZMensagem } },
    },
    async (req, reply) => {
      const { pendente, resposta } = await cancelarNfse(ctx, req.params.id, req.body, callerOf(req));
      return reply.status(pendente ? 202 : 200).send(resposta);
    },
  );
  app.get('/nfse/:id/xml', { schema: { params: ZId } }, async (req, reply) => {
    const { xml, nomeArquivo } = await xmlDaNfse(ctx, req.params.id);
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${nomeArquivo}"`)
      .send(xml);
  });
  app.get('/nfse/:id/danfse', { schema: { params: ZId } }, async (req, reply) => {
    const { pdf, nomeArquivo } = await danfseDaNfse(ctx, req.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${nomeArquivo}"`)
      .send(pdf);
  });
};
