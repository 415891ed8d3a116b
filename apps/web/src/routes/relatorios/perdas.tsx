import { PerdasScreen } from '../../features/relatorios/components/perdas-screen';

export function PerdasRoute() {
  return <PerdasScreen />;
}
