import { ContasBancariasScreen } from '../../features/contas-bancarias/components/contas-bancarias-screen';
import { isAdministrador } from '../../lib/perfil';
import { useSession } from '../../lib/use-session';

export function ContasBancariasRoute() {
  const { user } = useSession();
  return <ContasBancariasScreen isAdmin={isAdministrador(user)} />;
}
