import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function ContasAPagarRoute() {
  return <PlaceholderPage title="Contas a Pagar" />;
}
