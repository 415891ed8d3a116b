import type { TContagemExportacaoContabil } from '@erp/contracts/contabilidade';
import type { ProgressoExportacao } from '../api/exportacao-contabil';
import { formatarTamanho } from './periodo-exportacao';

/** Where the download of the accountant's .zip stands. */
export type EstadoExportacao =
  | { fase: 'parado' }
  | { fase: 'baixando'; contagem: TContagemExportacaoContabil; progresso: ProgressoExportacao }
  | { fase: 'concluido'; contagem: TContagemExportacaoContabil; bytes: number }
  | { fase: 'falhou'; mensagem: string };

export type EventoExportacao =
  | { tipo: 'contou'; contagem: TContagemExportacaoContabil }
  | { tipo: 'progrediu'; progresso: ProgressoExportacao }
  | { tipo: 'concluiu'; bytes: number }
  | { tipo: 'cancelou' }
  | { tipo: 'falhou'; mensagem: string };

export const EXPORTACAO_PARADA: EstadoExportacao = { fase: 'parado' };

/**
 * The count starts the download at 0 files; progress and the end only move a download under way (a late report
 * of a cancelled one changes nothing); a cancellation goes back to the start, a failure shows its reason.
 */
export function exportacaoReducer(estado: EstadoExportacao, evento: EventoExportacao): EstadoExportacao {
  switch (evento.tipo) {
    case 'contou':
      return { fase: 'baixando', contagem: evento.contagem, progresso: { arquivos: 0, bytes: 0 } };
    case 'progrediu':
      return estado.fase === 'baixando' ? { ...estado, progresso: evento.progresso } : estado;
    case 'concluiu':
      return estado.fase === 'baixando'
        ? { fase: 'concluido', contagem: estado.contagem, bytes: evento.bytes }
        : estado;
    case 'cancelou':
      return EXPORTACAO_PARADA;
    case 'falhou':
      return { fase: 'falhou', mensagem: evento.mensagem };
  }
}

/** The documents of the period, by kind. */
export function resumoDaContagem(c: TContagemExportacaoContabil): string {
  return [
    `${c.nfe_emitidas} NF-e emitidas`,
    `${c.eventos_nfe} eventos de NF-e`,
    `${c.inutilizacoes} inutilizações`,
    `${c.nfse_emitidas} NFS-e emitidas`,
    `${c.nfe_recebidas} NF-e recebidas`,
  ].join(', ');
}

/** 'Baixando: 3 de 12 arquivos (40 KB)'. */
export function textoDoProgresso(
  contagem: TContagemExportacaoContabil,
  progresso: ProgressoExportacao,
): string {
  return `Baixando: ${progresso.arquivos} de ${contagem.arquivos} arquivos (${formatarTamanho(progresso.bytes)})`;
}

/** The notice of a finished download: the file, its size and what it holds. */
export function textoDaConclusao(contagem: TContagemExportacaoContabil, bytes: number): string {
  return `Arquivo ${contagem.nome_arquivo} gerado: ${contagem.arquivos} arquivos (${formatarTamanho(bytes)}). ${resumoDaContagem(contagem)}.`;
}
