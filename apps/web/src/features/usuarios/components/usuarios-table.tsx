import type { TUsuario } from '@erp/contracts/usuarios';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { StatusBadge } from '../../../components/ui/status-badge';

type UsuariosTableProps = {
  usuarios: TUsuario[] | undefined;
  isLoading: boolean;
  emptyMessage: string;
  onEdit: (usuario: TUsuario) => void;
  onDelete: (usuario: TUsuario) => void;
  deletingId: number | undefined;
};

/** Nome, e-mail, perfil and Ativo/Inativo (SPEC §4), plus the actions. */
export function UsuariosTable({
  usuarios,
  isLoading,
  emptyMessage,
  onEdit,
  onDelete,
  deletingId,
}: UsuariosTableProps) {
  const columns: DataTableColumn<TUsuario>[] = [
    { key: 'nome', header: 'Nome', render: (u) => u.nome },
    { key: 'email', header: 'Email', render: (u) => u.email },
    { key: 'perfil', header: 'Perfil', render: (u) => u.perfil_nome },
    {
      key: 'status',
      header: 'Status',
      render: (u) => <StatusBadge status={u.ativo ? 'Ativo' : 'Inativo'} />,
    },
    {
      key: 'acoes',
      header: 'Ações',
      className: 'no-print',
      render: (u) => (
        <RowActions onEdit={() => onEdit(u)} onDelete={() => onDelete(u)} isDeleting={deletingId === u.id} />
      ),
    },
  ];

  return (
    <DataTable
      caption="Utilizadores"
      isCaptionHidden
      columns={columns}
      rows={usuarios}
      getRowKey={(u) => u.id}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
