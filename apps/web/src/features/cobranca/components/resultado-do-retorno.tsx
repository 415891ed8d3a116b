import type { TOcorrenciaDoRetorno, TRetornoImportado } from '@erp/contracts/cnab';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EMPTY_VALUE, formatBRL } from '../../../lib/format';

const COLUNAS: DataTableColumn<TOcorrenciaDoRetorno>[] = [
  { key: 'ocorrencia', header: 'Ocorrência', render: (o) => `${o.codigo} - ${o.ocorrencia}` },
  { key: 'titulo', header: 'Título', render: (o) => o.titulo ?? `Nosso número ${o.nosso_numero}` },
  {
    key: 'valor',
    header: 'Valor pago',
    align: 'right',
    noWrap: true,
    render: (o) => formatBRL(o.valor_pago),
  },
  {
    key: 'juros',
    header: 'Juros/multa',
    align: 'right',
    noWrap: true,
    render: (o) => formatBRL(o.juros_multa),
  },
  { key: 'desconto', header: 'Desconto', align: 'right', noWrap: true, render: (o) => formatBRL(o.desconto) },
  { key: 'tarifa', header: 'Tarifa', align: 'right', noWrap: true, render: (o) => formatBRL(o.tarifa) },
  { key: 'resultado', header: 'Resultado', render: (o) => o.resultado || EMPTY_VALUE },
];

/** What each ocorrência of the imported file did. */
export function ResultadoDoRetorno({ retorno }: { retorno: TRetornoImportado }) {
  return (
    <DataTable
      caption={`Retorno importado: ${retorno.conta}, CNAB ${retorno.leiaute}`}
      columns={COLUNAS}
      rows={retorno.ocorrencias}
      getRowKey={(o) => o.linha}
      emptyMessage="O arquivo não trouxe ocorrências."
    />
  );
}
