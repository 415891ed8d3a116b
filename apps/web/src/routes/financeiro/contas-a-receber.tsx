import { CONTAS_A_RECEBER } from '../../features/financeiro/components/contas-config';
import { ContasScreen } from '../../features/financeiro/components/contas-screen';

export function ContasAReceberRoute() {
  return <ContasScreen config={CONTAS_A_RECEBER} />;
}
