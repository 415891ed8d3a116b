import { Decimal } from '@erp/fiscal/decimal';

/**
 * CSV as a Brazilian Excel opens it with a double click: UTF-8 with a BOM (without it Excel reads the
 * accents as Windows-1252), `;` between cells (the comma is the decimal separator in pt-BR) and CRLF lines.
 *
 * Each cell is built by the function of its kind, so text and numbers are never confused:
 * - `csvTexto` guards against formula injection: a cell that starts with = + - @, a tab or a carriage
 *   return is run as a formula by Excel and LibreOffice (`=HYPERLINK(...)` in a product name would become a
 *   link that leaks data), so it gets a leading apostrophe and is read as text. Then it is quoted when it
 *   holds `;`, a quote or a line break, with quotes doubled.
 * - `csvDecimal`, `csvInteiro` and `csvData` write values we format ourselves from the database, never
 *   user text, so a negative amount stays "-1200,00" and Excel still sums it.
 */

export const CSV_BOM = '\uFEFF';
const SEPARADOR = ';';
const FIM_DE_LINHA = '\r\n';

/** A cell already formatted and escaped; only the functions below make one. */
export type CelulaCsv = string & { readonly __celulaCsv: true };

const celula = (valor: string) => valor as CelulaCsv;

const INICIO_DE_FORMULA = /^[=+\-@\t\r]/;
const PRECISA_ASPAS = /[;"\r\n]/;

export function csvTexto(valor: string | null | undefined): CelulaCsv {
  const texto = valor ?? '';
  const seguro = INICIO_DE_FORMULA.test(texto) ? `'${texto}` : texto;
  return celula(PRECISA_ASPAS.test(seguro) ? `"${seguro.replaceAll('"', '""')}"` : seguro);
}

/** "-1200.5" -> "-1200,50": decimal comma, no thousands separator, exact (decimal.js, half up). */
export function csvDecimal(valor: string | number | Decimal, casas = 2): CelulaCsv {
  const numero = new Decimal(valor);
  // A value that rounds to zero is written "0,00", never "-0,00".
  const texto = numero.toDecimalPlaces(casas, Decimal.ROUND_HALF_UP).isZero()
    ? new Decimal(0).toFixed(casas)
    : numero.toFixed(casas, Decimal.ROUND_HALF_UP);
  return celula(texto.replace('.', ','));
}

export function csvInteiro(valor: number): CelulaCsv {
  if (!Number.isSafeInteger(valor)) throw new RangeError(`Inteiro inválido para CSV: ${valor}`);
  return celula(String(valor));
}

/** "2026-10-05" -> "05/10/2026", the date Excel recognises in pt-BR. */
export function csvData(iso: string): CelulaCsv {
  const partes = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!partes) throw new RangeError(`Data inválida para CSV: ${iso}`);
  return celula(`${partes[3]}/${partes[2]}/${partes[1]}`);
}

export const CSV_VAZIO = celula('');

/** The whole file: BOM, the Portuguese header and the rows, each line ended by CRLF. */
export function montarCsv(cabecalho: readonly string[], linhas: readonly (readonly CelulaCsv[])[]): string {
  const todas = [cabecalho.map(csvTexto), ...linhas];
  return CSV_BOM + todas.map((linha) => linha.join(SEPARADOR) + FIM_DE_LINHA).join('');
}

/** A file to send: its name for Content-Disposition and its text. */
export type ArquivoCsv = { nomeArquivo: string; conteudo: string };
