import { NfeListagemScreen } from '../../features/nfe/components/nfe-listagem-screen';
import { isAdministrador } from '../../lib/perfil';
import { useSession } from '../../lib/use-session';

export function ListagemNfeRoute() {
  const { user } = useSession();
  return <NfeListagemScreen isAdministrador={isAdministrador(user)} />;
}
