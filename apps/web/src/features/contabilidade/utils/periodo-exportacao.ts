import { addDaysIso, firstDayOfMonthIso } from '../../../lib/dates';

/** The month before the current one, whole: the closed month the accountant asks for. */
export function mesAnterior(now: Date = new Date()): { inicio: string; fim: string } {
  const fim = addDaysIso(firstDayOfMonthIso(now), -1);
  return { inicio: `${fim.slice(0, 8)}01`, fim };
}

/** "1,5 MB" in pt-BR: the size downloaded so far. */
export function formatarTamanho(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024).toLocaleString('pt-BR')} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
}
