import type { TNfeListaItem } from '@erp/contracts/nfe-documento';
import { CANCELAMENTO_PENDENTE, DIVERGENTE_DA_SEFAZ } from '@erp/contracts/nfe-operacao';

export const SEM_NUMERO = 'N/A';

/** SPEC §2: '123 / 1', or 'N/A' for a note that has no number yet (a draft never sent). */
export function numeroESerie(nota: Pick<TNfeListaItem, 'numero_nfe' | 'serie_nfe'>): string {
  if (nota.numero_nfe === null) return SEM_NUMERO;
  return `${nota.numero_nfe} / ${nota.serie_nfe ?? SEM_NUMERO}`;
}

/**
 * A note SEFAZ rejected goes back to Rascunho with the code and reason (c_stat, x_motivo): 'Rejeitada: 204 -
 * Duplicidade de NF-e', so the user knows what to correct before emitting again. Null for any other note.
 */
export function textoRejeicao(nota: Pick<TNfeListaItem, 'status' | 'c_stat' | 'x_motivo'>): string | null {
  if (nota.status !== 'Rascunho' || !nota.c_stat) return null;
  return nota.x_motivo ? `Rejeitada: ${nota.c_stat} - ${nota.x_motivo}` : `Rejeitada: ${nota.c_stat}`;
}

/**
 * What the list says of a cancellation: one sent and not answered yet ('Cancelamento pendente', settled by the
 * server on its own), or why SEFAZ refused the last one asked of a note that is still Autorizada. Null otherwise.
 */
export function textoDoCancelamento(
  nota: Pick<TNfeListaItem, 'status' | 'recusa_cancelamento'>,
): string | null {
  if (nota.status === CANCELAMENTO_PENDENTE) {
    return 'A SEFAZ ainda não respondeu; a situação será atualizada automaticamente.';
  }
  if (nota.status === 'Autorizada' && nota.recusa_cancelamento) {
    return `Cancelamento recusado: ${nota.recusa_cancelamento}`;
  }
  return null;
}

/** The badge of a note that went out in SVC contingency ('Contingência SVC-AN'); null for a normal one. */
export function seloDeContingencia(nota: Pick<TNfeListaItem, 'contingencia'>): string | null {
  return nota.contingencia ? `Contingência ${nota.contingencia}` : null;
}

/** Under a note waiting for an autorizador that does not answer: what SEFAZ said, and the way out. */
export function textoDaEspera(
  nota: Pick<TNfeListaItem, 'status' | 'x_motivo' | 'contingencia_disponivel'>,
): string | null {
  if (nota.status !== 'Processando' || !nota.contingencia_disponivel) return null;
  const motivo = nota.x_motivo ? ` (${nota.x_motivo})` : '';
  return `A SEFAZ não respondeu${motivo}. Pode ser emitida em contingência (${nota.contingencia_disponivel}).`;
}

/**
 * Under a note SEFAZ holds with another XML ('Divergente da SEFAZ'): what to do, as the server wrote it
 * (x_motivo: recover the authorised XML by DistDFe or the consultation). Null for any other note.
 */
export function textoDaDivergencia(nota: Pick<TNfeListaItem, 'status' | 'x_motivo'>): string | null {
  if (nota.status !== DIVERGENTE_DA_SEFAZ) return null;
  return (
    nota.x_motivo ??
    'A SEFAZ tem esta chave com outro XML: recupere o XML autorizado pela distribuição (DistDFe) ou pela consulta.'
  );
}

/** A note whose final status is still to come from SEFAZ: the list asks again until it arrives. */
export const isAguardandoSefaz = (nota: Pick<TNfeListaItem, 'status'>) =>
  nota.status === 'Processando' || nota.status === CANCELAMENTO_PENDENTE;

export type AcoesDaNota = {
  /** Rascunho: 'Pré-visualizar', 'Editar', 'Emitir', 'Excluir'. */
  isRascunho: boolean;
  hasDanfe: boolean;
  hasXml: boolean;
  /** An authorised note still inside its cancellation window. */
  podeCancelar: boolean;
  /** 'Carta de Correção': only an authorised note takes one (a cancelled one no longer exists for SEFAZ). */
  podeCorrigir: boolean;
  /** 'Emitir em contingência': a note waiting for an autorizador that does not answer, as the server says. */
  podeEmitirEmContingencia: boolean;
};

/**
 * SPEC §4: a Rascunho can be previewed, edited, emitted or deleted; an Autorizada downloaded, corrected by a
 * Carta de Correção or cancelled (while the server still allows it). The DANFE and XML of a Cancelada or Denegada note stay downloadable:
 * they are the fiscal record the accountant keeps.
 */
export function acoesDaNota(
  nota: Pick<
    TNfeListaItem,
    'status' | 'caminho_pdf' | 'caminho_xml' | 'cancelavel_ate' | 'contingencia_disponivel'
  >,
): AcoesDaNota {
  const temArquivos = nota.status !== 'Rascunho' && nota.status !== 'Processando';
  return {
    isRascunho: nota.status === 'Rascunho',
    hasDanfe: temArquivos && Boolean(nota.caminho_pdf),
    hasXml: temArquivos && Boolean(nota.caminho_xml),
    podeCancelar: nota.status === 'Autorizada' && nota.cancelavel_ate !== null,
    podeCorrigir: nota.status === 'Autorizada',
    podeEmitirEmContingencia: nota.status === 'Processando' && nota.contingencia_disponivel !== null,
  };
}

/**
 * The API gives file addresses as '/api/nfe/12/danfe'; the api client adds '/api' itself and sends the token.
 * An absolute address of this same site is reduced to its path.
 */
export function caminhoDaApi(endereco: string): string {
  const url = new URL(endereco, 'http://localhost');
  const caminho = `${url.pathname}${url.search}`;
  return caminho.startsWith('/api/') ? caminho.slice('/api'.length) : caminho;
}

/** The name a downloaded DANFE or XML gets: the access key, as SEFAZ names its files. */
export function nomeDoArquivo(
  nota: Pick<TNfeListaItem, 'id' | 'chave_acesso'>,
  tipo: 'danfe' | 'xml',
): string {
  const base = nota.chave_acesso ?? `nfe-${nota.id}`;
  return tipo === 'danfe' ? `${base}-danfe.pdf` : `${base}-nfe.xml`;
}
