import { addDaysIso, firstDayOfMonthIso, todayIso } from '../../../lib/dates';
import type { CampoDeFiltro } from '../../../lib/filtros-na-url';
import { formatDate } from '../../../lib/format';

/** A report's period as the API takes it: two "YYYY-MM-DD" days, both included. */
export type Periodo = { data_inicio: string; data_fim: string };

/** 'De' and 'Até': a date left empty is the report's default. */
export const CAMPOS_PERIODO: readonly CampoDeFiltro<keyof Periodo>[] = [
  { tipo: 'data', nome: 'data_inicio', rotulo: 'De' },
  { tipo: 'data', nome: 'data_fim', rotulo: 'Até', depoisDe: 'data_inicio' },
];

/** The last day of the company's current month (Brasília): the day before the next month's first. */
export function lastDayOfMonthIso(now: Date = new Date()): string {
  const [ano, mes] = firstDayOfMonthIso(now).split('-').map(Number) as [number, number];
  const proximo = mes === 12 ? `${ano + 1}-01-01` : `${ano}-${String(mes + 1).padStart(2, '0')}-01`;
  return addDaysIso(proximo, -1);
}

/** Billing per client starts on the current month, whole. */
export function periodoMesAtual(now: Date = new Date()): Periodo {
  return { data_inicio: firstDayOfMonthIso(now), data_fim: lastDayOfMonthIso(now) };
}

/** SPEC §9: the cash flow starts from the first day of the current month to today. */
export function periodoMesAteHoje(now: Date = new Date()): Periodo {
  return { data_inicio: firstDayOfMonthIso(now), data_fim: todayIso(now) };
}

/** The period as printed under the report's heading: 'Período: 01/11/2026 a 30/11/2026'. */
export function descricaoPeriodo({ data_inicio, data_fim }: Periodo): string {
  return `Período: ${formatDate(data_inicio)} a ${formatDate(data_fim)}`;
}
