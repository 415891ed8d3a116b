import { Decimal } from '../../common/decimal.ts';

/**
 * Formatação dos valores que o próprio montador calculou (Decimal finitos e não negativos), com a mesma saída de
 * formatarValor, formatarQuantidade, formatarValorUnitario e formatarAliquota de common/decimal.ts (um teste
 * compara as duas). Aqueles conferem e copiam cada valor recebido de fora, o que custa dois terços do tempo; uma
 * nota de 10 itens formata ~250 valores, e isso aparecia no benchmark. A entrada continua passando por lerDecimal.
 */

/** Confere os dígitos inteiros no texto já arredondado (9999999999999.995 vira 10000000000000.00). */
function conferirInteiros(texto: string, digitos: number): string {
  const ponto = texto.indexOf('.');
  if ((ponto === -1 ? texto.length : ponto) > digitos) {
    throw new RangeError(`Valor ${texto} excede ${digitos} dígitos na parte inteira.`);
  }
  return texto;
}

function semZerosAlemDe(texto: string, casasMinimas: number): string {
  const ponto = texto.indexOf('.');
  let fim = texto.length;
  while (fim > ponto + 1 + casasMinimas && texto.charCodeAt(fim - 1) === 48) fim--;
  return texto.slice(0, fim);
}

function completarCasas(texto: string, casasMinimas: number): string {
  const ponto = texto.indexOf('.');
  if (ponto === -1) return casasMinimas === 0 ? texto : `${texto}.${'0'.repeat(casasMinimas)}`;
  const casas = texto.length - ponto - 1;
  return casas >= casasMinimas ? texto : texto + '0'.repeat(casasMinimas - casas);
}

/**
 * Quase todo valor calculado já vem arredondado (vProd, vICMS...): nesse caso toString, que não copia o Decimal,
 * custa um quinto de toFixed. toString usa notação exponencial abaixo de 1e-7; aí vale toFixed.
 */
function formatar(valor: Decimal, casas: number, casasMinimas: number, digitos: number): string {
  if (valor.decimalPlaces() <= casas) {
    const texto = valor.toString();
    if (!texto.includes('e')) return conferirInteiros(completarCasas(texto, casasMinimas), digitos);
  }
  const texto = conferirInteiros(valor.toFixed(casas, Decimal.ROUND_HALF_UP), digitos);
  return casasMinimas < casas ? semZerosAlemDe(texto, casasMinimas) : texto;
}

/** TDec_1302: 2 casas. */
export function xmlValor(valor: Decimal): string {
  return formatar(valor, 2, 2, 13);
}

/** TDec_1104v: 4 casas. */
export function xmlQuantidade(valor: Decimal): string {
  return formatar(valor, 4, 4, 11);
}

/** TDec_1110v: até 10 casas, no mínimo 2. */
export function xmlValorUnitario(valor: Decimal): string {
  return formatar(valor, 10, 2, 11);
}

/** TDec_0302a04: de 2 a 4 casas. */
export function xmlAliquota(valor: Decimal): string {
  return formatar(valor, 4, 2, 3);
}
