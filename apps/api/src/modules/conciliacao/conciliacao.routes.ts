import {
  ZConciliarInput,
  ZImportacaoExtrato,
  ZSaldosDaConta,
  ZTransacaoExtrato,
  ZTransacoesQuery,
} from '@erp/contracts/conciliacao';
import { zPaginated } from '@erp/contracts/pagination';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { callerOf } from '../auth/caller.ts';
import { conciliarTransacao } from './conciliar-transacao.ts';
import { desfazerConciliacao } from './desfazer-conciliacao.ts';
import { importarExtrato } from './importar-extrato.ts';
import { LeitorDeOfx } from './leitor-de-ofx.ts';
import { lerEnvioDoExtrato, TAMANHO_MAXIMO_OFX } from './ler-envio-do-extrato.ts';
import { listarTransacoes, saldosDaConta } from './listar-transacoes.ts';

const ZIdConta = z.object({ id_conta: z.coerce.number().int().positive() });
const ZId = z.object({ id: z.coerce.number().int().positive() });

/**
 * Bank statements (OFX) and their reconciliation, issue 27: whoever settles entries in Financeiro (any office
 * profile; the 'Chão de fábrica' one is kept out by the /api scope's rule) imports and reconciles.
 */
export const conciliacaoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(multipart, { limits: { fileSize: TAMANHO_MAXIMO_OFX, files: 1, fields: 3, parts: 4 } });
  const leitor = new LeitorDeOfx();
  app.addHook('onClose', () => leitor.fechar());

  app.post('/financeiro/extratos', { schema: { response: { 200: ZImportacaoExtrato } } }, async (req) =>
    importarExtrato(ctx, leitor, await lerEnvioDoExtrato(req), callerOf(req)),
  );
  app.get(
    '/financeiro/extratos/:id_conta/transacoes',
    {
      schema: {
        params: ZIdConta,
        querystring: ZTransacoesQuery,
        response: { 200: zPaginated(ZTransacaoExtrato) },
      },
    },
    (req) => listarTransacoes(ctx, req.params.id_conta, req.query),
  );
  app.get(
    '/financeiro/extratos/:id_conta/saldos',
    { schema: { params: ZIdConta, response: { 200: ZSaldosDaConta } } },
    (req) => saldosDaConta(ctx, req.params.id_conta),
  );
  app.post(
    '/financeiro/extratos/transacoes/:id/conciliar',
    { schema: { params: ZId, body: ZConciliarInput } },
    async (req, reply) => {
      await conciliarTransacao(ctx, req.params.id, req.body, callerOf(req));
      return reply.status(204).send();
    },
  );
  app.delete(
    '/financeiro/extratos/transacoes/:id/conciliar',
    { schema: { params: ZId } },
    async (req, reply) => {
      await desfazerConciliacao(ctx, req.params.id, callerOf(req));
      return reply.status(204).send();
    },
  );
};
