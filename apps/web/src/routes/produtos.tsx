import { PlaceholderPage } from '../components/layout/placeholder-page';

export function ProdutosRoute() {
  return <PlaceholderPage title="Gerenciamento de Produtos" />;
}
