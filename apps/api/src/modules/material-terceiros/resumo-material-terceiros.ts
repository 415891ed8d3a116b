import type { TMaterialTerceirosResumo } from '@erp/contracts/material-terceiros';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import type { AppContext } from '../../app-context.ts';
import { resumoMaterialTerceiros as somarPorSituacao } from './material-terceiros.repository.ts';

/**
 * The dashboard card 'Material de Terceiros': kg in our possession, due within 30 days and overdue, today in
 * Brasília. Its own request, not a field of GET /api/dashboard: it sums every open entry item (thousands of
 * rows), while the dashboard's statement reads a few hundred kept totals and is asked on every visit; one
 * slower card must not hold up the SPEC's cards.
 */
export function resumoMaterialTerceiros(
  ctx: AppContext,
  now = new Date(),
): Promise<TMaterialTerceirosResumo> {
  return somarPorSituacao(ctx.db, hojeEmBrasilia(now));
}
