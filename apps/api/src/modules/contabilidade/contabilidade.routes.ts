import { Readable } from 'node:stream';
import {
  ZContagemExportacaoContabil,
  ZEnviarAoContador,
  ZExportacaoContabilQuery,
} from '@erp/contracts/contabilidade';
import { ZMensagem } from '@erp/contracts/nfe-emissao';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../auth/caller.ts';
import { enviarAoContador } from './enviar-ao-contador.ts';
import { contarExportacaoContabil, exportarDocumentosContabeis } from './exportar-documentos-contabeis.ts';

/** The accountant's month (Preferências > Contabilidade): what the export holds, and the .zip itself. */
export const contabilidadeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/contabilidade/exportacao/contagem',
    { schema: { querystring: ZExportacaoContabilQuery, response: { 200: ZContagemExportacaoContabil } } },
    (req) => contarExportacaoContabil(ctx, req.query),
  );
  app.get(
    '/contabilidade/exportacao',
    { schema: { querystring: ZExportacaoContabilQuery } },
    async (req, reply) => {
      const { contagem, zip } = await exportarDocumentosContabeis(ctx, req.query);
      // The first piece is read before the headers go: a failure of the first queries is still an error answer.
      // Later failures can only cut the download short (the screen then reports it), as with any stream.
      const primeiro = await zip.next();
      async function* tudo() {
        if (!primeiro.done) yield primeiro.value;
        yield* zip;
      }
      // No Content-Length: the archive is written as it is read. The file count lets a client show progress.
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${contagem.nome_arquivo}"`)
        .header('x-total-arquivos', String(contagem.arquivos))
        .send(Readable.from(tudo(), { objectMode: false }));
    },
  );
  app.post(
    '/contabilidade/enviar-ao-contador',
    { schema: { body: ZEnviarAoContador, response: { 202: ZMensagem } } },
    async (req, reply) => reply.status(202).send(await enviarAoContador(ctx, req.body, callerOf(req))),
  );
};
