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
  { key: 'nfe', header: 'NF-e', align: 'right', render: (c) => formatBRL(c.faturamento_nfe) },
  { key: 'nfse', header: 'NFS-e', align: 'right', render: (c) => formatBRL(c.faturamento_nfse) },
  {
    key: 'faturamento',
    header: 'Faturamento Total',
    align: 'right',
    render: (c) => formatBRL(c.faturamento_total),
  },
];

/**
 * One row per client with authorised NF-e or NFS-e in the period, the products' (NF-e) and the services' (NFS-e)
 * revenue apart, and the total row (SPEC §9: sum of faturamento_total).
 */
export function FaturamentoClienteTable({ linhas, isLoading }: FaturamentoClienteTableProps) {
  const notas = (linhas ?? []).reduce((soma, c) => soma + c.quantidade_notas, 0);
  const faturamento = somarValores((linhas ?? []).map((c) => c.faturamento_total));
  const nfe = somarValores((linhas ?? []).map((c) => c.faturamento_nfe));
  const nfse = somarValores((linhas ?? []).map((c) => c.faturamento_nfse));
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
            <td className="num">{formatBRL(nfe)}</td>
            <td className="num">{formatBRL(nfse)}</td>
            <td className="num">{formatBRL(faturamento)}</td>
          </tr>
        )
      }
    />
  );
}
