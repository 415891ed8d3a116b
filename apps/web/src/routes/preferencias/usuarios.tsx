import { PlaceholderPage } from '../../components/layout/placeholder-page';

export function UsuariosRoute() {
  return <PlaceholderPage title="Utilizadores" />;
}
