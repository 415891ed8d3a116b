import { z } from 'zod';
import { zLimit, zPage } from './pagination.ts';

const zData = z.iso.date('Data inválida (use AAAA-MM-DD).');
const zDataOpcional = z.preprocess((v) => (v === '' ? undefined : v), zData.optional());
const periodo = { data_inicio: zDataOpcional, data_fim: zDataOpcional };

const periodoEmOrdem = <T extends z.ZodType<{ data_inicio?: string; data_fim?: string }>>(schema: T) =>
  schema.refine((q) => !q.data_inicio || !q.data_fim || q.data_inicio <= q.data_fim, {
    message: 'A data inicial deve ser anterior ou igual à data final.',
    path: ['data_fim'],
  });

export const ZPeriodoQuery = periodoEmOrdem(z.object(periodo));
export type TPeriodoQuery = z.infer<typeof ZPeriodoQuery>;

/** Movements per page when a cash-flow query names only its page. */
export const FLUXO_CAIXA_LIMIT_PADRAO = 100;

/**
 * The cash flow's period and, optionally, a page of its movements (limit up to 1000; a page alone reads
 * FLUXO_CAIXA_LIMIT_PADRAO movements). Without page and limit the report lists every movement (SPEC §7), so a
 * bad page or limit is refused (400) instead of replaced as on the lists: falling back to the whole report
 * would send a year of movements to a caller that asked for a hundred.
 */
export const ZFluxoCaixaQuery = periodoEmOrdem(
  z.object({ ...periodo, page: zPage.optional(), limit: zLimit(1000).optional() }),
);
export type TFluxoCaixaQuery = z.infer<typeof ZFluxoCaixaQuery>;

export const ZEstoqueLinha = z.object({
  id: z.number().int(),
  nome: z.string(),
  codigo_interno: z.string(),
  unidade_medida: z.string(),
  /** Everything physically in stock, kg. */
  estoque_kg: z.string(),
  /** Of that, material that belongs to clients and is still to be returned (entry balances). */
  saldo_clientes_kg: z.string(),
  /**
   * The company's own kg (purchases, initial stock, adjustments, less sales: the ledger's own movements, issue 24);
   * estoque_proprio_kg + estoque_terceiros_kg = estoque_kg.
   */
  estoque_proprio_kg: z.string(),
  /** The clients' material in the company's possession: estoque_kg - estoque_proprio_kg. */
  estoque_terceiros_kg: z.string(),
  /** Weighted average cost per kg of the own stock (R$, 4 places); '0.0000' without own stock. */
  custo_medio_kg: z.string(),
  /** The own stock at its weighted average cost (R$). */
  valor_estoque_proprio: z.string(),
});
export type TEstoqueLinha = z.infer<typeof ZEstoqueLinha>;

export const ZRelatorioEstoque = z.object({
  data: z.array(ZEstoqueLinha),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  totalItems: z.number().int(),
  totalEstoqueKg: z.string(),
  /** The filter's own kg, clients' kg and the own stock's value (issue 24). */
  totalEstoqueProprioKg: z.string(),
  totalEstoqueTerceirosKg: z.string(),
  valorEstoqueProprio: z.string(),
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
  /** The whole period's movements, or only the asked page's: the cards above are always the whole period's. */
  movimentacoes: z.array(ZMovimentacaoCaixa),
  /** Present only when a page was asked for; the page is clamped to 1..totalPages like every list. */
  currentPage: z.number().int().optional(),
  totalPages: z.number().int().optional(),
  /** Movements of the whole period. */
  totalItems: z.number().int().optional(),
});
export type TFluxoCaixa = z.infer<typeof ZFluxoCaixa>;

export const ZFaturamentoCliente = z.object({
  id_cliente: z.number().int(),
  nome_razao_social: z.string(),
  /** NF-e and NFS-e together; each kind apart below. */
  quantidade_notas: z.number().int(),
  faturamento_total: z.string(),
  quantidade_nfe: z.number().int(),
  /** What the NF-e bill: faturamento_servicos + faturamento_vendas. */
  faturamento_nfe: z.string(),
  /** The NF-e's industrialisation lines (5124/6124). */
  faturamento_servicos: z.string(),
  /** The NF-e's sale lines (5101/5102, 6101/6102), with their IPI. */
  faturamento_vendas: z.string(),
  quantidade_nfse: z.number().int(),
  /** Service revenue: the service value of the authorised NFS-e. */
  faturamento_nfse: z.string(),
  /**
   * For information, never revenue: the client's own material the NF-e sent back (x902/x903, retorno simbólico),
   * valued at its remessa.
   */
  material_devolvido: z.string(),
});
export type TFaturamentoCliente = z.infer<typeof ZFaturamentoCliente>;

export const ZDashboard = z.object({
  contasAReceber: z.string(),
  contasAPagar: z.string(),
  contasAReceberAtrasado: z.string(),
  contasAPagarAtrasado: z.string(),
  /**
   * Revenue of the month: what the authorised NF-e bill (services and sales, never the client's material going
   * back nor remessas) and the authorised NFS-e; the parts below.
   */
  faturamentoMes: z.string(),
  /** faturamentoMesServicos + faturamentoMesVendas. */
  faturamentoMesNfe: z.string(),
  /** The NF-e's industrialisation lines (5124/6124). */
  faturamentoMesServicos: z.string(),
  /** The NF-e's sale lines, with their IPI. */
  faturamentoMesVendas: z.string(),
  /** Service revenue: the service value of the authorised NFS-e. */
  faturamentoMesNfse: z.string(),
  totalEstoqueKg: z.string(),
  /** 'Estoque de Matéria-Prima' apart (issue 24): own and clients' kg; their sum is totalEstoqueKg. */
  totalEstoqueProprioKg: z.string(),
  totalEstoqueTerceirosKg: z.string(),
  graficoEstoque: z.array(z.object({ mes: z.string(), entradas: z.string(), saidas: z.string() })),
  graficoNotas: z.array(z.object({ mes: z.string(), total_notas: z.number().int() })),
});
export type TDashboard = z.infer<typeof ZDashboard>;
