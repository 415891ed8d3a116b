import { FaturamentoClienteScreen } from '../../features/relatorios/components/faturamento-cliente-screen';

export function FaturamentoClienteRoute() {
  return <FaturamentoClienteScreen />;
}
