import type { TOrdemResumo } from '@erp/contracts/producao';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EMPTY_VALUE, formatDate, formatKg } from '../../../lib/format';
import { StatusDaOrdem } from './status-da-ordem';

type OrdensTableProps = {
  ordens: TOrdemResumo[] | undefined;
  isLoading: boolean;
  emptyMessage: string;
  /** The ids ticked for 'Gerar NF-e de retorno' (closed orders only can be ticked). */
  selecionadas: ReadonlySet<number>;
  onSelecionar: (ordem: TOrdemResumo, isSelecionada: boolean) => void;
};

const idade = (dias: number) => (dias === 1 ? '1 dia' : `${dias} dias`);

/** One row per order: number (its detail), client, status, xPed, kg in and still reserved, opening date and age. */
export function OrdensTable({
  ordens,
  isLoading,
  emptyMessage,
  selecionadas,
  onSelecionar,
}: OrdensTableProps) {
  const columns: DataTableColumn<TOrdemResumo>[] = [
    {
      key: 'selecao',
      header: <span className="visually-hidden">Selecionar</span>,
      label: 'Selecionar',
      className: 'no-print ordens__selecao',
      render: (o) =>
        o.status === 'Concluída' ? (
          <input
            type="checkbox"
            aria-label={`Selecionar a ordem nº ${o.numero}`}
            checked={selecionadas.has(o.id)}
            onChange={(event) => onSelecionar(o, event.target.checked)}
          />
        ) : null,
    },
    {
      key: 'numero',
      header: 'Nº',
      noWrap: true,
      render: (o) => <Link to={`/producao/ordens/${o.id}`}>{`Ordem nº ${o.numero}`}</Link>,
    },
    { key: 'cliente', header: 'Cliente', render: (o) => o.nome_razao_social },
    { key: 'status', header: 'Status', render: (o) => <StatusDaOrdem status={o.status} /> },
    { key: 'xped', header: 'Pedido (xPed)', render: (o) => o.xped ?? EMPTY_VALUE },
    { key: 'entrada', header: 'Entrada', align: 'right', render: (o) => formatKg(o.quantidade_kg) },
    { key: 'reservado', header: 'Reservado', align: 'right', render: (o) => formatKg(o.reservado_kg) },
    { key: 'criada', header: 'Aberta em', noWrap: true, render: (o) => formatDate(o.created_at) },
    { key: 'idade', header: 'Idade', align: 'right', render: (o) => idade(o.idade_dias) },
  ];
  return (
    <DataTable
      caption="Ordens de Industrialização"
      isCaptionHidden
      columns={columns}
      rows={ordens}
      getRowKey={(o) => o.id}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
