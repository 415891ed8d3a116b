import { FornecedoresScreen } from '../../features/fornecedores/components/fornecedores-screen';

export function FornecedoresRoute() {
  return <FornecedoresScreen />;
}
