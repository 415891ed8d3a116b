import { useSession } from '../../features/auth/hooks/use-session';
import { EmpresaScreen } from '../../features/empresa/components/empresa-screen';

// The profile name the server checks for company and user management (Portuguese, as stored).
const PERFIL_ADMINISTRADOR = 'Administrador';

export function EmpresaRoute() {
  const { user } = useSession();
  return <EmpresaScreen isReadOnly={user?.perfil !== PERFIL_ADMINISTRADOR} />;
}
