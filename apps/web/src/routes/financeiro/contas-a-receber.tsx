import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function ContasAReceberRoute() {
  return <PlaceholderPage title="Contas a Receber" />;
}
