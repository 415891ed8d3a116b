import { useSession } from '../../features/auth/hooks/use-session';
import { EmpresaScreen } from '../../features/empresa/components/empresa-screen';
import { isAdministrador } from '../../lib/perfil';

export function EmpresaRoute() {
  const { user } = useSession();
  return <EmpresaScreen isReadOnly={!isAdministrador(user)} />;
}
