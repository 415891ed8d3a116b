import type { TProdutoComSaldo, ZProdutosComSaldoQuery } from '@erp/contracts/nfe-rascunho';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { listProdutosComSaldo } from './produtos-com-saldo.repository.ts';

/**
 * GET /nfe/rascunho/produtos-com-saldo: what a FIFO return of this client can reference, each product with its
 * available kg (saldoDisponivel's figure for every product at once), instead of every product of every client.
 */
export async function produtosComSaldo(
  ctx: AppContext,
  query: z.output<typeof ZProdutosComSaldoQuery>,
): Promise<TProdutoComSaldo[]> {
  return listProdutosComSaldo(ctx.db, query.id_cliente);
}
