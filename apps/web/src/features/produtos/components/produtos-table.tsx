import type { TProduto } from '@erp/contracts/produtos';
import { RegisterTable, type RegisterTableProps } from '../../../components/register/register-table';
import type { DataTableColumn } from '../../../components/ui/data-table';
import { formatKg } from '../../../lib/format';

/**
 * SPEC §2 columns: Nome do Produto, Código (SKU), Estoque, Unidade, then Ações; Estoque is the sum, and the own
 * stock and the clients' material in the company's possession follow apart (issue 24).
 */
const COLUMNS: DataTableColumn<TProduto>[] = [
  { key: 'nome', header: 'Nome do Produto', render: (p) => p.nome },
  { key: 'sku', header: 'Código (SKU)', render: (p) => p.codigo_interno },
  { key: 'estoque', header: 'Estoque', align: 'right', render: (p) => formatKg(p.estoque_atual) },
  { key: 'unidade', header: 'Unidade', render: (p) => p.unidade_medida },
  { key: 'proprio', header: 'Próprio', align: 'right', render: (p) => formatKg(p.estoque_proprio_kg) },
  {
    key: 'terceiros',
    header: 'De Clientes',
    align: 'right',
    render: (p) => formatKg(p.estoque_terceiros_kg),
  },
];

export function ProdutosTable(props: RegisterTableProps<TProduto>) {
  return <RegisterTable caption="Produtos" columns={COLUMNS} {...props} />;
}
