import { hojeEmBrasilia } from '@erp/fiscal/data-hora';

/**
 * Calendar days as "YYYY-MM-DD" strings, the format of <input type="date"> and of the API's date
 * fields. Days are counted in UTC arithmetic so a daylight-saving change never adds or loses a day.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Today in the company's calendar (Brasília), not the browser's: the server checks due dates and the NFS-e
 * competência against Brasília's day, so a browser in another zone (or at 22:00, when UTC is already
 * tomorrow) must not default to a day the server refuses.
 */
export function todayIso(now: Date = new Date()): string {
  return hojeEmBrasilia(now);
}

/** The first day of the company's current month, the default start of period filters (SPEC §9 cash flow). */
export function firstDayOfMonthIso(now: Date = new Date()): string {
  return `${todayIso(now).slice(0, 8)}01`;
}

/** "2024-01-31" + 30 -> "2024-03-01". Used for due dates: today plus the client's payment term. */
export function addDaysIso(isoDate: string, days: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Data inválida: ${isoDate}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The company's month before the current one, whole (Brasília): the closed month the accountant files. */
export function mesAnterior(now: Date = new Date()): { inicio: string; fim: string } {
  const fim = addDaysIso(firstDayOfMonthIso(now), -1);
  return { inicio: `${fim.slice(0, 8)}01`, fim };
}
