import type { TResumoProducao } from '@erp/contracts/producao';
import { Decimal } from '@erp/fiscal/decimal';
import type { AppContext } from '../../app-context.ts';
import { resumoProducao as somarProducao } from './relatorio-perdas.repository.ts';

/**
 * The dashboard card 'Produção' (GET /producao/resumo): orders open and in production, orders closed and not yet
 * invoiced and the kg they hold to give back. Its own request, as the Material de Terceiros card: the SPEC's
 * GET /api/dashboard stays as it is.
 */
export async function resumoProducao(ctx: AppContext): Promise<TResumoProducao> {
  const r = await somarProducao(ctx.db);
  return { ...r, aguardando_retorno_kg: new Decimal(r.aguardando_retorno_kg).toFixed(3) };
}
