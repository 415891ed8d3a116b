import type { TNfeEvento } from '@erp/contracts/nfe';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format';

type CartasCorrecaoTableProps = { cartas: TNfeEvento[] | undefined; isLoading: boolean };

const COLUNAS: DataTableColumn<TNfeEvento>[] = [
  { key: 'sequencia', header: 'Seq.', align: 'right', render: (c) => c.sequencia },
  { key: 'data', header: 'Data', render: (c) => formatDateTime(c.created_at) },
  { key: 'protocolo', header: 'Protocolo', render: (c) => c.protocolo ?? EMPTY_VALUE },
  { key: 'texto', header: 'Correção', render: (c) => c.texto ?? EMPTY_VALUE },
];

/** The letters SEFAZ registered for the note; the last one is the one in force. */
export function CartasCorrecaoTable({ cartas, isLoading }: CartasCorrecaoTableProps) {
  return (
    <DataTable
      caption="Cartas de Correção registradas"
      columns={COLUNAS}
      rows={cartas}
      getRowKey={(c) => c.sequencia}
      isLoading={isLoading}
      emptyMessage="Nenhuma Carta de Correção registrada."
    />
  );
}
