import { isSiglaUF } from '../../common/uf.ts';

/** Sul e Sudeste, menos o Espírito Santo: a origem que paga 7 % para as demais regiões (Res. Senado 22/1989). */
const SUL_SUDESTE_SEM_ES = new Set(['SP', 'RJ', 'MG', 'PR', 'SC', 'RS']);

/**
 * Origens da mercadoria (tabela A do CST, campo orig) que levam 4 % nas operações interestaduais pela Resolução do
 * Senado 13/2012: importação direta (1), adquirida no mercado interno (2) e nacionais com conteúdo de importação
 * acima de 40 % (3 e 8). As de 6 e 7 (sem similar, lista da CAMEX), 4 (PPB) e 5 (até 40 %) ficam na regra geral.
 */
const ORIGENS_4_POR_CENTO = new Set(['1', '2', '3', '8']);

/** Alíquota interestadual do ICMS (texto com 2 casas) para a origem e o destino informados. */
export function aliquotaInterestadualIcms(ufOrigem: string, ufDestino: string, orig = '0'): string {
  if (!isSiglaUF(ufOrigem) || !isSiglaUF(ufDestino)) {
    throw new RangeError(`UF inválida para alíquota interestadual: ${ufOrigem} -> ${ufDestino}.`);
  }
  if (ufOrigem === ufDestino) {
    throw new RangeError(`Operação interna (${ufOrigem}) não usa alíquota interestadual.`);
  }
  if (ORIGENS_4_POR_CENTO.has(orig)) return '4.00';
  if (SUL_SUDESTE_SEM_ES.has(ufOrigem) && !SUL_SUDESTE_SEM_ES.has(ufDestino)) return '7.00';
  return '12.00';
}
