import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../lib/app-error.ts';
import { translateDbError } from '../lib/db-errors.ts';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'A requisição excede o tamanho máximo permitido.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de conteúdo não suportado.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'O corpo da requisição está vazio.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'O corpo da requisição não é um JSON válido.',
  FST_REQ_FILE_TOO_LARGE: 'O arquivo excede o tamanho máximo de 5 MB.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Envie o arquivo como multipart/form-data.',
};

/** Every error leaves the API as `{ error, details? }` (SPEC §7); unexpected ones are logged, never shown. */
export const errorsPlugin = fp<{ hasSpa: boolean }>(async (app: FastifyInstance, { hasSpa }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof AppError ? error : translateDbError(error);
    if (known) {
      if (known.retryAfterSeconds !== undefined) reply.header('retry-after', String(known.retryAfterSeconds));
      return reply.status(known.statusCode).send({ error: known.message, details: known.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldError[] = error.validation.map((v) => ({
        campo: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        mensagem: v.message ?? 'Valor inválido.',
      }));
      const resumo = details.map((d) => (d.campo ? `${d.campo}: ${d.mensagem}` : d.mensagem)).join('; ');
      return reply.status(400).send({ error: `Dados inválidos. ${resumo}`, details });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ error: FASTIFY_MESSAGES[error.code] ?? 'Requisição inválida.' });
    }
    request.log.error({ err: error }, 'erro inesperado');
    return reply
      .status(500)
      .send({ error: `Erro interno do servidor. Código da ocorrência: ${request.id}.` });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    // Client-side routes (/produtos, /nfe/emitir/12...) are answered with the SPA, which routes them itself:
    // the same public page whatever the path, so the URL text decides nothing but which public file to send.
    if (hasSpa && isPageRequest) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    // Which paths exist is not told to strangers.
    await app.authenticateRequest(request);
    return reply
      .status(404)
      .send({ error: `Rota não encontrada: ${request.method} ${request.url.split('?')[0]}` });
  });
});
