import type { TDashboard } from '@erp/contracts/relatorios';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import type { AppContext } from '../../app-context.ts';
import { indicadoresDashboard } from './dashboard.repository.ts';

/** Every indicator of SPEC §3's dashboard for "today" in Brasília. */
export async function obterDashboard(ctx: AppContext, now = new Date()): Promise<TDashboard> {
  return indicadoresDashboard(ctx.db, hojeEmBrasilia(now));
}
