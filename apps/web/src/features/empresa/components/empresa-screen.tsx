import { PageHeader } from '../../../components/layout/page-header';
import { Notice } from '../../../components/ui/notice';
import { useEmpresa } from '../../../lib/api/buscar-empresa';
import { serverErrorText } from '../../../lib/server-errors';
import { EmpresaForm } from './empresa-form';

type EmpresaScreenProps = {
  isReadOnly: boolean;
};

export function EmpresaScreen({ isReadOnly }: EmpresaScreenProps) {
  const empresaQuery = useEmpresa();

  return (
    <div className="stack">
      <PageHeader title="Dados da Empresa" />
      {empresaQuery.isPending && <p aria-busy="true">Carregando...</p>}
      {empresaQuery.isError && (
        <Notice>{serverErrorText(empresaQuery.error, 'Falha ao carregar os dados da empresa.')}</Notice>
      )}
      {empresaQuery.data && <EmpresaForm empresa={empresaQuery.data} isReadOnly={isReadOnly} />}
    </div>
  );
}
