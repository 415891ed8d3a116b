import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function EmpresaRoute() {
  return <PlaceholderPage title="Dados da Empresa" />;
}
