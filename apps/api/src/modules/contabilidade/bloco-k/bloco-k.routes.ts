import { Readable } from 'node:stream';
import { ZBlocoKQuery, ZValidacaoBlocoK } from '@erp/contracts/bloco-k';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.ts';
import { autorDaRequisicao } from '../../auditoria/auditar.ts';
import { CHARSET_EFD, gerarBlocoK, validarBlocoKDoMes } from './gerar-bloco-k.ts';

/** Contabilidade > Bloco K: the month's EFD ICMS/IPI Bloco K file and its validation. */
export const blocoKRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/contabilidade/bloco-k/validacao',
    { schema: { querystring: ZBlocoKQuery, response: { 200: ZValidacaoBlocoK } } },
    (req) => validarBlocoKDoMes(ctx, req.query.mes, req.query.inventario),
  );
  app.get('/contabilidade/bloco-k', { schema: { querystring: ZBlocoKQuery } }, async (req, reply) => {
    const { nomeArquivo, bytes } = await gerarBlocoK(
      ctx,
      req.query.mes,
      autorDaRequisicao(req),
      req.query.inventario,
    );
    return reply
      .type(`text/plain; charset=${CHARSET_EFD}`)
      .header('content-disposition', `attachment; filename="${nomeArquivo}"`)
      .send(Readable.from(bytes, { objectMode: false }));
  });
};
