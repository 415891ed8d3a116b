import { PlaceholderPage } from '../components/layout/placeholder-page';

export function EntradasRoute() {
  return <PlaceholderPage title="Importação de Notas de Entrada (XML)" />;
}
