import type { TSaldoDisponivel, ZSaldoDisponivelQuery } from '@erp/contracts/nfe-rascunho';
import { Decimal } from '@erp/fiscal/decimal';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { listItensEntradaFifo } from './nfe.repository.ts';

/**
 * GET /nfe/rascunho/saldo-disponivel: the client's kg of a product over the entry items a FIFO return would take
 * (the same items, balance > 0 and not ignored at the import), so the item form can say what is available and
 * refuse more before asking. The lines endpoint and the save keep their own check.
 */
export async function saldoDisponivel(
  ctx: AppContext,
  query: z.output<typeof ZSaldoDisponivelQuery>,
): Promise<TSaldoDisponivel> {
  const itens = await listItensEntradaFifo(ctx.db, query.id_cliente, query.id_produto);
  // What ordens de industrialização reserve is not available to a draft.
  const total = itens.reduce((soma, item) => soma.plus(item.saldoKg).minus(item.reservadoKg), new Decimal(0));
  return { saldo_kg: total.toFixed(4) };
}
