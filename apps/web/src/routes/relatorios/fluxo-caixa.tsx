import { FluxoCaixaScreen } from '../../features/relatorios/components/fluxo-caixa-screen';

export function FluxoCaixaRoute() {
  return <FluxoCaixaScreen />;
}
