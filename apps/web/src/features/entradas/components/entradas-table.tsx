import type { TEntrada } from '@erp/contracts/entradas';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatDate, formatDateTime } from '../../../lib/format';
import { FUSO_NFE } from '../utils/fuso-nfe';
import { AvisosTags } from './avisos-tags';
import { EntradaAcoes, type EntradaAcoesHandlers } from './entrada-acoes';
import { ManifestacoesDaNota } from './manifestacoes-da-nota';

type EntradasTableProps = EntradaAcoesHandlers & {
  entradas: TEntrada[] | undefined;
  isLoading: boolean;
  emptyMessage: string;
};

/** SPEC §2 'Relatório de Entradas': Cliente, Nº NF, Emissão, Data Importação, Status, Ações. */
export function EntradasTable({ entradas, isLoading, emptyMessage, ...acoes }: EntradasTableProps) {
  const columns: DataTableColumn<TEntrada>[] = [
    {
      key: 'cliente',
      header: 'Cliente',
      // A supplier's note (issue 24) lists the supplier, marked as a purchase.
      render: (e) => (
        <>
          {e.nome_razao_social}
          {e.destinos.includes('proprio') && (
            <span className="aviso-tag">{e.destinos.length > 1 ? 'Remessa e compra' : 'Compra'}</span>
          )}
        </>
      ),
    },
    { key: 'numero', header: 'Nº NF', align: 'right', render: (e) => e.numero_nf },
    { key: 'emissao', header: 'Emissão', render: (e) => formatDate(e.data_emissao, FUSO_NFE) },
    { key: 'importacao', header: 'Data Importação', render: (e) => formatDateTime(e.created_at) },
    {
      key: 'status',
      header: 'Status',
      render: (e) => (
        <>
          <StatusBadge status={e.status_manifestacao} />
          <AvisosTags avisos={e.avisos} />
          {e.assinatura_pendente && <span className="aviso-tag">Aguarda confirmação da assinatura</span>}
          <ManifestacoesDaNota manifestacoes={e.manifestacoes} chave={e.chave_acesso} />
        </>
      ),
    },
    {
      key: 'acoes',
      header: 'Ações',
      className: 'no-print',
      render: (e) => <EntradaAcoes entrada={e} {...acoes} />,
    },
  ];

  return (
    <DataTable
      caption="Relatório de Entradas"
      isCaptionHidden
      columns={columns}
      rows={entradas}
      getRowKey={(e) => e.id}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}
