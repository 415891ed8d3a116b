import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function FaturamentoClienteRoute() {
  return <PlaceholderPage title="Faturamento por Cliente" />;
}
