import { FLUXO_CAIXA_LIMIT_PADRAO, type TFluxoCaixa, type TFluxoCaixaQuery } from '@erp/contracts/relatorios';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import { Decimal } from '@erp/fiscal/decimal';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { paginateCounted } from '../../lib/pagination.ts';
import {
  contarMovimentosNoPeriodo,
  movimentosNoPeriodo,
  saldoAntesDe,
  totaisNoPeriodo,
} from './relatorios.repository.ts';

/**
 * Cash flow of a period (default: first day of the current month to today): the balance of everything paid
 * before it, then each payment in date order with the running balance (RECEITA adds, DESPESA subtracts).
 * The database sums the balances and totals exactly (numeric), so a year of movements is not re-added here.
 * With page or limit only one page of movements comes, with its balances as in the whole list; the cards
 * are the whole period's either way.
 */
export async function fluxoCaixa(
  ctx: AppContext,
  query: TFluxoCaixaQuery,
  now = new Date(),
): Promise<TFluxoCaixa> {
  const hoje = hojeEmBrasilia(now);
  const inicio = query.data_inicio ?? `${hoje.slice(0, 8)}01`;
  const fim = query.data_fim ?? hoje;
  const isPaged = query.page !== undefined || query.limit !== undefined;
  const [saldoInicial, totais, movimentos] = await Promise.all([
    saldoAntesDe(ctx.db, inicio),
    totaisNoPeriodo(ctx.db, inicio, fim),
    isPaged
      ? paginaDeMovimentos(ctx.db, inicio, fim, {
          page: query.page ?? 1,
          limit: query.limit ?? FLUXO_CAIXA_LIMIT_PADRAO,
        })
      : movimentosNoPeriodo(ctx.db, inicio, fim).then((movimentacoes) => ({ movimentacoes })),
  ]);
  return {
    data_inicio: inicio,
    data_fim: fim,
    saldoInicial,
    totalEntradas: totais.entradas,
    totalSaidas: totais.saidas,
    saldoFinal: new Decimal(saldoInicial).plus(totais.entradas).minus(totais.saidas).toFixed(2),
    ...movimentos,
  };
}

/** One page of the period's movements, with the count of the period read beside it, clamped like every list. */
async function paginaDeMovimentos(
  db: Database,
  inicio: string,
  fim: string,
  query: { page: number; limit: number },
) {
  const contar = () => contarMovimentosNoPeriodo(db, inicio, fim);
  const pagina = await paginateCounted(
    query,
    async (window) => {
      const [rows, total] = await Promise.all([movimentosNoPeriodo(db, inicio, fim, window), contar()]);
      return { rows, total };
    },
    contar,
  );
  return {
    movimentacoes: pagina.data,
    currentPage: pagina.currentPage,
    totalPages: pagina.totalPages,
    totalItems: pagina.totalItems,
  };
}
