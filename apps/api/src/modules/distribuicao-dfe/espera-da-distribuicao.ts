import { exigeEsperaNaDistribuicao } from '@erp/fiscal/sefaz';
/** NT 2014.002: after 137 (nothing new) or 656 (consumo indevido) the next query waits at least an hour. */
export const ESPERA_APOS_CONSULTA_MS = 60 * 60 * 1000;

/** When the next query is allowed after an answer with this cStat; null when it may follow at once (138). */
export function proximaConsultaPermitida(cStat: string, agora: Date): Date | null {
  return exigeEsperaNaDistribuicao(cStat) ? new Date(agora.getTime() + ESPERA_APOS_CONSULTA_MS) : null;
}

export function isAguardando(proximaConsultaEm: Date | null | undefined, agora: Date): boolean {
  return proximaConsultaEm != null && proximaConsultaEm.getTime() > agora.getTime();
}
