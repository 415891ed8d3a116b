import type { TProduto } from '@erp/contracts/produtos';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { RowActions } from '../../../components/ui/row-actions';
import { formatKg } from '../../../lib/format';

type ProdutosTableProps = {
  produtos: TProduto[] | undefined;
  isLoading: boolean;
  emptyMessage: string;
  onEdit: (produto: TProduto) => void;
  onDelete: (produto: TProduto) => void;
  deletingId: number | undefined;
};

/** SPEC §2 columns: Nome do Produto, Código (SKU), Estoque, Unidade, Ações. */
export function ProdutosTable({
  produtos,
  isLoading,
  emptyMessage,
  onEdit,
  onDelete,
  deletingId,
}: ProdutosTableProps) {
  const columns: DataTableColumn<TProduto>[] = [
    { key: 'nome', header: 'Nome do Produto', render: (p) => p.nome },
    { key: 'sku', header: 'Código (SKU)', render: (p) => p.codigo_interno },
    { key: 'estoque', header: 'Estoque', align: 'right', render: (p) => formatKg(p.estoque_atual) },
    { key: 'unidade', header: 'Unidade', render: (p) => p.unidade_medida },
    {
      key: 'acoes',
      header: 'Ações',
      className: 'no-print',
      render: (p) => (
        <RowActions onEdit={() => onEdit(p)} onDelete={() => onDelete(p)} isDeleting={deletingId === p.id} />
      ),
    },
  ];

  return (
    <DataTable
      caption="Produtos"
      isCaptionHidden
      columns={columns}
      rows={produtos}
      getRowKey={(p) => p.id}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
