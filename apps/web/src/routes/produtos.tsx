import { ProdutosScreen } from '../features/produtos/components/produtos-screen';

export function ProdutosRoute() {
  return <ProdutosScreen />;
}
