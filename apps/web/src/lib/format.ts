/**
 * pt-BR formatters for everything the screens show: money, dates, weights and rates.
 *
 * Decimal inputs arrive as strings from the API (PostgreSQL numeric, e.g. "1234.56") and are handed to
 * Intl as strings: Intl formats a decimal string exactly and rounds half away from zero, like the
 * server's decimal.js ROUND_HALF_UP, so a displayed value never differs from the stored one by float
 * noise. Missing or malformed values render as an em dash instead of "NaN".
 *
 * Intl separates "R$" and "kg" with a no-break space; the output uses a plain space instead so that
 * what the user copies, and what tests compare, is the ordinary text "R$ 1.234,56". Keeping the parts
 * together on one line is the CSS's job (`white-space: nowrap` on numeric cells).
 */

export const EMPTY_VALUE = '—';

type DecimalInput = string | number | null | undefined;

const DECIMAL_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The input as a decimal string Intl can take, or null when it is not a number. */
function toDecimalString(value: DecimalInput): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  const trimmed = value.trim();
  return DECIMAL_PATTERN.test(trimmed) ? trimmed : null;
}

function withPlainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

// Intl accepts decimal strings (ES2023 Intl.NumberFormat v3), but the DOM typings only list numbers.
type ExactFormatter = { format(value: string): string };

function exact(options: Intl.NumberFormatOptions): ExactFormatter {
  // signDisplay 'negative' keeps a value that rounds to zero from printing as "-0,00".
  return new Intl.NumberFormat('pt-BR', { signDisplay: 'negative', ...options }) as unknown as ExactFormatter;
}

const brl = exact({ style: 'currency', currency: 'BRL' });
const twoDecimals = exact({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1234.56" -> "R$ 1.234,56"; "-10" -> "-R$ 10,00". */
export function formatBRL(value: DecimalInput): string {
  const decimal = toDecimalString(value);
  return decimal === null ? EMPTY_VALUE : withPlainSpaces(brl.format(decimal));
}

/** A plain decimal with grouping: formatDecimal("1234.5") -> "1.234,50". */
export function formatDecimal(value: DecimalInput, fractionDigits = 2): string {
  const decimal = toDecimalString(value);
  if (decimal === null) return EMPTY_VALUE;
  const formatter =
    fractionDigits === 2
      ? twoDecimals
      : exact({ minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
  return formatter.format(decimal);
}

const upToFourDecimals = exact({ minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** The exact weight, as kept (4 places), at least 2 shown: "1234.5000" -> "1.234,50 kg", "0.1234" -> "0,1234 kg". */
export function formatKgExato(value: DecimalInput): string {
  const decimal = toDecimalString(value);
  return decimal === null ? EMPTY_VALUE : `${upToFourDecimals.format(decimal)} kg`;
}

/** Weights are kept to 4 decimals but shown with 2 (SPEC §9): "1234.5" -> "1.234,50 kg". */
export function formatKg(value: DecimalInput): string {
  const number = formatDecimal(value, 2);
  return number === EMPTY_VALUE ? EMPTY_VALUE : `${number} kg`;
}

/** Takes percentage points, as the API stores rates (aliquota_iss "5" is 5 %): "2.5" -> "2,50%". */
export function formatPercent(value: DecimalInput): string {
  const number = formatDecimal(value, 2);
  return number === EMPTY_VALUE ? EMPTY_VALUE : `${number}%`;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function dateParts(date: Date, timeZone: string | undefined, withTime: boolean) {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('day')}/${part('month')}/${part('year')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/**
 * "2024-03-05" -> "05/03/2024". A date-only value (a due date, an emission date) is a calendar day,
 * not an instant: it is rearranged as text, because `new Date("2024-03-05")` is UTC midnight and
 * would show the previous day anywhere west of Greenwich, which is all of Brazil. A full timestamp
 * (created_at) is shown in the user's time zone, or in `timeZone` when given.
 */
export function formatDate(value: string | Date | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value);
    if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  }
  const date = toDate(value);
  return date ? dateParts(date, timeZone, false).date : EMPTY_VALUE;
}

/** An instant as "05/03/2024 14:30" in the user's time zone, or in `timeZone` when given. */
export function formatDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  // A calendar day has no time of day to show; as an instant it would slip to the previous evening.
  if (typeof value === 'string' && DATE_ONLY.test(value)) return formatDate(value);
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  const parts = dateParts(date, timeZone, true);
  return `${parts.date} ${parts.time}`;
}
