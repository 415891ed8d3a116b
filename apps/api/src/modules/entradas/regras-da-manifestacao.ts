import { DESCRICAO_MANIFESTACAO, isConclusiva, type TTipoManifestacao } from '@erp/contracts/manifestacoes';

/**
 * What the Ambiente Nacional would refuse, refused here first (NT 2012.002, 6.3.8), so a click never spends a
 * request to learn it: the reason in Portuguese, or undefined when the event may go.
 * - the same event again: 573 (duplicidade de evento);
 * - Ciência after a conclusive manifestação (Confirmação, Desconhecimento, Operação não Realizada): 655;
 * - Ciência (650) or Desconhecimento (651) of a note cancelled or denied at SEFAZ;
 * - a second conclusive manifestação: SEFAZ accepts it as a rectification (the last one counts), but here the
 *   first conclusive word is final, as 'Confirmar Recebimento' always was (SPEC §4: irreversible). A rectification
 *   is a deliberate act of the accountant, not a row action.
 * Deadlines (596) are left to SEFAZ, whose answer is shown: they changed by Ajuste SINIEF more than once.
 */
export function conferirManifestacao(
  tipo: TTipoManifestacao,
  registradas: readonly string[],
  situacaoNaSefaz: string | null,
): string | undefined {
  if (registradas.includes(tipo)) {
    return tipo === '210200'
      ? 'Esta nota já teve o recebimento confirmado.'
      : `O evento ${DESCRICAO_MANIFESTACAO[tipo]} desta nota já foi registrado.`;
  }
  const conclusiva = registradas.find(isConclusiva) as TTipoManifestacao | undefined;
  if (conclusiva && tipo === '210210') {
    return `Esta nota já tem a manifestação conclusiva (${DESCRICAO_MANIFESTACAO[conclusiva]}); a Ciência da Operação não cabe depois dela.`;
  }
  if (conclusiva) {
    return `Esta nota já tem a manifestação conclusiva (${DESCRICAO_MANIFESTACAO[conclusiva]}); ela não é substituída.`;
  }
  const isCanceladaOuDenegada = situacaoNaSefaz === 'Cancelada' || situacaoNaSefaz === 'Denegada';
  if (isCanceladaOuDenegada && (tipo === '210210' || tipo === '210220')) {
    return `Esta NF-e está ${situacaoNaSefaz === 'Cancelada' ? 'cancelada' : 'denegada'} na SEFAZ, que não registra o evento ${DESCRICAO_MANIFESTACAO[tipo]} dela.`;
  }
  return undefined;
}
