import { TabelaIbsCbsScreen } from '../../features/tabela-ibs-cbs/components/tabela-ibs-cbs-screen';
import { isAdministrador } from '../../lib/perfil';
import { useSession } from '../../lib/use-session';

/** Read by everyone (every NF-e depends on it); only an Administrador changes it, as the API. */
export function TabelaIbsCbsRoute() {
  const { user } = useSession();
  return <TabelaIbsCbsScreen isAdmin={isAdministrador(user)} />;
}
