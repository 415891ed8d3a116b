import type { TFaturamentoCliente, TPeriodoQuery } from '@erp/contracts/relatorios';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import type { AppContext } from '../../app-context.ts';
import { faturamentoPorCliente as consultar } from './relatorios.repository.ts';

/** Revenue per client in the period (default: the current month), by authorisation day: NF-e services and sales, NFS-e. */
export async function faturamentoPorCliente(
  ctx: AppContext,
  query: TPeriodoQuery,
  now = new Date(),
): Promise<TFaturamentoCliente[]> {
  const hoje = hojeEmBrasilia(now);
  return consultar(ctx.db, query.data_inicio ?? `${hoje.slice(0, 8)}01`, query.data_fim ?? hoje);
}
