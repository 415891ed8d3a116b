import { ServicosScreen } from '../features/servicos/components/servicos-screen';

export function ServicosRoute() {
  return <ServicosScreen />;
}
