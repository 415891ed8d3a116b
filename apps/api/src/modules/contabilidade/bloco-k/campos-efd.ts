import { Decimal } from '@erp/fiscal/decimal';

/**
 * Field values as the EFD ICMS/IPI wants them (Guia Prático, Capítulo II, Seção 3): dates DDMMAAAA without
 * separators, numbers with a comma before the decimals and no thousands separator, text without the field
 * separator '|', control characters or leading and trailing spaces.
 */
export function dataEfd(dia: string): string {
  const [ano, mes, d] = dia.split('-');
  return `${d}${mes}${ano}`;
}

export function decimalEfd(valor: string | Decimal, decimais: number): string {
  return new Decimal(valor).toFixed(decimais).replace('.', ',');
}

export function textoEfd(valor: string | null | undefined, tamanho?: number): string {
  if (valor == null) return '';
  const limpo = valor
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the layout's text fields may not hold them.
    .replace(/[\u0000-\u001f\u007f|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return tamanho ? limpo.slice(0, tamanho).trimEnd() : limpo;
}

/** Only digits: CNPJ, CPF, IE without mask. */
export const digitos = (valor: string | null | undefined) => (valor ?? '').replace(/\D/g, '');

/** A register's line: `|REG|campo|...|`, the pipe opening and closing it. */
export const linhaEfd = (campos: readonly string[]) => `|${campos.join('|')}|`;

/** The first and last days (AAAA-MM-DD) of a month AAAA-MM. */
export function periodoDoMes(mes: string): { inicio: string; fim: string } {
  const [ano, m] = mes.split('-').map(Number) as [number, number];
  const ultimo = new Date(Date.UTC(ano, m, 0)).getUTCDate();
  return { inicio: `${mes}-01`, fim: `${mes}-${String(ultimo).padStart(2, '0')}` };
}
