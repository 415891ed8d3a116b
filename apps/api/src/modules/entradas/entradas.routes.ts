import {
  ZAnaliseEntrada,
  ZConfirmarAssinatura,
  ZEntrada,
  ZEntradaItemDetalhe,
  ZEntradaResumo,
  ZEntradasQuery,
  ZImportacaoEntrada,
  ZImportacaoZipEntradas,
} from '@erp/contracts/entradas';
import { ZManifestarNfe } from '@erp/contracts/manifestacoes';
import { zPaginated } from '@erp/contracts/pagination';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isZip } from '../../lib/safe-zip.ts';
import { requireAdmin } from '../../plugins/require-admin.ts';
import { callerOf } from '../auth/caller.ts';
import { analisarNfeEntrada } from './analisar-nfe-entrada.ts';
import { arquivoEnviado } from './arquivo-enviado.ts';
import { confirmarAssinaturaDaEntrada } from './confirmar-assinatura-da-entrada.ts';
import { findFifoItem, listEntradasComSaldo } from './entradas.repository.ts';
import { estornarImportacaoDaEntrada } from './estornar-importacao-da-entrada.ts';
import { importarNfeEntrada } from './importar-nfe-entrada.ts';
import { importarZipDeEntradas, TAMANHO_MAXIMO_ZIP } from './importar-zip-de-entradas.ts';
import { LeitorDeEntradas } from './leitor-de-entradas.ts';
import { TAMANHO_MAXIMO_XML, xmlGrandeDemais } from './ler-nfe-entrada.ts';
import { listarEntradas } from './listar-entradas.ts';
import { listarItensDaEntrada } from './listar-itens-da-entrada.ts';
import { xmlDaManifestacao } from './manifestacoes-da-nota.ts';
import { manifestarNfeEntrada } from './manifestar-nfe-entrada.ts';
import { respostasDoEnvio, respostasDoZipDoEnvio } from './respostas-do-envio.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });

export const entradasRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(multipart, { limits: { fileSize: TAMANHO_MAXIMO_XML, files: 1, fields: 5, parts: 6 } });
  // Parsing, signatures and inflating run in worker threads, never on the event loop (issue 13).
  const leitor = new LeitorDeEntradas(app.log);
  app.addHook('onClose', () => leitor.fechar());

  app.post('/upload/nfe-entrada/analisar', { schema: { response: { 200: ZAnaliseEntrada } } }, async (req) =>
    analisarNfeEntrada(ctx, leitor, await arquivoEnviado(req, TAMANHO_MAXIMO_XML, xmlGrandeDemais)),
  );
  // One NF-e XML (201, SPEC §7; 202 when its signature does not verify and it waits for an Administrador, issue
  // 26), or a .zip of them (200, issue 5) answered with one result per file and the questions of the notes left
  // waiting, per emitente (issue 24), answered in `respostas` when sent again.
  app.post(
    '/upload/nfe-entrada',
    {
      schema: { response: { 200: ZImportacaoZipEntradas, 201: ZImportacaoEntrada, 202: ZImportacaoEntrada } },
    },
    async (req, reply) => {
      const enviado = await arquivoEnviado(req, TAMANHO_MAXIMO_ZIP);
      const { nome, conteudo } = enviado;
      if (isZip(conteudo) || nome.toLowerCase().endsWith('.zip')) {
        const resultado = await importarZipDeEntradas(
          ctx,
          leitor,
          conteudo,
          callerOf(req),
          (erro, arquivo) => {
            req.log.error({ err: erro, arquivo }, 'erro inesperado ao importar um arquivo do .zip');
            return `Erro interno ao importar este arquivo. Código da ocorrência: ${req.id}.`;
          },
          respostasDoZipDoEnvio(enviado.campos),
        );
        return reply.status(200).send(resultado);
      }
      if (conteudo.length > TAMANHO_MAXIMO_XML) throw xmlGrandeDemais(nome);
      const respostas = respostasDoEnvio(enviado.campos);
      const importacao = await importarNfeEntrada(ctx, leitor, enviado, callerOf(req), respostas);
      return reply.status(importacao.assinatura_pendente ? 202 : 201).send(importacao);
    },
  );
  app.get(
    '/upload/nfe-entrada',
    { schema: { querystring: ZEntradasQuery, response: { 200: zPaginated(ZEntrada) } } },
    (req) => listarEntradas(ctx, req.query),
  );
  app.get(
    '/upload/nfe-entrada/cliente/:id',
    { schema: { params: ZId, response: { 200: z.array(ZEntradaResumo) } } },
    async (req) =>
      (await listEntradasComSaldo(ctx.db, req.params.id)).map((e) => ({
        id: e.id,
        numero_nf: e.numeroNf,
        data_emissao: e.dataEmissao.toISOString(),
      })),
  );
  app.get(
    '/upload/nfe-entrada/:id/itens',
    { schema: { params: ZId, response: { 200: z.array(ZEntradaItemDetalhe) } } },
    (req) => listarItensDaEntrada(ctx, req.params.id),
  );
  // Undoes an import while nothing of it was used (issue 24): stock, balances and payables go, the emitente stays.
  app.delete(
    '/upload/nfe-entrada/:id',
    { schema: { params: ZId, response: { 200: z.object({ message: z.string() }) } } },
    (req) => estornarImportacaoDaEntrada(ctx, req.params.id, callerOf(req)),
  );
  // An Administrador accepts a note whose signature does not verify, with the reason (issue 26).
  app.post(
    '/upload/nfe-entrada/:id/confirmar-assinatura',
    {
      preHandler: requireAdmin(ctx),
      schema: {
        params: ZId,
        body: ZConfirmarAssinatura,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    (req) => confirmarAssinaturaDaEntrada(ctx, req.params.id, req.body, callerOf(req)),
  );
  app.post(
    '/upload/nfe-entrada/:id/manifestar',
    {
      schema: {
        params: ZId,
        body: ZManifestarNfe,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    (req) => manifestarNfeEntrada(ctx, req.params.id, req.body, callerOf(req)),
  );
  // The procEventoNFe of a manifestação exactly as the Ambiente Nacional registered it.
  app.get('/upload/nfe-entrada/manifestacoes/:id/xml', { schema: { params: ZId } }, async (req, reply) => {
    const { xml, nomeArquivo } = await xmlDaManifestacao(ctx, req.params.id);
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${nomeArquivo}"`)
      .send(xml);
  });
  app.get(
    '/fifo-item/cliente/:clienteId/produto/:produtoId',
    {
      schema: {
        params: z.object({
          clienteId: z.coerce.number().int().positive(),
          produtoId: z.coerce.number().int().positive(),
        }),
        response: {
          200: z.object({
            id: z.number().int(),
            saldo_kg: z.string(),
            id_nfe_entrada: z.number().int(),
            numero_nf: z.number().int(),
          }),
        },
      },
    },
    async (req) => {
      const item = await findFifoItem(ctx.db, req.params.clienteId, req.params.produtoId);
      if (!item) {
        throw AppError.notFound(
          'Nenhuma nota de entrada deste cliente com saldo disponível para este produto.',
        );
      }
      return {
        id: item.id,
        saldo_kg: item.saldoKg,
        id_nfe_entrada: item.idNfeEntrada,
        numero_nf: item.numeroNf,
      };
    },
  );
};
