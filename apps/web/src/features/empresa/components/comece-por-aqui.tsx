import type { TEmpresa } from '@erp/contracts/empresa';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useEmpresa } from '../../../lib/api/buscar-empresa';

/** A fresh install: the seed's empty row, before anyone saved Dados da Empresa (razão social is required there). */
function isEmpresaVazia(empresa: TEmpresa): boolean {
  return !empresa.razao_social.trim() && !empresa.cnpj;
}

/**
 * The dashboard's first step on an empty company (README, "First steps in the app"): every NF-e and NFS-e is built
 * from Dados da Empresa, so the panel points there until it is saved. Nothing while loading or on failure.
 */
export function ComecePorAqui({ isAdmin }: { isAdmin: boolean }) {
  const { data } = useEmpresa();
  if (!data || !isEmpresaVazia(data)) return null;
  return (
    <Card
      title="Comece por aqui"
      actions={
        <Link to="/preferencias/empresa" className={buttonClassName('primary')}>
          Abrir Dados da Empresa
        </Link>
      }
    >
      <p>
        {isAdmin
          ? 'Cadastre os dados da empresa em Preferências > Dados da Empresa: CNPJ, razão social, inscrição ' +
            'estadual, endereço e regime tributário. As notas fiscais são emitidas a partir deles; ali também ' +
            'ficam o certificado digital e o ambiente fiscal.'
          : 'Os dados da empresa ainda não foram cadastrados. Peça a um administrador que os preencha em ' +
            'Preferências > Dados da Empresa: as notas fiscais são emitidas a partir deles.'}
      </p>
    </Card>
  );
}
