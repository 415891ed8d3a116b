import type { TEstoqueLinha } from '@erp/contracts/relatorios';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatKg } from '../../../lib/format';

type EstoqueTableProps = {
  linhas: TEstoqueLinha[] | undefined;
  /** The total of every product of the filter, not only of this page. */
  totalEstoqueKg: string | undefined;
  isLoading: boolean;
  emptyMessage: string;
};

const columns: DataTableColumn<TEstoqueLinha>[] = [
  { key: 'produto', header: 'Produto', render: (p) => p.nome },
  { key: 'sku', header: 'Código (SKU)', render: (p) => p.codigo_interno },
  { key: 'unidade', header: 'Unidade', render: (p) => p.unidade_medida },
  { key: 'estoque', header: 'Estoque Total', align: 'right', render: (p) => formatKg(p.estoque_kg) },
  {
    key: 'clientes',
    header: 'Material de Clientes',
    align: 'right',
    render: (p) => formatKg(p.saldo_clientes_kg),
  },
  {
    key: 'proprio',
    header: 'Estoque Próprio',
    align: 'right',
    render: (p) => formatKg(p.estoque_proprio_kg),
  },
];

/**
 * The stock position: everything in stock, the part that belongs to clients (balances of their remessas
 * still to be returned) and the company's own stock, with the grand total of the filter.
 */
export function EstoqueTable({ linhas, totalEstoqueKg, isLoading, emptyMessage }: EstoqueTableProps) {
  return (
    <DataTable
      caption="Posição de Estoque"
      isCaptionHidden
      columns={columns}
      rows={linhas}
      getRowKey={(p) => p.id}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
      footer={
        totalEstoqueKg !== undefined && (
          <tr className="relatorio-total">
            <th scope="row" colSpan={3}>
              Total Geral
            </th>
            <td className="num">{formatKg(totalEstoqueKg)}</td>
            <td colSpan={2} />
          </tr>
        )
      }
    />
  );
}
