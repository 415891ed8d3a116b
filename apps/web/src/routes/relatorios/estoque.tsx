import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function EstoqueRoute() {
  return <PlaceholderPage title="Posição de Estoque" />;
}
