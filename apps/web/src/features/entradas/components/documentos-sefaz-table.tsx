import type { TDocumentoDistribuido } from '@erp/contracts/distribuicao-dfe';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table';
import { StatusBadge } from '../../../components/ui/status-badge';
import { formatBRL, formatDate } from '../../../lib/format';
import { acaoDoDocumento, TOM_DO_STATUS } from '../utils/documentos-sefaz';
import { eventosPossiveis } from '../utils/eventos-possiveis';
import { FUSO_NFE } from '../utils/fuso-nfe';
import { ManifestacoesDaNota } from './manifestacoes-da-nota';

type DocumentosSefazTableProps = {
  documentos: TDocumentoDistribuido[] | undefined;
  isLoading: boolean;
  onCiencia: (documento: TDocumentoDistribuido) => void;
  onBaixarXml: (documento: TDocumentoDistribuido) => void;
  onImportar: (documento: TDocumentoDistribuido) => void;
  /** Opens 'Manifestar' on a note (summary or full) that has no conclusive manifestação yet. */
  onManifestar: (documento: TDocumentoDistribuido) => void;
  /** The line whose action is running; the others wait. */
  ocupadoId: number | undefined;
};

const TIPO: Record<TDocumentoDistribuido['tipo'], string> = {
  resNFe: 'Resumo da NF-e',
  procNFe: 'NF-e completa',
  resEvento: 'Evento',
  procEventoNFe: 'Evento',
  outro: 'Outro documento',
};

/** The documents the Ambiente Nacional distributed to the company, one line per NF-e, with their action. */
export function DocumentosSefazTable({
  documentos,
  isLoading,
  onCiencia,
  onBaixarXml,
  onImportar,
  onManifestar,
  ocupadoId,
}: DocumentosSefazTableProps) {
  const botoes = {
    ciencia: { rotulo: 'Enviar Ciência', aoClicar: onCiencia, emAndamento: 'Enviando...' },
    'baixar-xml': { rotulo: 'Baixar XML', aoClicar: onBaixarXml, emAndamento: 'Baixando...' },
    importar: { rotulo: 'Importar', aoClicar: onImportar, emAndamento: 'Importando...' },
  } as const;
  const columns: DataTableColumn<TDocumentoDistribuido>[] = [
    {
      key: 'chave',
      header: 'Chave de Acesso',
      render: (d) => (
        <>
          <span className="documento-sefaz__chave">{d.chave_acesso ?? '—'}</span>
          <small className="documento-sefaz__tipo">{TIPO[d.tipo]}</small>
        </>
      ),
    },
    {
      key: 'emitente',
      header: 'Emitente',
      render: (d) => (
        <>
          {d.emitente_nome ?? '—'}
          {d.emitente_cpf_cnpj && <small className="documento-sefaz__tipo">{d.emitente_cpf_cnpj}</small>}
        </>
      ),
    },
    {
      key: 'valor',
      header: 'Valor',
      align: 'right',
      render: (d) => (d.valor_total === null ? '—' : formatBRL(d.valor_total)),
    },
    { key: 'emissao', header: 'Emissão', render: (d) => formatDate(d.data_emissao, FUSO_NFE) },
    {
      key: 'status',
      header: 'Status',
      render: (d) => (
        <>
          <StatusBadge status={d.status} tone={TOM_DO_STATUS[d.status]} />
          {d.situacao && d.situacao !== 'Autorizada' && <StatusBadge status={d.situacao} />}
          {d.observacao && <small className="documento-sefaz__observacao">{d.observacao}</small>}
          {d.chave_acesso && <ManifestacoesDaNota manifestacoes={d.manifestacoes} chave={d.chave_acesso} />}
        </>
      ),
    },
    {
      key: 'acoes',
      header: 'Ações',
      render: (d) => {
        const acao = acaoDoDocumento(d);
        const podeManifestar =
          (d.tipo === 'resNFe' || d.tipo === 'procNFe') && eventosPossiveis(d.manifestacoes).length > 0;
        if (!acao && !podeManifestar) return <span className="entrada-na">N/A</span>;
        const botao = acao ? botoes[acao] : undefined;
        return (
          <div className="entrada-acoes">
            {botao && (
              <Button
                size="sm"
                onClick={() => botao.aoClicar(d)}
                isLoading={ocupadoId === d.id}
                loadingText={botao.emAndamento}
                disabled={ocupadoId !== undefined}
              >
                {botao.rotulo}
              </Button>
            )}
            {podeManifestar && (
              <Button variant="secondary" size="sm" onClick={() => onManifestar(d)}>
                Manifestar
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <DataTable
      caption="Documentos na SEFAZ"
      isCaptionHidden
      columns={columns}
      rows={documentos}
      getRowKey={(d) => d.id}
      isLoading={isLoading}
      emptyMessage="Nenhum documento recebido da SEFAZ. Use 'Buscar na SEFAZ' para consultar."
    />
  );
}
