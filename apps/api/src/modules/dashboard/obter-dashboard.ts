import type { TDashboard } from '@erp/contracts/relatorios';
import type { AppContext } from '../../app-context.ts';
import { hojeEmBrasilia } from '../relatorios/fluxo-caixa.ts';
import {
  estoqueTotalKg,
  faturamentoDoMes,
  movimentoEstoquePorMes,
  notasPorMes,
  resumoFinanceiro,
} from './dashboard.repository.ts';

/** Every indicator of SPEC §3's dashboard, computed on the real tables for "today" in Brasília. */
export async function obterDashboard(ctx: AppContext, now = new Date()): Promise<TDashboard> {
  const hoje = hojeEmBrasilia(now);
  const [financeiro, faturamentoMes, totalEstoqueKg, graficoEstoque, graficoNotas] = await Promise.all([
    resumoFinanceiro(ctx.db, hoje),
    faturamentoDoMes(ctx.db, hoje),
    estoqueTotalKg(ctx.db),
    movimentoEstoquePorMes(ctx.db, hoje),
    notasPorMes(ctx.db, hoje),
  ]);
  const receita = financeiro.find((f) => f.tipo === 'RECEITA');
  const despesa = financeiro.find((f) => f.tipo === 'DESPESA');
  return {
    contasAReceber: receita?.proximos ?? '0.00',
    contasAPagar: despesa?.proximos ?? '0.00',
    contasAReceberAtrasado: receita?.atrasados ?? '0.00',
    contasAPagarAtrasado: despesa?.atrasados ?? '0.00',
    faturamentoMes,
    totalEstoqueKg,
    graficoEstoque,
    graficoNotas,
  };
}
