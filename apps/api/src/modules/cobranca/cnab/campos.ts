import { Decimal } from '@erp/fiscal/decimal';
import { RetornoIlegivel } from './leiaute.ts';

/**
 * The fields of a CNAB line (FEBRABAN 240 and the banks' 400): numbers right-aligned with zeros, text
 * left-aligned with spaces, upper case ASCII without accents, both cut to their size.
 */

/** A number field: digits only, zeros on the left; a value longer than the field is an error, never cut. */
export function num(valor: string | number, tamanho: number): string {
  const texto = String(valor);
  if (!/^\d*$/.test(texto)) throw new Error(`campo numérico com "${texto}"`);
  if (texto.length > tamanho) throw new Error(`"${texto}" não cabe em ${tamanho} posições`);
  return texto.padStart(tamanho, '0');
}

/** A text field: accents taken off, upper case, anything outside printable ASCII as a space, cut or filled. */
export function alfa(valor: string | null | undefined, tamanho: number): string {
  const texto = (valor ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^\x20-\x7e]/g, ' ');
  return texto.slice(0, tamanho).padEnd(tamanho, ' ');
}

export const brancos = (tamanho: number) => ' '.repeat(tamanho);
export const zeros = (tamanho: number) => '0'.repeat(tamanho);

/** An amount in centavos, without separator ("1234.5" in 15 positions: 000000000123450). */
export function valor(quantia: string, tamanho: number): string {
  return num(new Decimal(quantia).times(100).toFixed(0), tamanho);
}

/** "AAAA-MM-DD" as DDMMAAAA (240) or DDMMAA (400). */
export const dataDDMMAAAA = (data: string) => `${data.slice(8, 10)}${data.slice(5, 7)}${data.slice(0, 4)}`;
export const dataDDMMAA = (data: string) => `${data.slice(8, 10)}${data.slice(5, 7)}${data.slice(2, 4)}`;

/** Digits only ("12.345.678/0001-95" -> "12345678000195"). */
export const soDigitos = (texto: string | null | undefined) => (texto ?? '').replace(/\D/g, '');

/** A line must have exactly the layout's size; a wrong one is a bug of the writer, not the user's. */
export function conferirTamanho(linha: string, tamanho: number): string {
  if (linha.length !== tamanho)
    throw new Error(`linha CNAB com ${linha.length} posições em vez de ${tamanho}`);
  return linha;
}

/** Positions `de` to `ate` of a line, counted from 1 as the layouts' tables count them. */
export const posicoes = (linha: string, de: number, ate: number) => linha.slice(de - 1, ate);

/**
 * Positions `de` to `ate` of a return file's line `n` as an amount in centavos ("000000000123450" -> "1234.50"); a
 * field that is not all digits makes the file unreadable, naming the line and the positions.
 */
export function valorLido(linha: string, n: number, de: number, ate: number): string {
  const campo = posicoes(linha, de, ate);
  if (!/^\d+$/.test(campo))
    throw new RetornoIlegivel(`Linha ${n}: valor inválido nas posições ${de} a ${ate}.`);
  return new Decimal(campo).div(100).toFixed(2);
}

/** Positions `de` to `ate` of line `n` as a date (dataLida): null for zeros or blanks, a bad date unreadable. */
export function dataDoCampo(linha: string, n: number, de: number, ate: number): string | null {
  const data = dataLida(posicoes(linha, de, ate));
  if (data === undefined) throw new RetornoIlegivel(`Linha ${n}: data inválida nas posições ${de} a ${ate}.`);
  return data;
}

/** DDMMAAAA (or DDMMAA, 20xx) into "AAAA-MM-DD"; null for zeros or blanks, undefined when not a date. */
export function dataLida(campo: string): string | null | undefined {
  if (/^[0 ]*$/.test(campo)) return null;
  if (!/^\d+$/.test(campo) || (campo.length !== 8 && campo.length !== 6)) return undefined;
  const dia = campo.slice(0, 2);
  const mes = campo.slice(2, 4);
  const ano = campo.length === 8 ? campo.slice(4, 8) : `20${campo.slice(4, 6)}`;
  const data = `${ano}-${mes}-${dia}`;
  const d = new Date(`${data}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== data) return undefined;
  return data;
}
