import { randomInt } from 'node:crypto';

const LIMITE_CNF = 100_000_000;

/**
 * Código numérico da chave de acesso (ide/cNF, 8 dígitos).
 *
 * O cNF existe para que a chave não possa ser adivinhada a partir do número da nota, por isso vem de um gerador
 * criptográfico (node:crypto), e o MOC proíbe que seja igual ao nNF (comparados como números). Gere uma vez por
 * nota e guarde: um reenvio precisa da mesma chave.
 *
 * @param sortear só para testes: devolve um inteiro em [0, limite).
 */
export function gerarCNF(nNF: string | number, sortear: (limite: number) => number = randomInt): string {
  const numeroNota = Number(nNF);
  if (!Number.isSafeInteger(numeroNota) || numeroNota < 1 || numeroNota > 999_999_999) {
    throw new RangeError(`nNF inválido: "${nNF}".`);
  }
  for (;;) {
    const sorteado = sortear(LIMITE_CNF);
    if (!Number.isSafeInteger(sorteado) || sorteado < 0 || sorteado >= LIMITE_CNF) {
      throw new RangeError(`Sorteio de cNF fora do intervalo: ${sorteado}.`);
    }
    if (sorteado !== numeroNota) return String(sorteado).padStart(8, '0');
  }
}
