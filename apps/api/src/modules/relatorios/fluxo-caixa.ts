import type { TFluxoCaixa, TPeriodoQuery } from '@erp/contracts/relatorios';
import Decimal from 'decimal.js';
import type { AppContext } from '../../app-context.ts';
import { movimentosNoPeriodo, saldoAntesDe, totaisNoPeriodo } from './relatorios.repository.ts';

// Built once: constructing an Intl formatter costs more than the whole dashboard query.
const diaEmBrasilia = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });

/** Today in Brasília, as YYYY-MM-DD: the office's calendar, whatever the server's time zone. */
export function hojeEmBrasilia(now = new Date()): string {
  return diaEmBrasilia.format(now);
}

/**
 * Cash flow of a period (default: first day of the current month to today): the balance of everything paid
 * before it, then each payment in date order with the running balance (RECEITA adds, DESPESA subtracts).
 * The database sums the balances and totals exactly (numeric), so a year of movements is not re-added here.
 */
export async function fluxoCaixa(
  ctx: AppContext,
  query: TPeriodoQuery,
  now = new Date(),
): Promise<TFluxoCaixa> {
  const hoje = hojeEmBrasilia(now);
  const inicio = query.data_inicio ?? `${hoje.slice(0, 8)}01`;
  const fim = query.data_fim ?? hoje;
  const [saldoInicial, totais, movimentacoes] = await Promise.all([
    saldoAntesDe(ctx.db, inicio),
    totaisNoPeriodo(ctx.db, inicio, fim),
    movimentosNoPeriodo(ctx.db, inicio, fim),
  ]);
  return {
    data_inicio: inicio,
    data_fim: fim,
    saldoInicial,
    totalEntradas: totais.entradas,
    totalSaidas: totais.saidas,
    saldoFinal: new Decimal(saldoInicial).plus(totais.entradas).minus(totais.saidas).toFixed(2),
    movimentacoes,
  };
}
