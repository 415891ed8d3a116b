import { PlaceholderPage } from '../components/layout/placeholder-page';

export function ClientesRoute() {
  return <PlaceholderPage title="Gerenciamento de Clientes" />;
}
