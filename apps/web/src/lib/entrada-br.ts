/**
 * What the user types in money, kg and date fields, read the Brazilian way whatever the browser's language,
 * and the API's text shown back in that form.
 *
 * A native <input type="number"> parses with the browser's locale: in a browser in English, '250,5' becomes
 * 2505 (a tenfold error on a fiscal document), and <input type="date"> shows mm/dd/yyyy. These inputs are
 * text instead, read here:
 *
 * Decimals ('1.234,56', '250,5'):
 * - with a comma, the comma is the decimal separator and every '.' is a thousands separator;
 * - without a comma, dots in groups of three ('1.234', '1.234.567') are thousands, as in pt-BR: '1.234' is
 *   one thousand two hundred thirty-four, never 1.234 (the field shows '1.234' back, so the user sees it);
 * - otherwise a single dot is the decimal point ('250.5', '1234.56'), which no pt-BR number could mean.
 * The result is the API's decimal text ('1234.56'); what cannot be read is handed on as typed, so the form's
 * schema says it is not a number instead of guessing.
 *
 * Dates are dd/mm/aaaa on screen and YYYY-MM-DD for the API; a pasted ISO date is taken as well.
 */

const THOUSANDS_ONLY = /^\d{1,3}(\.\d{3})+$/;
const WITH_COMMA = /^\d{1,3}(\.\d{3})*,\d*$|^\d+,\d*$|^,\d+$/;
const WITH_POINT = /^\d*\.\d+$|^\d+\.?$/;

/** '1.234,56' -> '1234.56'; '250,5' -> '250.5'; '1.234' -> '1234'; '' -> ''; unreadable text -> null. */
export function decimalDaEntrada(texto: string): string | null {
  const limpo = texto.replace(/\s|R\$|kg/gi, '');
  if (limpo === '') return '';
  const negativo = limpo.startsWith('-');
  const corpo = negativo ? limpo.slice(1) : limpo;
  let decimal: string | null = null;
  if (corpo.includes(',')) {
    if (WITH_COMMA.test(corpo)) decimal = corpo.replace(/\./g, '').replace(',', '.');
  } else if (THOUSANDS_ONLY.test(corpo)) {
    decimal = corpo.replace(/\./g, '');
  } else if (WITH_POINT.test(corpo)) {
    decimal = corpo;
  }
  if (decimal === null) return null;
  // '250,' while typing is 250; ',5' is 0.5.
  if (decimal.endsWith('.')) decimal = decimal.slice(0, -1);
  if (decimal.startsWith('.')) decimal = `0${decimal}`;
  if (decimal === '') return null;
  return negativo ? `-${decimal}` : decimal;
}

function agrupar(inteiro: string): string {
  return inteiro.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * The API's decimal text as the field shows it: '1234.5600' -> '1.234,56', '250.5' -> '250,50', '0' -> '0'.
 * Trailing zeros beyond two places go (kg are kept with 4); anything else is shown as it is.
 */
export function decimalParaEntrada(valor: string | number | null | undefined): string {
  if (valor === null || valor === undefined) return '';
  const texto = String(valor).trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(texto);
  if (!match) return texto;
  const [, sinal, inteiro, fracao] = match;
  const inteiroSemZeros = (inteiro ?? '0').replace(/^0+(?=\d)/, '');
  if (fracao === undefined) return `${sinal}${agrupar(inteiroSemZeros)}`;
  const casas = fracao.replace(/0+$/, '').padEnd(2, '0');
  return `${sinal}${agrupar(inteiroSemZeros)},${casas}`;
}

/** What the user sees after leaving the field: '1234,5' -> '1.234,5', '1.234' -> '1.234'; unreadable as typed. */
export function decimalReformatado(texto: string): string {
  const decimal = decimalDaEntrada(texto);
  if (decimal === null || decimal === '') return texto.trim();
  const [inteiro = '0', fracao] = decimal.replace('-', '').split('.');
  const sinal = decimal.startsWith('-') ? '-' : '';
  return fracao === undefined ? `${sinal}${agrupar(inteiro)}` : `${sinal}${agrupar(inteiro)},${fracao}`;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function diaExiste(ano: number, mes: number, dia: number): boolean {
  const data = new Date(Date.UTC(ano, mes - 1, dia));
  return data.getUTCFullYear() === ano && data.getUTCMonth() === mes - 1 && data.getUTCDate() === dia;
}

/** '26/11/2026' -> '2026-11-26'; '' -> ''; an incomplete or impossible day (31/02/2026) -> null. */
export function dataDaEntrada(texto: string): string | null {
  const limpo = texto.trim();
  if (limpo === '') return '';
  const iso = ISO.exec(limpo);
  if (iso) return diaExiste(Number(iso[1]), Number(iso[2]), Number(iso[3])) ? limpo : null;
  const br = BR.exec(limpo);
  if (!br) return null;
  const [, dia, mes, ano] = br;
  return diaExiste(Number(ano), Number(mes), Number(dia)) ? `${ano}-${mes}-${dia}` : null;
}

/** '2026-11-26' -> '26/11/2026'; anything else as it is. */
export function dataParaEntrada(valor: string | null | undefined): string {
  if (!valor) return '';
  const iso = ISO.exec(valor);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : valor;
}

/** The dd/mm/aaaa mask while typing: '2611' -> '26/11', '26112026' -> '26/11/2026'; a pasted ISO date is turned. */
export function mascaraData(texto: string): string {
  if (ISO.test(texto.trim())) return dataParaEntrada(texto.trim());
  const digitos = texto.replace(/\D/g, '').slice(0, 8);
  if (digitos.length <= 2) return digitos;
  if (digitos.length <= 4) return `${digitos.slice(0, 2)}/${digitos.slice(2)}`;
  return `${digitos.slice(0, 2)}/${digitos.slice(2, 4)}/${digitos.slice(4)}`;
}
