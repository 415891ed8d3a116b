import type { TEstoqueLinha, TRelatorioEstoque } from '@erp/contracts/relatorios';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatBRL, formatDecimal, formatKg } from '../../../lib/format';

type EstoqueTableProps = {
  linhas: TEstoqueLinha[] | undefined;
  /** The total of every product of the filter, not only of this page. */
  totalEstoqueKg: string | undefined;
  /** The filter's own kg, clients' kg and own stock value (issue 24). */
  totais?: Pick<
    TRelatorioEstoque,
    'totalEstoqueProprioKg' | 'totalEstoqueTerceirosKg' | 'valorEstoqueProprio'
  >;
  isLoading: boolean;
  emptyMessage: string;
};

/** R$ per kg with its 4 places, as the report gives the average cost: "R$ 8,5900/kg". */
const formatCustoKg = (valor: string) => `R$ ${formatDecimal(valor, 4)}/kg`;

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
  {
    key: 'terceiros',
    header: 'Estoque de Terceiros',
    align: 'right',
    render: (p) => formatKg(p.estoque_terceiros_kg),
  },
  { key: 'custo', header: 'Custo Médio', align: 'right', render: (p) => formatCustoKg(p.custo_medio_kg) },
  {
    key: 'valor',
    header: 'Valor do Estoque Próprio',
    align: 'right',
    render: (p) => formatBRL(p.valor_estoque_proprio),
  },
];

/**
 * The stock position: everything in stock, the part that belongs to clients (balances of their remessas
 * still to be returned), the company's own stock at its weighted average cost and the clients' material in the
 * company's possession (own + clients' = total), with the grand totals of the filter.
 */
export function EstoqueTable({ linhas, totalEstoqueKg, totais, isLoading, emptyMessage }: EstoqueTableProps) {
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
            <td />
            <td className="num">{totais && formatKg(totais.totalEstoqueProprioKg)}</td>
            <td className="num">{totais && formatKg(totais.totalEstoqueTerceirosKg)}</td>
            <td />
            <td className="num">{totais && formatBRL(totais.valorEstoqueProprio)}</td>
          </tr>
        )
      }
    />
  );
}
