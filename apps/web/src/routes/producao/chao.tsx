import { ChaoScreen } from '../../features/producao/components/chao-screen';

export function ChaoRoute() {
  return <ChaoScreen />;
}
