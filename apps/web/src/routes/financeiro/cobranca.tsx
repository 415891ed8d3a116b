import { CobrancaScreen } from '../../features/cobranca/components/cobranca-screen';

export function CobrancaRoute() {
  return <CobrancaScreen />;
}
