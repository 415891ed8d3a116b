import type { TCliente } from '@erp/contracts/clientes';
import { RegisterTable, type RegisterTableProps } from '../../../components/register/register-table';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EMPTY_VALUE } from '../../../lib/format';
import { formatCpfCnpj, formatTelefone } from '../../../lib/masks';

/** SPEC §2 columns: Razão Social, CNPJ/CPF (masked), Email, Telefone, then Ações. */
const COLUMNS: DataTableColumn<TCliente>[] = [
  { key: 'razao', header: 'Razão Social', render: (c) => c.nome_razao_social },
  { key: 'documento', header: 'CNPJ/CPF', noWrap: true, render: (c) => formatCpfCnpj(c.cpf_cnpj) },
  { key: 'email', header: 'Email', render: (c) => c.email ?? EMPTY_VALUE },
  { key: 'telefone', header: 'Telefone', noWrap: true, render: (c) => formatTelefone(c.telefone) },
];

export function ClientesTable(props: RegisterTableProps<TCliente>) {
  return <RegisterTable caption="Clientes" columns={COLUMNS} {...props} />;
}
