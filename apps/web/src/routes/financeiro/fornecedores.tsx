import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function FornecedoresRoute() {
  return <PlaceholderPage title="Fornecedores" />;
}
