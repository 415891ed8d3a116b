import { UsuariosScreen } from '../../features/usuarios/components/usuarios-screen';

export function UsuariosRoute() {
  return <UsuariosScreen />;
}
