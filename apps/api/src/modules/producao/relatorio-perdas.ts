import type { TRelatorioPerdas, ZPerdasQuery } from '@erp/contracts/producao';
import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { paginaComTotal } from '../../lib/pagination.ts';
import { type PeriodoDePerdas, paginaDePerdas } from './relatorio-perdas.repository.ts';

type Periodo = { data_inicio: string; data_fim: string };

/** The period asked for, by default the current month until today (Brasília), as the other reports. */
export function periodoDasPerdas(
  query: { data_inicio?: string; data_fim?: string },
  now = new Date(),
): Periodo {
  const hoje = hojeEmBrasilia(now);
  return { data_inicio: query.data_inicio ?? `${hoje.slice(0, 8)}01`, data_fim: query.data_fim ?? hoje };
}

const diaSeguinte = (dia: string) => {
  const d = new Date(`${dia}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
const primeiroDoMesSeguinte = (dia: string) => {
  const [ano, mes] = dia.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(ano, mes, 1, 12)).toISOString().slice(0, 10);
};

const ultimoDoMes = (dia: string) => {
  const [ano, mes] = dia.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(ano, mes, 0, 12)).toISOString().slice(0, 10);
};

/**
 * Whole months from perdas_mensais, the days around them from the orders: a month asked for reads a few hundred
 * kept rows instead of the thousands of orders closed in it. A period that reaches today (`hoje`, Brasília) reads
 * its last month whole: a closing is stamped with the time it commits, so no order is closed after today yet and
 * "this month until today" (the screen's default) is the month's kept rows.
 */
export function dividirPeriodo({ data_inicio, data_fim }: Periodo, hoje?: string): PeriodoDePerdas {
  const fimExclusivo = diaSeguinte(hoje !== undefined && data_fim >= hoje ? ultimoDoMes(data_fim) : data_fim);
  const de = data_inicio.endsWith('-01') ? data_inicio : primeiroDoMesSeguinte(data_inicio);
  const ate = `${fimExclusivo.slice(0, 8)}01`;
  if (de >= ate) return { meses: null, dias: [{ de: data_inicio, ate: fimExclusivo }] };
  const dias = [
    { de: data_inicio, ate: de },
    { de: ate, ate: fimExclusivo },
  ].filter((d) => d.de < d.ate);
  return { meses: { de, ate }, dias };
}

/**
 * GET /relatorios/perdas: per client and input product, the kg of the orders closed in the period (in, out =
 * outputs + sucata, loss, not applied), the loss over kg in, the client's agreed loss and how many orders closed
 * above it. kg are each input's share as the closing split them (alocarKg), the same the return note states; out
 * and the percentage are worked out by the statement (relatorio-perdas.repository's kgDasPerdas).
 */
export async function relatorioPerdas(
  ctx: AppContext,
  query: z.output<typeof ZPerdasQuery>,
  now = new Date(),
): Promise<TRelatorioPerdas> {
  const periodo = periodoDasPerdas(query, now);
  const partes = dividirPeriodo(periodo, hojeEmBrasilia(now));
  const { resultado, window } = await paginaComTotal(query, (w) =>
    paginaDePerdas(ctx.db, partes, query.id_cliente, w),
  );
  return {
    ...periodo,
    data: resultado.linhas,
    totalPages: window.totalPages,
    currentPage: window.currentPage,
    totalItems: resultado.total,
    totais: resultado.totais,
  };
}
