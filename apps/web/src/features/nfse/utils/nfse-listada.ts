import { CANCELAMENTO_PENDENTE } from '@erp/contracts/nfe-operacao';
import type { TNfseListaItem } from '@erp/contracts/nfse';

export const SEM_NUMERO = 'N/A';

/** The number the Sefin Nacional gave the NFS-e, or N/A before it is authorised (a rejection never gets one). */
export function numeroDaNfse(nota: Pick<TNfseListaItem, 'numero_nfse'>): string {
  return nota.numero_nfse ?? SEM_NUMERO;
}

/** The DPS the ERP numbered and sent: '1 / 42' (série / número). */
export function serieENumeroDps(nota: Pick<TNfseListaItem, 'serie_dps' | 'numero_dps'>): string {
  return `${nota.serie_dps} / ${nota.numero_dps}`;
}

/**
 * The national code and message of a refused DPS ('Rejeitada: E0160 - No mês de competência ...'), so the user
 * knows what to correct before emitting again; for a note still Processando, why it waits; for a cancellation,
 * that the Sefin has not answered yet, or why it refused the last one asked. Null otherwise.
 */
export function motivoDaSituacao(
  nota: Pick<TNfseListaItem, 'status' | 'c_stat' | 'mensagem'> &
    Partial<Pick<TNfseListaItem, 'recusa_cancelamento'>>,
): string | null {
  if (nota.status === 'Rejeitada') {
    const partes = [nota.c_stat, nota.mensagem].filter(Boolean).join(' - ');
    return partes ? `Rejeitada: ${partes}` : 'Rejeitada pela Sefin Nacional.';
  }
  if (nota.status === 'Processando') return nota.mensagem;
  if (nota.status === CANCELAMENTO_PENDENTE) {
    return 'A Sefin Nacional ainda não respondeu; a situação será atualizada automaticamente.';
  }
  if (nota.status === 'Autorizada' && nota.recusa_cancelamento) {
    return `Cancelamento recusado: ${nota.recusa_cancelamento}`;
  }
  return null;
}

/** An NFS-e whose final status is still to come from the Sefin: the list asks again until it arrives. */
export const isAguardandoSefin = (nota: Pick<TNfseListaItem, 'status'>) =>
  nota.status === 'Processando' || nota.status === CANCELAMENTO_PENDENTE;

export type AcoesDaNfse = { hasDanfse: boolean; hasXml: boolean; podeCancelar: boolean };

/**
 * An authorised NFS-e is downloaded or cancelled (while the server allows it); a cancelled one keeps its DANFSe
 * and XML, the fiscal record the accountant keeps. A rejected or pending DPS has no NFS-e to download.
 */
export function acoesDaNfse(
  nota: Pick<TNfseListaItem, 'status' | 'caminho_pdf' | 'caminho_xml' | 'cancelavel'>,
): AcoesDaNfse {
  const temArquivos =
    nota.status === 'Autorizada' || nota.status === 'Cancelada' || nota.status === CANCELAMENTO_PENDENTE;
  return {
    hasDanfse: temArquivos && Boolean(nota.caminho_pdf),
    hasXml: temArquivos && Boolean(nota.caminho_xml),
    podeCancelar: nota.status === 'Autorizada' && nota.cancelavel,
  };
}

/** The API gives file addresses as '/api/nfse/12/danfse'; the api client adds '/api' itself and sends the token. */
export function caminhoDaApi(endereco: string): string {
  const url = new URL(endereco, 'http://localhost');
  const caminho = `${url.pathname}${url.search}`;
  return caminho.startsWith('/api/') ? caminho.slice('/api'.length) : caminho;
}

export type TipoArquivoNfse = 'danfse' | 'xml';

/** A downloaded file is named after the NFS-e's access key (50 digits), as the national portal names it. */
export function nomeDoArquivo(
  nota: Pick<TNfseListaItem, 'id' | 'chave_acesso'>,
  tipo: TipoArquivoNfse,
): string {
  const base = nota.chave_acesso ?? `nfse-${nota.id}`;
  return tipo === 'danfse' ? `${base}-danfse.pdf` : `${base}-nfse.xml`;
}
