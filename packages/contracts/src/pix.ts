import { z } from 'zod';

/** `GET /api/financeiro/lancamentos/{id}/pix`: the static BR Code of an open receivable and the txid naming it. */
export const ZPixDoLancamento = z.object({
  br_code: z.string(),
  txid: z.string(),
});
export type TPixDoLancamento = z.infer<typeof ZPixDoLancamento>;
