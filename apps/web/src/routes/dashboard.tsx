import { AvisoDeBackup } from '../features/backup/components/aviso-de-backup';
import { DashboardScreen } from '../features/dashboard/components/dashboard-screen';
import { ComecePorAqui } from '../features/empresa/components/comece-por-aqui';
import { AvisoTabelaIbsCbs } from '../features/tabela-ibs-cbs/components/aviso-tabela-ibs-cbs';
import { isAdministrador } from '../lib/perfil';
import { useSession } from '../lib/use-session';

export function DashboardRoute() {
  const { user } = useSession();
  const isAdmin = isAdministrador(user);
  return (
    <DashboardScreen
      avisos={
        <>
          <ComecePorAqui isAdmin={isAdmin} />
          {/* The yearly IBS/CBS table is kept by administrators (the API answers its warning to them only). */}
          {isAdmin && <AvisoTabelaIbsCbs />}
          {/* The backup's state is an administrator's to act on (and the API answers it to them only). */}
          {isAdmin && <AvisoDeBackup />}
        </>
      }
    />
  );
}
