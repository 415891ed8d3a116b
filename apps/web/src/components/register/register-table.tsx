import { DataTable, type DataTableColumn } from '../ui/data-table';
import { RowActions } from '../ui/row-actions';

/** What a register list hands its table: the page's rows and the row actions. */
export type RegisterTableProps<Row> = {
  rows: Row[] | undefined;
  isLoading: boolean;
  emptyMessage: string;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  /** The row whose deletion is running, if any. */
  deletingId: number | undefined;
  /** False for a row that offers no 'Excluir' (every row does when absent). */
  canDelete?: ((row: Row) => boolean) | undefined;
};

type RegisterTableOwnProps<Row> = {
  /** Names the table for screen readers, e.g. 'Produtos'. */
  caption: string;
  /** The feature's columns; 'Ações' (Editar / Excluir, SPEC §2) is appended after them. */
  columns: DataTableColumn<Row>[];
};

/** The table of a register list: the feature's columns plus the actions column. */
export function RegisterTable<Row extends { id: number }>({
  caption,
  columns,
  rows,
  isLoading,
  emptyMessage,
  onEdit,
  onDelete,
  deletingId,
  canDelete,
}: RegisterTableOwnProps<Row> & RegisterTableProps<Row>) {
  const actions: DataTableColumn<Row> = {
    key: 'acoes',
    header: 'Ações',
    className: 'no-print',
    render: (row) => (
      <RowActions
        onEdit={() => onEdit(row)}
        onDelete={canDelete?.(row) === false ? undefined : () => onDelete(row)}
        isDeleting={deletingId === row.id}
      />
    ),
  };

  return (
    <DataTable
      caption={caption}
      isCaptionHidden
      columns={[...columns, actions]}
      rows={rows}
      getRowKey={(row) => row.id}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
