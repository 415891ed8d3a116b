import { CONTAS_A_PAGAR } from '../../features/financeiro/components/contas-config';
import { ContasScreen } from '../../features/financeiro/components/contas-screen';

export function ContasAPagarRoute() {
  return <ContasScreen config={CONTAS_A_PAGAR} />;
}
