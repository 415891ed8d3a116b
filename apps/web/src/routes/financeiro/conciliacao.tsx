import { ConciliacaoScreen } from '../../features/conciliacao/components/conciliacao-screen';

export function ConciliacaoRoute() {
  return <ConciliacaoScreen />;
}
