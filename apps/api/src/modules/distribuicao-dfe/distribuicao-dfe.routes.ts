import {
  ZDocumentosDistribuidos,
  ZDocumentosDistribuidosQuery,
  ZMensagem,
  ZResultadoBuscaSefaz,
} from '@erp/contracts/distribuicao-dfe';
import { ZAnaliseEntrada, ZImportacaoEntrada, ZRespostasImportacao } from '@erp/contracts/entradas';
import { ZManifestarNfe } from '@erp/contracts/manifestacoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../auth/caller.ts';
import { TAMANHO_MAXIMO_XML } from '../entradas/ler-nfe-entrada.ts';
import {
  analisarDocumentoDistribuido,
  importarDocumentoPeloUsuario,
} from './analisar-e-importar-documento.ts';
import { baixarXmlDaNota } from './baixar-xml-da-nota.ts';
import { buscarDocumentosNaSefaz } from './buscar-documentos-na-sefaz.ts';
import { enviarCienciaDaOperacao } from './enviar-ciencia-da-operacao.ts';
import { listarDocumentosDistribuidos } from './listar-documentos-distribuidos.ts';
import { manifestarDocumentoDistribuido } from './manifestar-documento-distribuido.ts';
import { respostaDaBusca } from './resposta-da-busca.ts';
import { simularNotaRecebida } from './simular-nota-recebida.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });
const BASE = '/upload/nfe-entrada/sefaz';

/** 'Buscar na SEFAZ' (NFeDistribuicaoDFe): the query on a button, the documents received and their actions. */
export const distribuicaoDfeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(`${BASE}/buscar`, { schema: { response: { 200: ZResultadoBuscaSefaz } } }, async (req) =>
    respostaDaBusca(await buscarDocumentosNaSefaz(ctx, callerOf(req))),
  );
  app.get(
    `${BASE}/documentos`,
    { schema: { querystring: ZDocumentosDistribuidosQuery, response: { 200: ZDocumentosDistribuidos } } },
    (req) => listarDocumentosDistribuidos(ctx, req.query),
  );
  app.post(
    `${BASE}/documentos/:id/ciencia`,
    { schema: { params: ZId, response: { 200: ZMensagem } } },
    (req) => enviarCienciaDaOperacao(ctx, req.params.id, callerOf(req)),
  );
  app.post(
    `${BASE}/documentos/:id/manifestar`,
    { schema: { params: ZId, body: ZManifestarNfe, response: { 200: ZMensagem } } },
    (req) => manifestarDocumentoDistribuido(ctx, req.params.id, req.body, callerOf(req)),
  );
  app.post(
    `${BASE}/documentos/:id/baixar-xml`,
    { schema: { params: ZId, response: { 200: ZMensagem } } },
    (req) => baixarXmlDaNota(ctx, req.params.id, callerOf(req)),
  );
  app.post(
    `${BASE}/documentos/:id/analisar`,
    { schema: { params: ZId, response: { 200: ZAnaliseEntrada } } },
    (req) => analisarDocumentoDistribuido(ctx, req.params.id),
  );
  app.post(
    `${BASE}/documentos/:id/importar`,
    // The body carries the user's answers (conversoes, vinculos, ignorar), as the upload's multipart fields do.
    { schema: { params: ZId, body: ZRespostasImportacao.nullish(), response: { 201: ZImportacaoEntrada } } },
    async (req, reply) =>
      reply
        .status(201)
        .send(await importarDocumentoPeloUsuario(ctx, req.params.id, callerOf(req), req.body ?? undefined)),
  );
  app.post(
    `${BASE}/simulacao/notas`,
    {
      schema: {
        body: z.object({ xml: z.string().min(1).max(TAMANHO_MAXIMO_XML) }),
        response: { 201: z.object({ message: z.string(), chave: z.string() }) },
      },
    },
    async (req, reply) => reply.status(201).send(await simularNotaRecebida(ctx, req.body.xml)),
  );
};
