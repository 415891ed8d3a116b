import type { TDashboard } from '@erp/contracts/relatorios';
import type { AppContext } from '../../app-context.ts';
import { resumoMaterialTerceiros } from '../material-terceiros/material-terceiros.repository.ts';
import { hojeEmBrasilia } from '../relatorios/fluxo-caixa.ts';
import { indicadoresDashboard } from './dashboard.repository.ts';

/** Every indicator of SPEC §3's dashboard for "today" in Brasília, and the card of clients' material. */
export async function obterDashboard(ctx: AppContext, now = new Date()): Promise<TDashboard> {
  const hoje = hojeEmBrasilia(now);
  const [indicadores, materialTerceiros] = await Promise.all([
    indicadoresDashboard(ctx.db, hoje),
    resumoMaterialTerceiros(ctx.db, hoje),
  ]);
  return { ...indicadores, materialTerceiros };
}
