import type { TNfeEvento } from '@erp/contracts/nfe-documento';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format';
import { useDocumentoDoEvento } from '../api/documentos-do-evento';

type CartasCorrecaoTableProps = {
  cartas: TNfeEvento[] | undefined;
  isLoading: boolean;
  /** The note the letters belong to: its events' XML and DACCE are read by its id. */
  nota: { id: number; chave_acesso: string | null };
};

/** The letters SEFAZ registered for the note; the last one is the one in force. Each has its XML and DACCE. */
export function CartasCorrecaoTable({ cartas, isLoading, nota }: CartasCorrecaoTableProps) {
  const documento = useDocumentoDoEvento();
  const abrir = (c: TNfeEvento, tipo: 'xml' | 'dacce') =>
    documento.mutate({
      idNota: nota.id,
      chaveAcesso: nota.chave_acesso,
      tipoEvento: c.tipo_evento,
      sequencia: c.sequencia,
      tipo,
      // Opened on the click itself, so no popup blocker stops the PDF.
      aba: tipo === 'dacce' ? window.open('', '_blank') : null,
    });
  const colunas: DataTableColumn<TNfeEvento>[] = [
    { key: 'sequencia', header: 'Seq.', align: 'right', render: (c) => c.sequencia },
    { key: 'data', header: 'Data', render: (c) => formatDateTime(c.created_at) },
    { key: 'protocolo', header: 'Protocolo', render: (c) => c.protocolo ?? EMPTY_VALUE },
    { key: 'texto', header: 'Correção', render: (c) => c.texto ?? EMPTY_VALUE },
    {
      key: 'arquivos',
      header: 'Arquivos',
      className: 'no-print',
      render: (c) => (
        <div className="row-actions">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => abrir(c, 'xml')}
            disabled={documento.isPending}
          >
            XML
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => abrir(c, 'dacce')}
            disabled={documento.isPending}
          >
            DACCE
          </Button>
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption="Cartas de Correção registradas"
      columns={colunas}
      rows={cartas}
      getRowKey={(c) => c.sequencia}
      isLoading={isLoading}
      emptyMessage="Nenhuma Carta de Correção registrada."
    />
  );
}
