import { EstoqueScreen } from '../../features/relatorios/components/estoque-screen';

export function EstoqueRoute() {
  return <EstoqueScreen />;
}
