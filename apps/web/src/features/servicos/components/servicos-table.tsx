import type { TServico } from '@erp/contracts/servicos';
import { RegisterTable, type RegisterTableProps } from '../../../components/register/register-table';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { formatBRL, formatPercent } from '../../../lib/format';

/** SPEC §2 columns: Descrição do Serviço, Preço (kg), Código LC 116, Alíquota ISS (with %), then Ações. */
const COLUMNS: DataTableColumn<TServico>[] = [
  { key: 'descricao', header: 'Descrição do Serviço', render: (s) => s.descricao },
  { key: 'preco', header: 'Preço (kg)', align: 'right', render: (s) => formatBRL(s.preco) },
  { key: 'lc116', header: 'Código LC 116', render: (s) => s.codigo_lc_116 },
  { key: 'iss', header: 'Alíquota ISS', align: 'right', render: (s) => formatPercent(s.aliquota_iss) },
];

export function ServicosTable(props: RegisterTableProps<TServico>) {
  return <RegisterTable caption="Serviços" columns={COLUMNS} {...props} />;
}
