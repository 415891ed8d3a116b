import type { TPerdaLinha, TRelatorioPerdas } from '@erp/contracts/producao';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EMPTY_VALUE, formatDecimal, formatPercent } from '../../../lib/format';

const kg = (valor: string) => `${formatDecimal(valor, 3)} kg`;

const columns: DataTableColumn<TPerdaLinha>[] = [
  { key: 'cliente', header: 'Cliente', render: (l) => l.nome_razao_social },
  { key: 'produto', header: 'Produto', render: (l) => `[${l.codigo_produto}] ${l.nome_produto}` },
  { key: 'entrada', header: 'Entrada', align: 'right', render: (l) => kg(l.entrada_kg) },
  { key: 'saida', header: 'Saída', align: 'right', render: (l) => kg(l.saida_kg) },
  { key: 'perda', header: 'Perda', align: 'right', render: (l) => kg(l.perda_kg) },
  { key: 'nao_aplicado', header: 'Não aplicado', align: 'right', render: (l) => kg(l.nao_aplicado_kg) },
  { key: 'percentual', header: 'Perda %', align: 'right', render: (l) => formatPercent(l.perda_percentual) },
  {
    key: 'acordado',
    header: 'Acordado %',
    align: 'right',
    render: (l) =>
      l.perda_normal_percentual === null ? EMPTY_VALUE : formatPercent(l.perda_normal_percentual),
  },
  { key: 'ordens', header: 'Ordens', align: 'right', render: (l) => l.ordens },
  {
    key: 'acima',
    header: 'Acima do acordado',
    align: 'right',
    render: (l) => <span className={l.ordens_acima > 0 ? 'valor--pagar' : undefined}>{l.ordens_acima}</span>,
  },
];

type PerdasTableProps = { relatorio: TRelatorioPerdas | undefined; isLoading: boolean };

/**
 * One row per client and input product of the orders closed in the period: kg in, out (outputs and sucata), lost
 * and not applied (to the gram, as the orders close), the loss against the agreement today and the orders closed
 * above it; the whole period's totals under the page.
 */
export function PerdasTable({ relatorio, isLoading }: PerdasTableProps) {
  const t = relatorio?.totais;
  return (
    <DataTable
      caption="Perdas por Cliente e Produto"
      isCaptionHidden
      columns={columns}
      rows={relatorio?.data}
      getRowKey={(l) => `${l.id_cliente}-${l.id_produto}`}
      isLoading={isLoading}
      emptyMessage="Nenhuma ordem concluída no período."
      footer={
        t &&
        relatorio.totalItems > 0 && (
          <tr className="relatorio-total">
            <th scope="row" colSpan={2}>
              Total do período
            </th>
            <td className="num" data-label="Entrada">
              {kg(t.entrada_kg)}
            </td>
            <td className="num" data-label="Saída">
              {kg(t.saida_kg)}
            </td>
            <td className="num" data-label="Perda">
              {kg(t.perda_kg)}
            </td>
            <td className="num" data-label="Não aplicado">
              {kg(t.nao_aplicado_kg)}
            </td>
            <td className="num" data-label="Perda %">
              {formatPercent(t.perda_percentual)}
            </td>
            <td />
            <td className="num" data-label="Ordens">
              {t.ordens}
            </td>
            <td className="num" data-label="Acima do acordado">
              {t.ordens_acima}
            </td>
          </tr>
        )
      }
    />
  );
}
