import type { TFluxoCaixa, TPeriodoQuery } from '@erp/contracts/relatorios';
import Decimal from 'decimal.js';
import type { AppContext } from '../../app-context.ts';
import { movimentosNoPeriodo, saldoAntesDe } from './relatorios.repository.ts';

/** Today in Brasília, as YYYY-MM-DD: the office's calendar, whatever the server's time zone. */
export function hojeEmBrasilia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}

/**
 * Cash flow of a period (default: first day of the current month to today): the balance of everything paid
 * before it, then each payment in date order with the running balance (RECEITA adds, DESPESA subtracts).
 */
export async function fluxoCaixa(
  ctx: AppContext,
  query: TPeriodoQuery,
  now = new Date(),
): Promise<TFluxoCaixa> {
  const hoje = hojeEmBrasilia(now);
  const inicio = query.data_inicio ?? `${hoje.slice(0, 8)}01`;
  const fim = query.data_fim ?? hoje;
  const [saldoInicial, movimentos] = await Promise.all([
    saldoAntesDe(ctx.db, inicio),
    movimentosNoPeriodo(ctx.db, inicio, fim),
  ]);

  let saldo = new Decimal(saldoInicial);
  let entradas = new Decimal(0);
  let saidas = new Decimal(0);
  const movimentacoes = movimentos.map((m) => {
    const valor = new Decimal(m.valor ?? 0);
    if (m.tipo === 'RECEITA') {
      entradas = entradas.plus(valor);
      saldo = saldo.plus(valor);
    } else {
      saidas = saidas.plus(valor);
      saldo = saldo.minus(valor);
    }
    return {
      id: m.id,
      data: m.data ?? '',
      descricao: m.descricao,
      tipo: m.tipo,
      valor: valor.toFixed(2),
      saldo: saldo.toFixed(2),
    };
  });
  return {
    data_inicio: inicio,
    data_fim: fim,
    saldoInicial: new Decimal(saldoInicial).toFixed(2),
    totalEntradas: entradas.toFixed(2),
    totalSaidas: saidas.toFixed(2),
    saldoFinal: saldo.toFixed(2),
    movimentacoes,
  };
}
