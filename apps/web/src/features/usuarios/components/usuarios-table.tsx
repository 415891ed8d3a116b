import type { TUsuario } from '@erp/contracts/usuarios';
import { RegisterTable, type RegisterTableProps } from '../../../components/register/register-table';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';

/** Nome, e-mail, perfil and Ativo/Inativo (SPEC §4), then Ações. */
const COLUMNS: DataTableColumn<TUsuario>[] = [
  { key: 'nome', header: 'Nome', render: (u) => u.nome },
  { key: 'email', header: 'Email', render: (u) => u.email },
  { key: 'perfil', header: 'Perfil', render: (u) => u.perfil_nome },
  {
    key: 'status',
    header: 'Status',
    render: (u) => <StatusBadge status={u.ativo ? 'Ativo' : 'Inativo'} />,
  },
];

export function UsuariosTable(props: RegisterTableProps<TUsuario>) {
  return <RegisterTable caption="Utilizadores" columns={COLUMNS} {...props} />;
}
