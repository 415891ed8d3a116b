import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function ListagemNfeRoute() {
  return <PlaceholderPage title="Notas Emitidas" />;
}
