import { dvModulo10 } from '@erp/contracts/dv-bancario';
import { arredondarCentavos, Decimal } from '@erp/fiscal/decimal';

/**
 * The parts every bank shares (FEBRABAN, "Layout padrão de arrecadação/boleto de pagamento", and the bank's own
 * boleto specifications): the 44-position barcode and the 47-digit linha digitável built from it.
 *
 * Barcode: 1-3 banco, 4 moeda (9 = real), 5 DV geral (módulo 11), 6-9 fator de vencimento, 10-19 valor in
 * cents, 20-44 the bank's campo livre (bancos/*.ts).
 */

const DIA_MS = 86_400_000;
/** Day 0 of the fator de vencimento (BACEN Carta-Circular 2.926): 07/10/1997. */
const BASE_FATOR = Date.UTC(1997, 9, 7);
/** The largest amount the 10 positions hold: R$ 99.999.999,99. */
const MAIOR_VALOR_CENTAVOS = new Decimal('9999999999');

/**
 * Days since 07/10/1997, in 4 digits. 9999 was reached on 21/02/2025, and FEBRABAN restarted the count: from
 * 22/02/2025 the fator is 1000 again and grows one a day, every 9 000 days. Dates before 03/07/2000 (fator 1000
 * of the first cycle) are refused: no boleto of this product is due then.
 */
export function fatorVencimento(vencimento: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(vencimento);
  if (!m) throw new Error(`vencimento inválido: ${vencimento}`);
  const dias = Math.round((Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - BASE_FATOR) / DIA_MS);
  if (dias < 1000) throw new Error(`vencimento anterior a 03/07/2000: ${vencimento}`);
  return String(((dias - 1000) % 9000) + 1000);
}

/** The amount in cents, 10 digits; rounded to cents half up, as every amount of the product. */
export function valorDoCodigo(valor: string): string {
  const centavos = arredondarCentavos(new Decimal(valor)).times(100);
  if (centavos.isNegative() || centavos.greaterThan(MAIOR_VALOR_CENTAVOS)) {
    throw new Error(`valor fora do que o código de barras comporta: ${valor}`);
  }
  return centavos.toFixed(0).padStart(10, '0');
}

/** DV geral: módulo 11, weights 2..9 from the right; a result of 0, 10 or 11 is written 1. */
export function dvGeral(semDv: string): string {
  let soma = 0;
  let peso = 2;
  for (let i = semDv.length - 1; i >= 0; i -= 1) {
    soma += Number(semDv[i]) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  const dv = 11 - (soma % 11);
  return dv === 0 || dv === 10 || dv === 11 ? '1' : String(dv);
}

export type DadosDoCodigo = { banco: string; vencimento: string; valor: string; campoLivre: string };

export function montarCodigoBarras({ banco, vencimento, valor, campoLivre }: DadosDoCodigo): string {
  if (!/^\d{3}$/.test(banco) || !/^\d{25}$/.test(campoLivre)) {
    throw new Error(`banco ou campo livre inválido: ${banco} ${campoLivre}`);
  }
  const semDv = `${banco}9${fatorVencimento(vencimento)}${valorDoCodigo(valor)}${campoLivre}`;
  return `${semDv.slice(0, 4)}${dvGeral(semDv)}${semDv.slice(4)}`;
}

/**
 * The 47 digits typed at a bank's counter: three fields of the banco, moeda and campo livre, each with its
 * módulo 10 DV, then the DV geral, then fator and valor.
 */
export function linhaDigitavel(codigoBarras: string): string {
  const livre = codigoBarras.slice(19);
  const campo1 = `${codigoBarras.slice(0, 4)}${livre.slice(0, 5)}`;
  const campo2 = livre.slice(5, 15);
  const campo3 = livre.slice(15, 25);
  return [
    campo1,
    dvModulo10(campo1),
    campo2,
    dvModulo10(campo2),
    campo3,
    dvModulo10(campo3),
    codigoBarras.slice(4, 5),
    codigoBarras.slice(5, 19),
  ].join('');
}
