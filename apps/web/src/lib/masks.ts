import { formatarCnpj, formatarCpf } from '@erp/fiscal/documentos';
import { EMPTY_VALUE } from './format';

/**
 * Masks applied while the user types (CPF/CNPJ, CEP, phone) and for showing the unmasked values the API
 * stores. The masks only format: validation stays with the shared zod schemas, which strip them again.
 */

function digits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Fills `pattern` ('#' = next character) with `chars`, stopping at the last character typed. */
function applyPattern(chars: string, pattern: string): string {
  let out = '';
  let index = 0;
  for (const slot of pattern) {
    if (index >= chars.length) break;
    if (slot === '#') {
      out += chars[index];
      index += 1;
    } else {
      out += slot;
    }
  }
  return out;
}

const CPF_PATTERN = '###.###.###-##';
const CNPJ_PATTERN = '##.###.###/####-##';

/**
 * CPF while the value fits one (up to 11 digits), CNPJ beyond that. Letters are kept for the
 * alphanumeric CNPJ (IN RFB 2.229/2024), whose first 12 characters may be A-Z.
 */
export function maskCpfCnpj(value: string): string {
  const chars = value
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 14);
  const isCpf = chars.length <= 11 && /^\d*$/.test(chars);
  return applyPattern(chars, isCpf ? CPF_PATTERN : CNPJ_PATTERN);
}

export function maskCep(value: string): string {
  return applyPattern(digits(value).slice(0, 8), '#####-###');
}

/**
 * (11) 3333-4444 for landlines, (11) 98888-7777 for mobiles, 0800 123 4567 for the non-geographic 0800, 0300,
 * 0500 and 0900 numbers, 4004-1234 for the national numbers without area code (3003, 4004, 4020...).
 */
export function maskTelefone(value: string): string {
  const d = digits(value).slice(0, 11);
  if (/^0[3589]00/.test(d)) return applyPattern(d, '#### ### ####');
  if (/^[34]00/.test(d) && d.length <= 8) return applyPattern(d, '####-####');
  return applyPattern(d, d.length > 10 ? '(##) #####-####' : '(##) ####-####');
}

/** A stored CPF (11 digits) or CNPJ (14 characters) with its mask; anything else as it is. */
export function formatCpfCnpj(value: string | null | undefined): string {
  if (!value) return EMPTY_VALUE;
  if (/^\d{11}$/.test(value)) return formatarCpf(value);
  return value.length === 14 ? formatarCnpj(value) : value;
}

export function formatTelefone(value: string | null | undefined): string {
  return value ? maskTelefone(value) : EMPTY_VALUE;
}

/** For a form's default value: the stored value masked, or '' when empty. */
export function maskedOrEmpty(value: string | null | undefined, mask: (v: string) => string): string {
  return value ? mask(value) : '';
}
