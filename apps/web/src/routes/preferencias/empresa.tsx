import { useSession } from '../../features/auth/hooks/use-session';
import { BackupCard } from '../../features/backup/components/backup-card';
import { EmpresaScreen } from '../../features/empresa/components/empresa-screen';
import { isAdministrador } from '../../lib/perfil';

export function EmpresaRoute() {
  const { user } = useSession();
  const isAdmin = isAdministrador(user);
  return (
    <div className="stack">
      <EmpresaScreen isReadOnly={!isAdmin} />
      {/* When the database was last backed up, and where: administrators only, as the API. */}
      {isAdmin && <BackupCard />}
    </div>
  );
}
