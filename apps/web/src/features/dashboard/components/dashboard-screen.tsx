import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Notice } from '../../../components/ui/notice';
import { useDashboard } from '../api/buscar-dashboard';
import { Atalhos } from './atalhos';
import { Graficos } from './graficos';
import { Indicadores } from './indicadores';
import './dashboard.css';

/**
 * SPEC §2 Dashboard: shortcuts, four indicator cards and two charts; loading and failure on the screen. `avisos`:
 * warnings the route composes from other features (an overdue backup), shown under the title.
 */
export function DashboardScreen({ avisos }: { avisos?: ReactNode }) {
  const dashboardQuery = useDashboard();
  const dados = dashboardQuery.data;

  return (
    <div className="stack">
      <PageHeader title="Dashboard" actions={<Atalhos />} />
      {avisos}
      {dashboardQuery.isPending ? (
        <p className="dashboard__carregando" role="status">
          A carregar dashboard...
        </p>
      ) : dashboardQuery.isError || !dados ? (
        <Notice>Não foi possível carregar os dados da dashboard.</Notice>
      ) : (
        <>
          <Indicadores dados={dados} />
          <Graficos dados={dados} />
        </>
      )}
    </div>
  );
}
