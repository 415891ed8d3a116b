import { type ReactNode, useId } from 'react';
import './data-table.css';

export type DataTableColumn<Row> = {
  /** Stable key of the column (React key). */
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  /** Numbers and money are right-aligned and never wrap. */
  align?: 'left' | 'right' | 'center';
  /** Extra class on the header and cells, e.g. 'no-print' on the actions column. */
  className?: string;
  /** Keeps the cell on one line (a CNPJ, a phone number), also on a phone. */
  noWrap?: boolean;
  /** The cell's name on a phone, where each row is a card; defaults to the header when it is text. */
  label?: string;
};

type DataTableProps<Row> = {
  /** Names the table for screen readers; shown above it unless `isCaptionHidden`. */
  caption: string;
  isCaptionHidden?: boolean;
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  getRowKey: (row: Row) => string | number;
  isLoading?: boolean;
  emptyMessage?: string;
  /** Extra rows under the body, e.g. a total line. */
  footer?: ReactNode;
};

export const EMPTY_TABLE_MESSAGE = 'Nenhum registro encontrado.';

function cellClass(column: { align?: string; className?: string; noWrap?: boolean }) {
  return [
    column.align === 'right' ? 'num' : '',
    column.align === 'center' ? 'center' : '',
    column.noWrap ? 'nowrap' : '',
    column.className,
  ]
    .filter(Boolean)
    .join(' ');
}

function cellLabel(column: { header: ReactNode; label?: string }): string | undefined {
  if (column.label !== undefined) return column.label;
  return typeof column.header === 'string' ? column.header : undefined;
}

export function DataTable<Row>({
  caption,
  isCaptionHidden = false,
  columns,
  rows,
  getRowKey,
  isLoading = false,
  emptyMessage = EMPTY_TABLE_MESSAGE,
  footer,
}: DataTableProps<Row>) {
  const captionId = useId();
  const hasRows = !isLoading && rows !== undefined && rows.length > 0;

  return (
    // Under 600 px each row is a card of labelled cells (data-table.css); a wide table that still overflows
    // scrolls inside its own box, and the region makes that box reachable by keyboard.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll without a mouse.
    <section className="data-table" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId} className={isCaptionHidden ? 'visually-hidden' : 'data-table__caption'}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody aria-busy={isLoading || undefined}>
          {hasRows ? (
            rows.map((row) => (
              <tr key={getRowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={cellClass(column)} data-label={cellLabel(column)}>
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={columns.length} className="data-table__message">
                {isLoading ? 'Carregando...' : emptyMessage}
              </td>
            </tr>
          )}
        </tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </section>
  );
}
