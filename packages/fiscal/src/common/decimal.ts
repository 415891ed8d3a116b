import DecimalJs from 'decimal.js';

/**
 * Valores e quantidades dos XML fiscais, sempre a partir de texto ou Decimal e nunca de number: um float em
 * vProd ou vNF aparece como 0.30000000000000004 e a SEFAZ rejeita por schema ou por totais que não fecham.
 * Arredondamento ROUND_HALF_UP (meio para cima), o usado pelo MOC.
 */

// Cópia isolada: a configuração global do decimal.js pode ser alterada por outro pacote.
export const Decimal = DecimalJs.clone({ precision: 60, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = DecimalJs;

export type ValorDecimal = string | DecimalJs;

/**
 * Arredonda em centavos, meio para cima: o arredondamento dos valores do XML (MOC, TDec_1302), das parcelas, dos
 * custos e de tudo o que vira dinheiro guardado ou mostrado. O único do código; não escreva outro.
 */
export function arredondarCentavos(valor: DecimalJs): Decimal {
  return valor.toDecimalPlaces(2, DecimalJs.ROUND_HALF_UP);
}

const NUMERO_TEXTO = /^[0-9]+(\.[0-9]+)?$/;

export interface OpcoesFormato {
  /** Casas decimais máximas; o valor é arredondado para elas. */
  casas: number;
  /** Mínimo de casas quando os zeros à direita são retirados (padrão: igual a casas, isto é, fixo). */
  casasMinimas?: number;
  /** Máximo de dígitos na parte inteira, como no tipo TDec do schema (ex.: 13 em TDec_1302). */
  digitosInteiros?: number;
}

function paraDecimal(valor: ValorDecimal): DecimalJs {
  if (typeof valor === 'string') {
    const texto = valor.trim();
    // Só o formato do XML ("1234.56"): "1.234,56" seria ambíguo e um erro de digitação viraria outro valor.
    if (!NUMERO_TEXTO.test(texto)) {
      throw new RangeError(`Valor decimal inválido: "${valor}" (use ponto como separador decimal).`);
    }
    return new Decimal(texto);
  }
  if (DecimalJs.isDecimal(valor)) {
    if (!valor.isFinite()) throw new RangeError(`Valor decimal inválido: ${valor.toString()}.`);
    if (valor.isNegative() && !valor.isZero()) {
      throw new RangeError(`Valor negativo não é aceito nos campos do XML: ${valor.toString()}.`);
    }
    return new Decimal(valor);
  }
  throw new TypeError('Valores fiscais devem ser string ou Decimal, nunca number.');
}

/** Formata para o XML com ponto decimal, sem separador de milhar, arredondando meio para cima. */
export function formatarDecimal(valor: ValorDecimal, opcoes: OpcoesFormato): string {
  const { casas, casasMinimas = casas, digitosInteiros } = opcoes;
  let texto = paraDecimal(valor).toFixed(casas, DecimalJs.ROUND_HALF_UP);
  if (casasMinimas < casas) {
    const [inteira, fracao = ''] = texto.split('.');
    const semZeros = fracao.replace(/0+$/, '').padEnd(casasMinimas, '0');
    texto = semZeros.length > 0 ? `${inteira}.${semZeros}` : (inteira as string);
  }
  if (digitosInteiros !== undefined) {
    const inteira = texto.split('.')[0] as string;
    if (inteira.length > digitosInteiros) {
      throw new RangeError(`Valor ${texto} excede ${digitosInteiros} dígitos na parte inteira.`);
    }
  }
  return texto;
}

/** Valores monetários (vProd, vNF, vBC, vICMS...): TDec_1302, sempre 2 casas. */
export function formatarValor(valor: ValorDecimal): string {
  return formatarDecimal(valor, { casas: 2, digitosInteiros: 13 });
}

/** Quantidades (qCom, qTrib): TDec_1104v, sempre 4 casas. */
export function formatarQuantidade(valor: ValorDecimal): string {
  return formatarDecimal(valor, { casas: 4, digitosInteiros: 11 });
}

/**
 * Valores unitários (vUnCom, vUnTrib): TDec_1110v, até 10 casas. Os zeros à direita além da 2ª casa são
 * retirados (50 -> "50.00", 1.2345 -> "1.2345"), o que o schema aceita e o DANFE mostra sem ruído.
 */
export function formatarValorUnitario(valor: ValorDecimal): string {
  return formatarDecimal(valor, { casas: 10, casasMinimas: 2, digitosInteiros: 11 });
}

/** Alíquotas percentuais (pICMS, pIPI, pPIS, pCOFINS): TDec_0302a04, de 2 a 4 casas. */
export function formatarAliquota(valor: ValorDecimal): string {
  return formatarDecimal(valor, { casas: 4, casasMinimas: 2, digitosInteiros: 3 });
}

/**
 * A decimal as a Brazilian reads it, from its digits, never through a float: "1234567.5" with 2 places ->
 * "1.234.567,50"; with `casasMinimas` below `casas`, trailing zeros past them are dropped ("0.1230", 2 a 4 ->
 * "0,123"). Rounded half up, like every value the product stores.
 */
export function formatarDecimalBr(valor: ValorDecimal, casas: number, casasMinimas = casas): string {
  const [inteira = '0', fracao = ''] = new Decimal(valor).toFixed(casas, Decimal.ROUND_HALF_UP).split('.');
  const milhares = inteira.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimais = fracao.slice(0, casasMinimas) + fracao.slice(casasMinimas).replace(/0+$/, '');
  return decimais ? `${milhares},${decimais}` : milhares;
}
