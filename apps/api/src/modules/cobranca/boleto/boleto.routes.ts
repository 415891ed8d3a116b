import { ZBoletoDoLancamento } from '@erp/contracts/boleto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { callerOf } from '../../auth/caller.ts';
import { emitirBoletoDoLancamento } from './emitir-boleto-do-lancamento.ts';
import { gerarBoletoPdf } from './gerar-boleto-pdf.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });

/** Anyone in the office may print a receivable's boleto, as its PIX; the first one takes the nosso número. */
export const boletoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/financeiro/lancamentos/:id/boleto.json',
    { schema: { params: ZId, response: { 200: ZBoletoDoLancamento } } },
    async (req) => {
      const b = await emitirBoletoDoLancamento(ctx, req.params.id, callerOf(req));
      return {
        codigo_barras: b.codigoBarras,
        linha_digitavel: b.linhaDigitavel,
        nosso_numero: b.nossoNumeroImpresso,
        vencimento: b.lancamento.dataVencimento,
        valor: b.valor,
      };
    },
  );
  app.get('/financeiro/lancamentos/:id/boleto', { schema: { params: ZId } }, async (req, reply) => {
    const pdf = await gerarBoletoPdf(ctx, req.params.id, callerOf(req));
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="boleto-${req.params.id}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
};
