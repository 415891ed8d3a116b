import type { TCliente } from '@erp/contracts/clientes';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { EMPTY_VALUE } from '../../../lib/format';
import { formatCpfCnpj, formatTelefone } from '../../../lib/masks';

type ClientesTableProps = {
  clientes: TCliente[] | undefined;
  isLoading: boolean;
  emptyMessage: string;
  onEdit: (cliente: TCliente) => void;
  onDelete: (cliente: TCliente) => void;
  deletingId: number | undefined;
};

/** SPEC §2 columns: Razão Social, CNPJ/CPF (masked), Email, Telefone, Ações. */
export function ClientesTable({
  clientes,
  isLoading,
  emptyMessage,
  onEdit,
  onDelete,
  deletingId,
}: ClientesTableProps) {
  const columns: DataTableColumn<TCliente>[] = [
    { key: 'razao', header: 'Razão Social', render: (c) => c.nome_razao_social },
    { key: 'documento', header: 'CNPJ/CPF', render: (c) => formatCpfCnpj(c.cpf_cnpj) },
    { key: 'email', header: 'Email', render: (c) => c.email ?? EMPTY_VALUE },
    { key: 'telefone', header: 'Telefone', render: (c) => formatTelefone(c.telefone) },
    {
      key: 'acoes',
      header: 'Ações',
      className: 'no-print',
      render: (c) => (
        <RowActions onEdit={() => onEdit(c)} onDelete={() => onDelete(c)} isDeleting={deletingId === c.id} />
      ),
    },
  ];

  return (
    <DataTable
      caption="Clientes"
      isCaptionHidden
      columns={columns}
      rows={clientes}
      getRowKey={(c) => c.id}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
