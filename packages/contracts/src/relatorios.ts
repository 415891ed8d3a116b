import { z } from 'zod';

const zData = z.iso.date('Data inválida (use AAAA-MM-DD).');
const zDataOpcional = z.preprocess((v) => (v === '' ? undefined : v), zData.optional());

export const ZPeriodoQuery = z
  .object({ data_inicio: zDataOpcional, data_fim: zDataOpcional })
  .refine((q) => !q.data_inicio || !q.data_fim || q.data_inicio <= q.data_fim, {
    message: 'A data inicial deve ser anterior ou igual à data final.',
    path: ['data_fim'],
  });
export type TPeriodoQuery = z.infer<typeof ZPeriodoQuery>;

export const ZEstoqueLinha = z.object({
  id: z.number().int(),
  nome: z.string(),
  codigo_interno: z.string(),
  unidade_medida: z.string(),
  /** Everything physically in stock, kg. */
  estoque_kg: z.string(),
  /** Of that, material that belongs to clients and is still to be returned (entry balances). */
  saldo_clientes_kg: z.string(),
  /** estoque_kg - saldo_clientes_kg. */
  estoque_proprio_kg: z.string(),
});
export type TEstoqueLinha = z.infer<typeof ZEstoqueLinha>;

export const ZRelatorioEstoque = z.object({
  data: z.array(ZEstoqueLinha),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  totalItems: z.number().int(),
  totalEstoqueKg: z.string(),
});
export type TRelatorioEstoque = z.infer<typeof ZRelatorioEstoque>;

export const ZMovimentacaoCaixa = z.object({
  id: z.number().int(),
  data: z.string(),
  descricao: z.string(),
  tipo: z.enum(['RECEITA', 'DESPESA']),
  valor: z.string(),
  /** Running balance after this movement. */
  saldo: z.string(),
});

export const ZFluxoCaixa = z.object({
  data_inicio: z.string(),
  data_fim: z.string(),
  saldoInicial: z.string(),
  totalEntradas: z.string(),
  totalSaidas: z.string(),
  saldoFinal: z.string(),
  movimentacoes: z.array(ZMovimentacaoCaixa),
});
export type TFluxoCaixa = z.infer<typeof ZFluxoCaixa>;

export const ZFaturamentoCliente = z.object({
  id_cliente: z.number().int(),
  nome_razao_social: z.string(),
  quantidade_notas: z.number().int(),
  faturamento_total: z.string(),
});
export type TFaturamentoCliente = z.infer<typeof ZFaturamentoCliente>;

export const ZDashboard = z.object({
  contasAReceber: z.string(),
  contasAPagar: z.string(),
  contasAReceberAtrasado: z.string(),
  contasAPagarAtrasado: z.string(),
  faturamentoMes: z.string(),
  totalEstoqueKg: z.string(),
  graficoEstoque: z.array(z.object({ mes: z.string(), entradas: z.string(), saidas: z.string() })),
  graficoNotas: z.array(z.object({ mes: z.string(), total_notas: z.number().int() })),
});
export type TDashboard = z.infer<typeof ZDashboard>;
