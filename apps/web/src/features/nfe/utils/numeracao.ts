import type { TNfeEvento } from '@erp/contracts/nfe-documento';

/** Event type of the Carta de Correção (CC-e) in the NF-e manual. */
export const TIPO_CARTA_CORRECAO = '110110';

/** The note's correction letters, in their sequence (nSeqEvento). */
export function cartasDeCorrecao(eventos: readonly TNfeEvento[]): TNfeEvento[] {
  return eventos
    .filter((e) => e.tipo_evento === TIPO_CARTA_CORRECAO)
    .sort((a, b) => a.sequencia - b.sequencia);
}

type Faixa = { numero_inicial: number; numero_final: number };

/** '12', or '12 a 15' for a range of numbers. */
export function textoFaixa({ numero_inicial, numero_final }: Faixa): string {
  return numero_inicial === numero_final ? String(numero_inicial) : `${numero_inicial} a ${numero_final}`;
}

/** The confirmation before voiding: SEFAZ registers an inutilização for good. */
export function perguntaInutilizacao(serie: number, faixa: Faixa): string {
  const numeros =
    faixa.numero_inicial === faixa.numero_final
      ? `o número ${textoFaixa(faixa)}`
      : `os números ${textoFaixa(faixa)}`;
  return `Tem certeza que deseja inutilizar ${numeros} da série ${serie}? Esta ação não pode ser desfeita.`;
}
