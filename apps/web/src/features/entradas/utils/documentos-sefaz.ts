import type { TDocumentoDistribuido, TEstadoDistribuicao } from '@erp/contracts/distribuicao-dfe';
import type { StatusTone } from '../../../components/ui/status-badge';
import { isApiError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { FUSO_NFE } from './fuso-nfe';

export type AcaoDocumentoSefaz = 'ciencia' | 'baixar-xml' | 'importar';

/**
 * What a line offers: a summary of a valid note asks for the Ciência da Operação, then for its XML by key;
 * a full note not imported yet (products missing, refused, or left by an interrupted query) goes through the
 * import flow.
 */
export function acaoDoDocumento(d: TDocumentoDistribuido): AcaoDocumentoSefaz | null {
  if (d.tipo === 'resNFe' && d.situacao !== 'Cancelada') {
    if (d.status === 'Resumo') return 'ciencia';
    if (d.status === 'Ciência enviada') return 'baixar-xml';
  }
  const isValida = d.situacao !== 'Cancelada' && d.situacao !== 'Denegada';
  if (
    d.tipo === 'procNFe' &&
    isValida &&
    ['Produtos não cadastrados', 'XML disponível', 'Falha'].includes(d.status)
  ) {
    return 'importar';
  }
  return null;
}

export const TOM_DO_STATUS: Record<TDocumentoDistribuido['status'], StatusTone> = {
  Resumo: 'info',
  'Ciência enviada': 'info',
  'XML disponível': 'warning',
  Importada: 'success',
  'Produtos não cadastrados': 'warning',
  Falha: 'danger',
  Evento: 'neutral',
};

/** The company's place in the distribution, in Brasília time (dd/mm/aaaa HH:mm). */
export function textosDoEstado(estado: TEstadoDistribuicao, agora = new Date()) {
  const proxima = estado.proxima_consulta_em;
  const isAguardando = proxima !== null && Date.parse(proxima) > agora.getTime();
  return {
    ultimaConsulta: estado.ultima_consulta_em ? formatDateTime(estado.ultima_consulta_em, FUSO_NFE) : 'Nunca',
    proximaConsulta: isAguardando ? formatDateTime(proxima, FUSO_NFE) : 'Agora',
    ultimaResposta: estado.c_stat ? `${estado.c_stat} - ${estado.x_motivo ?? ''}`.trim() : null,
    isAguardando,
  };
}

/**
 * A failure as the alert shows it: the server's Portuguese message (SEFAZ unavailable, the hour to wait, a
 * note already imported) with SEFAZ's reason when it sent one, or `fallback` when the server gave none.
 */
export function mensagemDaFalha(error: unknown, fallback: string): string {
  if (!isApiError(error) || !error.message || (error.status >= 500 && error.status !== 503)) return fallback;
  const motivo = error.detailsText;
  return motivo && error.status !== 503 ? `${error.message} Motivo: ${motivo}` : error.message;
}

/** 'Manifestar' on a line of 'Documentos na SEFAZ': the note as the dialog names it, with its manifestações. */
export function alvoDaManifestacao(d: TDocumentoDistribuido & { chave_acesso: string }) {
  return {
    id: d.id,
    origem: 'documento' as const,
    descricao: `NF-e ${d.chave_acesso} de ${d.emitente_nome ?? d.emitente_cpf_cnpj ?? ''}`,
    manifestacoes: d.manifestacoes,
  };
}
