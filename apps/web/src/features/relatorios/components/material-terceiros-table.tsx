import {
  rotuloDoPrazo,
  type TMaterialTerceirosLinha,
  type TSituacaoPrazo,
} from '@erp/contracts/material-terceiros';
import { Decimal } from '@erp/fiscal/decimal';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge';
import { formatDate, formatKg } from '../../../lib/format';

const TOM: Record<TSituacaoPrazo, StatusTone> = {
  no_prazo: 'success',
  a_vencer: 'warning',
  vencido: 'danger',
};

/** The deadline as one cell: the status pill, then the date it runs to (the extension is in the item's detail). */
function Prazo({ linha: l }: { linha: TMaterialTerceirosLinha }) {
  if (new Decimal(l.saldo_kg).isZero()) return <StatusBadge status="Devolvido" tone="neutral" />;
  return (
    <>
      <StatusBadge status={rotuloDoPrazo(l.dias_restantes)} tone={TOM[l.situacao]} />
      <small className="material-terceiros__sub">{`até ${formatDate(l.data_limite)}`}</small>
    </>
  );
}

/**
 * What a row needs to decide what to return or regularise, on one line per name at 1440 px: who, which item (the
 * product, under it its note and remessa), the kg still here split into reserved by orders and available, and the
 * deadline. Received, returned, the days and the extension are in the item's detail ('Detalhes').
 */
const colunas = (onHistorico: (idItem: number) => void): DataTableColumn<TMaterialTerceirosLinha>[] => [
  {
    key: 'cliente',
    header: 'Cliente',
    className: 'material-terceiros__nome',
    render: (l) => <span title={l.nome_razao_social}>{l.nome_razao_social}</span>,
  },
  {
    key: 'item',
    header: 'Item',
    className: 'material-terceiros__nome',
    render: (l) => (
      <>
        <span
          title={`[${l.codigo_produto}] - ${l.descricao}`}
        >{`[${l.codigo_produto}] - ${l.descricao}`}</span>
        <small className="material-terceiros__sub">
          {`NF ${l.numero_nf}/${l.serie} · item ${l.numero_item} · remessa ${formatDate(l.data_remessa)}`}
        </small>
      </>
    ),
  },
  { key: 'saldo', header: 'Saldo', align: 'right', render: (l) => formatKg(l.saldo_kg) },
  { key: 'reservado', header: 'Reservado', align: 'right', render: (l) => formatKg(l.reservado_kg) },
  { key: 'disponivel', header: 'Disponível', align: 'right', render: (l) => formatKg(l.disponivel_kg) },
  { key: 'prazo', header: 'Prazo', noWrap: true, render: (l) => <Prazo linha={l} /> },
  {
    key: 'detalhes',
    header: <span className="visually-hidden">Detalhes</span>,
    label: 'Detalhes',
    className: 'no-print',
    render: (l) => (
      <Button variant="ghost" size="sm" onClick={() => onHistorico(l.id_item)}>
        Detalhes
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

/** Each entry item: the kg still here (reserved and available) and how long they may stay (from the remessa's date). */
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
