import {
  ZRemessaInput,
  ZRemessaResumo,
  ZRemessasQuery,
  ZRetornoImportado,
  ZTituloDaCobranca,
  ZTitulosDaCobrancaQuery,
} from '@erp/contracts/cnab';
import { zPaginated } from '@erp/contracts/pagination';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { callerOf } from '../../auth/caller.ts';
import { gerarRemessaCnab } from './gerar-remessa-cnab.ts';
import { importarRetornoCnab } from './importar-retorno-cnab.ts';
import { lerEnvioDoRetorno, TAMANHO_MAXIMO_RETORNO } from './ler-envio-do-retorno.ts';
import { arquivoDaRemessa, listarRemessasCnab } from './listar-remessas-cnab.ts';
import { listarTitulosDaCobranca } from './listar-titulos-da-cobranca.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });

const anexo = (nome: string) => `attachment; filename="${nome}"`;

/**
 * CNAB collection: anyone in the office who settles receivables (Operador, Administrador) sends the remessa and
 * imports the bank's return, as they print boletos and 'Dar Baixa'; Chão de fábrica is refused by the global hook.
 */
export const cnabRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(multipart, {
    limits: { fileSize: TAMANHO_MAXIMO_RETORNO, files: 1, fields: 2, parts: 3 },
  });
  app.get(
    '/financeiro/cnab/titulos',
    { schema: { querystring: ZTitulosDaCobrancaQuery, response: { 200: zPaginated(ZTituloDaCobranca) } } },
    (req) => listarTitulosDaCobranca(ctx, req.query),
  );
  app.get(
    '/financeiro/cnab/remessas',
    { schema: { querystring: ZRemessasQuery, response: { 200: zPaginated(ZRemessaResumo) } } },
    (req) => listarRemessasCnab(ctx, req.query),
  );
  app.get('/financeiro/cnab/remessas/:id/arquivo', { schema: { params: ZId } }, async (req, reply) => {
    const { nomeArquivo, conteudo } = await arquivoDaRemessa(ctx, req.params.id);
    return reply
      .type('text/plain; charset=us-ascii')
      .header('content-disposition', anexo(nomeArquivo))
      .header('cache-control', 'no-store')
      .send(conteudo);
  });
  // The file itself is the answer (the clerk uploads it to the bank); its sequence also in x-remessa-sequencial.
  app.post('/financeiro/cnab/remessa', { schema: { body: ZRemessaInput } }, async (req, reply) => {
    const r = await gerarRemessaCnab(ctx, req.body, callerOf(req));
    return reply
      .status(201)
      .type('text/plain; charset=us-ascii')
      .header('content-disposition', anexo(r.nomeArquivo))
      .header('x-remessa-sequencial', String(r.sequencial))
      .header('x-remessa-id', String(r.idRemessa))
      .header('cache-control', 'no-store')
      .send(r.conteudo);
  });
  app.post('/financeiro/cnab/retorno', { schema: { response: { 200: ZRetornoImportado } } }, async (req) =>
    importarRetornoCnab(ctx, await lerEnvioDoRetorno(req), callerOf(req)),
  );
};
