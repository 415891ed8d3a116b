import type { TFornecedor } from '@erp/contracts/fornecedores';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { EMPTY_VALUE } from '../../../lib/format';
import { formatCpfCnpj } from '../../../lib/masks';

type FornecedoresTableProps = {
  fornecedores: TFornecedor[] | undefined;
  isLoading: boolean;
  emptyMessage: string;
  onEdit: (fornecedor: TFornecedor) => void;
  onDelete: (fornecedor: TFornecedor) => void;
  deletingId: number | undefined;
};

/** SPEC §2: razão social, CNPJ/CPF (masked) and e-mail, plus the actions. */
export function FornecedoresTable({
  fornecedores,
  isLoading,
  emptyMessage,
  onEdit,
  onDelete,
  deletingId,
}: FornecedoresTableProps) {
  const columns: DataTableColumn<TFornecedor>[] = [
    { key: 'razao', header: 'Razão Social', render: (f) => f.nome_razao_social },
    { key: 'documento', header: 'CNPJ/CPF', render: (f) => formatCpfCnpj(f.cpf_cnpj) },
    { key: 'email', header: 'Email', render: (f) => f.email ?? EMPTY_VALUE },
    {
      key: 'acoes',
      header: 'Ações',
      className: 'no-print',
      render: (f) => (
        <RowActions onEdit={() => onEdit(f)} onDelete={() => onDelete(f)} isDeleting={deletingId === f.id} />
      ),
    },
  ];

  return (
    <DataTable
      caption="Fornecedores"
      isCaptionHidden
      columns={columns}
      rows={fornecedores}
      getRowKey={(f) => f.id}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
