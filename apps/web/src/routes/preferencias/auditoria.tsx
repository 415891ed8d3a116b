import { PageHeader } from '../../components/layout/page-header';
import { Notice } from '../../components/ui/notice';
import { AuditoriaScreen } from '../../features/auditoria/components/auditoria-screen';
import { isAdministrador } from '../../lib/perfil';
import { useSession } from '../../lib/use-session';

/** Administrators only, like GET /api/auditoria: anyone else who types the address is told so. */
export function AuditoriaRoute() {
  const { user } = useSession();
  if (!isAdministrador(user)) {
    return (
      <div className="stack">
        <PageHeader title="Auditoria" />
        <Notice tone="info">Somente um Administrador pode consultar a auditoria.</Notice>
      </div>
    );
  }
  return <AuditoriaScreen />;
}
