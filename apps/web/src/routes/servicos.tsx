import { PlaceholderPage } from '../components/layout/placeholder-page';

export function ServicosRoute() {
  return <PlaceholderPage title="Gerenciamento de Serviços" />;
}
