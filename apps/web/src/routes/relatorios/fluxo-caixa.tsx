import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function FluxoCaixaRoute() {
  return <PlaceholderPage title="Fluxo de Caixa" />;
}
