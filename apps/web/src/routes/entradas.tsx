import { EntradasScreen } from '../features/entradas/components/entradas-screen';

export function EntradasRoute() {
  return <EntradasScreen />;
}
