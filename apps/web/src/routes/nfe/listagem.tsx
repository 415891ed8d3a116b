import { useSession } from '../../features/auth/hooks/use-session';
import { NfeListagemScreen } from '../../features/nfe/components/nfe-listagem-screen';
import { isAdministrador } from '../../lib/perfil';

export function ListagemNfeRoute() {
  const { user } = useSession();
  return <NfeListagemScreen isAdministrador={isAdministrador(user)} />;
}
