import { NfeListagemScreen } from '../../features/nfe/components/nfe-listagem-screen';

export function ListagemNfeRoute() {
  return <NfeListagemScreen />;
}
