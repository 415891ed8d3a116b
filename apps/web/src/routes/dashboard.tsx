import { AvisoDeBackup } from '../features/backup/components/aviso-de-backup';
import { DashboardScreen } from '../features/dashboard/components/dashboard-screen';
import { isAdministrador } from '../lib/perfil';
import { useSession } from '../lib/use-session';

export function DashboardRoute() {
  const { user } = useSession();
  // The backup's state is an administrator's to act on (and the API answers it to them only).
  return <DashboardScreen avisos={isAdministrador(user) ? <AvisoDeBackup /> : null} />;
}
