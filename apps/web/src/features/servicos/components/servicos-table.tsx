import type { TServico } from '@erp/contracts/servicos';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { formatBRL, formatPercent } from '../../../lib/format';

type ServicosTableProps = {
  servicos: TServico[] | undefined;
  isLoading: boolean;
  emptyMessage: string;
  onEdit: (servico: TServico) => void;
  onDelete: (servico: TServico) => void;
  deletingId: number | undefined;
};

/** SPEC §2 columns: Descrição do Serviço, Preço (kg), Código LC 116, Alíquota ISS (with %), Ações. */
export function ServicosTable({
  servicos,
  isLoading,
  emptyMessage,
  onEdit,
  onDelete,
  deletingId,
}: ServicosTableProps) {
  const columns: DataTableColumn<TServico>[] = [
    { key: 'descricao', header: 'Descrição do Serviço', render: (s) => s.descricao },
    { key: 'preco', header: 'Preço (kg)', align: 'right', render: (s) => formatBRL(s.preco) },
    { key: 'lc116', header: 'Código LC 116', render: (s) => s.codigo_lc_116 },
    { key: 'iss', header: 'Alíquota ISS', align: 'right', render: (s) => formatPercent(s.aliquota_iss) },
    {
      key: 'acoes',
      header: 'Ações',
      className: 'no-print',
      render: (s) => (
        <RowActions onEdit={() => onEdit(s)} onDelete={() => onDelete(s)} isDeleting={deletingId === s.id} />
      ),
    },
  ];

  return (
    <DataTable
      caption="Serviços"
      isCaptionHidden
      columns={columns}
      rows={servicos}
      getRowKey={(s) => s.id}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
