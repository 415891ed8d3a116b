import {
  rotuloDoPrazo,
  type TMaterialTerceirosLinha,
  type TSituacaoPrazo,
} from '@erp/contracts/material-terceiros';
import { Decimal } from '@erp/fiscal/common/decimal';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';
import { formatDate, formatKg } from '../../../lib/format';

const TOM: Record<TSituacaoPrazo, StatusTone> = {
  no_prazo: 'success',
  a_vencer: 'warning',
  vencido: 'danger',
};

const colunas = (onHistorico: (idItem: number) => void): DataTableColumn<TMaterialTerceirosLinha>[] => [
  { key: 'cliente', header: 'Cliente', render: (l) => l.nome_razao_social },
  { key: 'nf', header: 'NF de Entrada', render: (l) => `${l.numero_nf}/${l.serie} · item ${l.numero_item}` },
  { key: 'produto', header: 'Produto', render: (l) => `[${l.codigo_produto}] - ${l.descricao}` },
  { key: 'remessa', header: 'Remessa', render: (l) => formatDate(l.data_remessa) },
  { key: 'recebido', header: 'Recebido', align: 'right', render: (l) => formatKg(l.recebido_kg) },
  { key: 'devolvido', header: 'Devolvido', align: 'right', render: (l) => formatKg(l.devolvido_kg) },
  { key: 'saldo', header: 'Saldo', align: 'right', render: (l) => formatKg(l.saldo_kg) },
  { key: 'dias', header: 'Dias', align: 'right', render: (l) => l.dias_decorridos },
  {
    key: 'limite',
    header: 'Data Limite',
    render: (l) => (
      <>
        {formatDate(l.data_limite)}
        {l.data_limite_prorrogada !== l.data_limite && (
          <small className="material-terceiros__prorrogacao">
            {`Prorrogável até ${formatDate(l.data_limite_prorrogada)}`}
          </small>
        )}
      </>
    ),
  },
  {
    key: 'situacao',
    header: 'Situação',
    render: (l) =>
      new Decimal(l.saldo_kg).isZero() ? (
        <StatusBadge status="Devolvido" tone="neutral" />
      ) : (
        <StatusBadge status={rotuloDoPrazo(l.dias_restantes)} tone={TOM[l.situacao]} />
      ),
  },
  {
    key: 'historico',
    header: 'Histórico',
    className: 'no-print',
    render: (l) => (
      <Button variant="ghost" size="sm" onClick={() => onHistorico(l.id_item)}>
        Ver
      </Button>
    ),
  },
];

type Props = {
  linhas: TMaterialTerceirosLinha[] | undefined;
  /** Opens the item's movements (the remessa, returns, cancellations) with their documents. */
  onHistorico: (idItem: number) => void;
  isLoading: boolean;
  emptyMessage: string;
};

/** Each entry item: kg received, returned and still here, and how long it may stay (from the remessa's date). */
export function MaterialTerceirosTable({ linhas, onHistorico, isLoading, emptyMessage }: Props) {
  return (
    <DataTable
      caption="Material de Terceiros"
      isCaptionHidden
      columns={colunas(onHistorico)}
      rows={linhas}
      getRowKey={(l) => l.id_item}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
