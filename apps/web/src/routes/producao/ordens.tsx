import { OrdensScreen } from '../../features/producao/components/ordens-screen';

export function OrdensRoute() {
  return <OrdensScreen />;
}
