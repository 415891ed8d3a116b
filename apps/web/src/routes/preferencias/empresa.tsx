import { Card } from '../../components/ui/card';
import { BackupCard } from '../../features/backup/components/backup-card';
import { EmpresaScreen } from '../../features/empresa/components/empresa-screen';
import { CertificadoEAmbiente } from '../../features/fiscal/components/certificado-e-ambiente';
import { EnvioSemHttps } from '../../features/fiscal/components/envio-sem-https';
import { PrazosMaterialTerceirosCard } from '../../features/material-terceiros/components/prazos-material-terceiros-card';
import { isAdministrador } from '../../lib/perfil';
import { useSession } from '../../lib/use-session';

export function EmpresaRoute() {
  const { user } = useSession();
  const isAdmin = isAdministrador(user);
  return (
    <div className="stack">
      <EmpresaScreen isReadOnly={!isAdmin} />
      <PrazosMaterialTerceirosCard isReadOnly={!isAdmin} />
      {/* The company's A1 and the fiscal environment: administrators only, as the API. */}
      {isAdmin && <CertificadoEAmbiente />}
      {/* Others only see whether the A1 may be sent without HTTPS. */}
      {!isAdmin && (
        <Card title="Certificado digital">
          <EnvioSemHttps isReadOnly />
        </Card>
      )}
      {isAdmin && <BackupCard />}
    </div>
  );
}
