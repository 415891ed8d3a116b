import type { TFornecedor } from '@erp/contracts/fornecedores';
import { RegisterTable, type RegisterTableProps } from '../../../components/register/register-table';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { EMPTY_VALUE } from '../../../lib/format';
import { formatCpfCnpj } from '../../../lib/masks';

/** SPEC §2: razão social, CNPJ/CPF (masked) and e-mail, then Ações. */
const COLUMNS: DataTableColumn<TFornecedor>[] = [
  { key: 'razao', header: 'Razão Social', render: (f) => f.nome_razao_social },
  { key: 'documento', header: 'CNPJ/CPF', noWrap: true, render: (f) => formatCpfCnpj(f.cpf_cnpj) },
  { key: 'email', header: 'Email', render: (f) => f.email ?? EMPTY_VALUE },
];

export function FornecedoresTable(props: RegisterTableProps<TFornecedor>) {
  return <RegisterTable caption="Fornecedores" columns={COLUMNS} {...props} />;
}
