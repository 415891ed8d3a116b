import { ZPixDoLancamento } from '@erp/contracts/pix';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { gerarPixDoLancamento } from './gerar-pix-do-lancamento.ts';
import { qrCodeSvg } from './qr-code-svg.ts';

const ZId = z.object({ id: z.coerce.number().int().positive() });

export const pixRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/financeiro/lancamentos/:id/pix',
    { schema: { params: ZId, response: { 200: ZPixDoLancamento } } },
    (req) => gerarPixDoLancamento(ctx, req.params.id),
  );
  /** The same code as a QR image (SVG), for the receivable's screen. */
  app.get('/financeiro/lancamentos/:id/pix.svg', { schema: { params: ZId } }, async (req, reply) => {
    const { br_code } = await gerarPixDoLancamento(ctx, req.params.id);
    return reply.type('image/svg+xml').header('cache-control', 'no-store').send(qrCodeSvg(br_code));
  });
};
