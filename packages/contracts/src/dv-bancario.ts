/**
 * Check digits of agência and conta, per bank (FEBRABAN code). Each bank publishes its own rule; a bank not
 * listed here is checked for format only (digits, one check character), since a wrong rule would refuse real
 * accounts.
 *
 * - 001 Banco do Brasil: agência 4 digits + DV, conta up to 8 digits + DV; both módulo 11 with weights 2..9 from
 *   the right, remainder 10 -> 'X', 11 -> '0'.
 * - 237 Bradesco: agência 4 digits + DV (módulo 11, weights 2..5, 10 -> 'P'), conta up to 7 digits + DV
 *   (módulo 11, weights 2..7 from the right, 10 -> 'P', 11 -> '0').
 * - 341 Itaú: agência 4 digits without DV; conta 5 digits + DAC, módulo 10 over agência and conta together.
 * - 756 Sicoob and every other bank: format only.
 */

export type ContaSeparada = { numero: string; dv: string };

/** "12345-6", "12345 6" or "123456" (last character is the DV) into its number and DV, upper-cased. */
export function separarDv(valor: string): ContaSeparada | null {
  const limpo = valor.trim().toUpperCase().replace(/[.\s]/g, '');
  const m = /^(\d{1,12})-?([0-9XP])$/.exec(limpo);
  if (!m?.[1] || !m[2]) return null;
  return { numero: m[1], dv: m[2] };
}

function somaModulo11(numero: string, pesoMaximo: number): number {
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i -= 1) {
    soma += Number(numero[i]) * peso;
    peso = peso === pesoMaximo ? 2 : peso + 1;
  }
  return soma;
}

/** Módulo 11 DV: 11 - (soma mod 11), with 10 read as `dez` and 11 as '0'. */
export function dvModulo11(numero: string, pesoMaximo: number, dez: 'X' | 'P'): string {
  const dv = 11 - (somaModulo11(numero, pesoMaximo) % 11);
  if (dv === 11) return '0';
  if (dv === 10) return dez;
  return String(dv);
}

/** Módulo 10 DAC (weights 2,1,2,1... from the right, products above 9 summed by their digits). */
export function dvModulo10(numero: string): string {
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i -= 1) {
    const produto = Number(numero[i]) * peso;
    soma += produto > 9 ? produto - 9 : produto;
    peso = peso === 2 ? 1 : 2;
  }
  return String((10 - (soma % 10)) % 10);
}

export const MENSAGEM_AGENCIA_INVALIDA = 'Agência inválida (dígito verificador não confere).';
export const MENSAGEM_CONTA_INVALIDA = 'Conta inválida (dígito verificador não confere).';

/** The agência as stored, "NNNN" or "NNNN-D", or the message of what is wrong with it. */
export function normalizarAgencia(banco: string, valor: string): { agencia: string } | { erro: string } {
  const limpo = valor.trim().toUpperCase().replace(/\s/g, '');
  const m = /^(\d{1,5})(?:-([0-9XP]))?$/.exec(limpo);
  if (!m?.[1]) return { erro: 'Agência no formato 1234 ou 1234-5.' };
  const numero = m[1].padStart(4, '0');
  const dv = m[2];
  if (banco === '341' && dv !== undefined) return { erro: 'A agência do Itaú não tem dígito verificador.' };
  if ((banco === '001' || banco === '237') && numero.length !== 4)
    return { erro: 'A agência tem 4 dígitos.' };
  if (dv !== undefined && banco === '001' && dvModulo11(numero, 9, 'X') !== dv) {
    return { erro: MENSAGEM_AGENCIA_INVALIDA };
  }
  if (dv !== undefined && banco === '237' && dvModulo11(numero, 9, 'P') !== dv) {
    return { erro: MENSAGEM_AGENCIA_INVALIDA };
  }
  return { agencia: dv === undefined ? numero : `${numero}-${dv}` };
}

/** The conta as stored, "NNNNN-D", or the message of what is wrong with it; the agência counts for Itaú. */
export function normalizarConta(
  banco: string,
  agencia: string,
  valor: string,
): { conta: string } | { erro: string } {
  const partes = separarDv(valor);
  if (!partes) return { erro: 'Conta no formato 12345-6 (com o dígito verificador).' };
  const { dv } = partes;
  let { numero } = partes;
  if (banco === '001') {
    if (numero.length > 8) return { erro: 'A conta do Banco do Brasil tem até 8 dígitos.' };
    if (dvModulo11(numero, 9, 'X') !== dv) return { erro: MENSAGEM_CONTA_INVALIDA };
  } else if (banco === '237') {
    if (numero.length > 7) return { erro: 'A conta do Bradesco tem até 7 dígitos.' };
    if (dvModulo11(numero, 7, 'P') !== dv) return { erro: MENSAGEM_CONTA_INVALIDA };
  } else if (banco === '341') {
    if (numero.length > 5) return { erro: 'A conta do Itaú tem 5 dígitos.' };
    numero = numero.padStart(5, '0');
    if (dvModulo10(`${agencia.slice(0, 4)}${numero}`) !== dv) return { erro: MENSAGEM_CONTA_INVALIDA };
  }
  return { conta: `${numero}-${dv}` };
}
