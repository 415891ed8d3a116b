import type { TSaldosDaConta, TTransacaoExtrato, TTransacoesQuery } from '@erp/contracts/conciliacao';
import type { TPaginated } from '@erp/contracts/pagination';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { paginate } from '../../lib/pagination.ts';
import {
  conciliadosDe,
  countTransacoes,
  findConta,
  listTransacoes,
  saldoConciliado,
  type TransacaoRow,
  ultimoSaldoDoExtrato,
} from './extratos.repository.ts';
import { sugerirLancamentos } from './sugerir-lancamentos.ts';

async function contaOuErro(ctx: AppContext, idConta: number) {
  const conta = await findConta(ctx.db, idConta);
  if (!conta) throw AppError.notFound('Conta bancária não encontrada.');
  return conta;
}

/**
 * A page of the account's statement transactions by date, each with what it settled (once reconciled) or the
 * open entries suggested for it (while not).
 */
export async function listarTransacoes(
  ctx: AppContext,
  idConta: number,
  query: TTransacoesQuery,
): Promise<TPaginated<TTransacaoExtrato>> {
  await contaOuErro(ctx, idConta);
  const conciliada = query.conciliada === undefined ? undefined : query.conciliada === 'true';
  const pagina = await paginate(
    query,
    () => countTransacoes(ctx.db, idConta, conciliada),
    (w) => listTransacoes(ctx.db, idConta, conciliada, w),
  );
  return { ...pagina, data: await comSugestoes(ctx, idConta, pagina.data, query.dias) };
}

async function comSugestoes(ctx: AppContext, idConta: number, rows: TransacaoRow[], dias: number) {
  const abertas = rows.filter((r) => !r.conciliada);
  const [conciliados, sugestoes] = await Promise.all([
    conciliadosDe(
      ctx.db,
      rows.filter((r) => r.conciliada).map((r) => r.id),
    ),
    sugerirLancamentos(ctx.db, idConta, abertas, dias),
  ]);
  const sugestoesPorId = new Map(abertas.map((r, i) => [r.id, sugestoes[i] ?? []]));
  const conciliadosPorId = new Map<number, { id: number; valor: string; descricao: string }[]>();
  for (const { idTransacao, ...c } of conciliados) {
    conciliadosPorId.set(idTransacao, [...(conciliadosPorId.get(idTransacao) ?? []), c]);
  }
  return rows.map((r) => ({
    id: r.id,
    fitid: r.fitid,
    tipo: r.tipo,
    data: r.data,
    valor: r.valor,
    nome: r.nome,
    memo: r.memo,
    conciliada: r.conciliada,
    conciliados: conciliadosPorId.get(r.id) ?? [],
    sugestoes: sugestoesPorId.get(r.id) ?? [],
  }));
}

/** The bank's balance (the newest LEDGERBAL) beside the product's (the paid entries reconciled with it). */
export async function saldosDaConta(ctx: AppContext, idConta: number): Promise<TSaldosDaConta> {
  await contaOuErro(ctx, idConta);
  const [extrato, conciliado, aConciliar] = await Promise.all([
    ultimoSaldoDoExtrato(ctx.db, idConta),
    saldoConciliado(ctx.db, idConta),
    countTransacoes(ctx.db, idConta, false),
  ]);
  return {
    saldo_extrato: extrato?.saldo ?? null,
    data_saldo_extrato: extrato?.dataSaldo ?? null,
    saldo_conciliado: conciliado,
    a_conciliar: aConciliar,
  };
}
