import { somarValores } from '@erp/contracts/nfe-valores';
import type { TFaturamentoCliente } from '@erp/contracts/relatorios';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { formatBRL } from '../../../lib/format';

type FaturamentoClienteTableProps = {
  linhas: TFaturamentoCliente[] | undefined;
  isLoading: boolean;
};

const columns: DataTableColumn<TFaturamentoCliente>[] = [
  { key: 'cliente', header: 'Cliente', render: (c) => c.nome_razao_social },
  { key: 'notas', header: 'Quantidade de Notas', align: 'right', render: (c) => c.quantidade_notas },
  { key: 'servicos', header: 'Serviços', align: 'right', render: (c) => formatBRL(c.faturamento_servicos) },
  { key: 'vendas', header: 'Vendas', align: 'right', render: (c) => formatBRL(c.faturamento_vendas) },
  { key: 'nfse', header: 'NFS-e', align: 'right', render: (c) => formatBRL(c.faturamento_nfse) },
  {
    key: 'faturamento',
    header: 'Faturamento Total',
    align: 'right',
    render: (c) => formatBRL(c.faturamento_total),
  },
  {
    key: 'devolvido',
    header: 'Material Devolvido',
    align: 'right',
    render: (c) => formatBRL(c.material_devolvido),
  },
];

/** The money columns, in the table's order, summed exactly in the total row. */
const VALORES = [
  'faturamento_servicos',
  'faturamento_vendas',
  'faturamento_nfse',
  'faturamento_total',
  'material_devolvido',
] as const;

/**
 * One row per client with authorised NF-e or NFS-e in the period: the revenue of the NF-e's services (5124) and
 * sales and of the NFS-e, their sum, and the client's own material sent back, for information only (never
 * revenue); the total row (SPEC §9: sum of faturamento_total).
 */
export function FaturamentoClienteTable({ linhas, isLoading }: FaturamentoClienteTableProps) {
  const notas = (linhas ?? []).reduce((soma, c) => soma + c.quantidade_notas, 0);
  return (
    <DataTable
      caption="Faturamento por Cliente"
      isCaptionHidden
      columns={columns}
      rows={linhas}
      getRowKey={(c) => c.id_cliente}
      isLoading={isLoading}
      emptyMessage="Nenhuma nota autorizada no período."
      footer={
        !isLoading && (
          <tr className="relatorio-total">
            <th scope="row">Total</th>
            <td className="num">{notas}</td>
            {VALORES.map((campo) => (
              <td key={campo} className="num">
                {formatBRL(somarValores((linhas ?? []).map((c) => c[campo])))}
              </td>
            ))}
          </tr>
        )
      }
    />
  );
}
