import type { TNfeListaItem } from '@erp/contracts/nfe-documento';
import { AmbienteDoDocumento } from '../../../components/ui/ambiente-do-documento';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatBRL, formatDate } from '../../../lib/format';
import {
  numeroESerie,
  seloDeContingencia,
  textoDaDivergencia,
  textoDaEspera,
  textoDoCancelamento,
  textoRejeicao,
} from '../utils/nota-listada';
import { NfeAcoes, type NfeAcoesHandlers } from './nfe-acoes';

type NfesTableProps = NfeAcoesHandlers & {
  notas: TNfeListaItem[] | undefined;
  isLoading: boolean;
  emptyMessage: string;
};

/**
 * SPEC §2 NF-e list: client, number/series, value, created date, status (coloured, with SEFAZ's rejection or the
 * state of a cancellation under it, and 'Contingência SVC-AN' beside a note that went out in the SVC) and actions.
 */
export function NfesTable({ notas, isLoading, emptyMessage, ...acoes }: NfesTableProps) {
  const columns: DataTableColumn<TNfeListaItem>[] = [
    { key: 'cliente', header: 'Cliente', render: (n) => n.nome_razao_social },
    { key: 'numero', header: 'Nº / Série', render: numeroESerie },
    { key: 'valor', header: 'Valor', align: 'right', render: (n) => formatBRL(n.valor_total_nota) },
    { key: 'criacao', header: 'Data de Criação', render: (n) => formatDate(n.created_at) },
    {
      key: 'status',
      header: 'Status',
      render: (n) => {
        const rejeicao = textoRejeicao(n);
        const cancelamento = textoDoCancelamento(n);
        const contingencia = seloDeContingencia(n);
        const espera = textoDaEspera(n);
        const divergencia = textoDaDivergencia(n);
        return (
          <>
            <StatusBadge status={n.status} />
            {n.status !== 'Rascunho' && (
              <AmbienteDoDocumento ambiente={n.ambiente} efeitosEstornadosEm={n.efeitos_estornados_em} />
            )}
            {contingencia && (
              <span className="nfe-contingencia">
                <StatusBadge status={contingencia} tone="warning" />
              </span>
            )}
            {rejeicao && <span className="nfe-rejeicao">{rejeicao}</span>}
            {espera && <span className="nfe-aviso">{espera}</span>}
            {divergencia && <span className="nfe-rejeicao">{divergencia}</span>}
            {cancelamento && (
              <span className={n.recusa_cancelamento ? 'nfe-rejeicao' : 'nfe-aviso'}>{cancelamento}</span>
            )}
          </>
        );
      },
    },
    { key: 'acoes', header: 'Ações', render: (n) => <NfeAcoes nota={n} {...acoes} /> },
  ];

  return (
    <DataTable
      caption="Notas Emitidas"
      isCaptionHidden
      columns={columns}
      rows={notas}
      getRowKey={(n) => n.id}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
