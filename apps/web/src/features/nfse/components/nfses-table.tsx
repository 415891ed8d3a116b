import type { TNfseListaItem } from '@erp/contracts/nfse';
import { AmbienteDoDocumento } from '../../../components/ui/ambiente-do-documento';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatBRL, formatDate } from '../../../lib/format';
import { motivoDaSituacao, numeroDaNfse, serieENumeroDps } from '../utils/nfse-listada';
import { NfseAcoes, type NfseAcoesHandlers } from './nfse-acoes';

export const NFSES_EMITIDAS = 'NFS-e Emitidas';

type NfsesTableProps = NfseAcoesHandlers & {
  notas: TNfseListaItem[] | undefined;
  isLoading: boolean;
  emptyMessage: string;
};

/** Number, tomador, value, date and status (with the Sefin's reason of a refusal), and the actions. */
export function NfsesTable({ notas, isLoading, emptyMessage, ...acoes }: NfsesTableProps) {
  const columns: DataTableColumn<TNfseListaItem>[] = [
    { key: 'numero', header: 'Nº NFS-e', render: numeroDaNfse },
    { key: 'dps', header: 'DPS (Série / Nº)', render: serieENumeroDps },
    { key: 'tomador', header: 'Tomador', render: (n) => n.nome_razao_social },
    { key: 'valor', header: 'Valor', align: 'right', render: (n) => formatBRL(n.valor_servico) },
    { key: 'liquido', header: 'Valor Líquido', align: 'right', render: (n) => formatBRL(n.valor_liquido) },
    { key: 'data', header: 'Data', render: (n) => formatDate(n.created_at) },
    {
      key: 'status',
      header: 'Status',
      render: (n) => {
        const motivo = motivoDaSituacao(n);
        return (
          <>
            <StatusBadge status={n.status} />
            <AmbienteDoDocumento ambiente={n.ambiente} efeitosEstornadosEm={n.efeitos_estornados_em} />
            {motivo && <span className="nfse-motivo">{motivo}</span>}
          </>
        );
      },
    },
    { key: 'acoes', header: 'Ações', render: (n) => <NfseAcoes nota={n} {...acoes} /> },
  ];

  return (
    <DataTable
      caption={NFSES_EMITIDAS}
      isCaptionHidden
      columns={columns}
      rows={notas}
      getRowKey={(n) => n.id}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
