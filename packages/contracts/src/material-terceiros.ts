import { z } from 'zod';
import { SIGLAS_UF } from './fields.ts';
import { zLimit, zPage } from './pagination.ts';

/**
 * Clients' material in our possession (remessas para industrialização, CFOP 5901/6901) and the deadline of its
 * ICMS suspension. The RICMS of most states (Convênio AE 15/74; RICMS/SP art. 402) suspends the ICMS while the
 * material returns within 180 days of the remessa's exit, extendable once by as much again; some states differ,
 * so the company keeps a default row and rows per client UF.
 */

const diasInvalidos = (max: number, campo: string) =>
  `${campo} deve ser um número inteiro de dias, até ${max}.`;
const zDias = (min: number, campo: string) =>
  z.coerce
    .number({ error: diasInvalidos(3650, campo) })
    .int(diasInvalidos(3650, campo))
    .min(min, min === 1 ? `${campo} deve ser de pelo menos 1 dia.` : diasInvalidos(3650, campo))
    .max(3650, diasInvalidos(3650, campo));

const ZPrazoMaterialTerceirosInput = z.object({
  prazo_dias: zDias(1, 'O prazo'),
  prorrogacao_dias: zDias(0, 'A prorrogação'),
});

const ZPrazoPorUfInput = ZPrazoMaterialTerceirosInput.extend({
  uf: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z.enum(SIGLAS_UF, 'UF inválida.'),
  ),
});

/** PUT /api/empresa/prazos-material-terceiros replaces the whole table: the default row and the UFs that differ. */
export const ZPrazosMaterialTerceirosInput = z.object({
  padrao: ZPrazoMaterialTerceirosInput,
  por_uf: z
    .array(ZPrazoPorUfInput)
    .max(SIGLAS_UF.length)
    .superRefine((linhas, ctx) => {
      const vistas = new Set<string>();
      linhas.forEach((l, i) => {
        if (vistas.has(l.uf)) {
          ctx.addIssue({ code: 'custom', path: [i, 'uf'], message: `A UF ${l.uf} aparece mais de uma vez.` });
        }
        vistas.add(l.uf);
      });
    }),
});

const ZPrazo = z.object({ prazo_dias: z.number().int(), prorrogacao_dias: z.number().int() });

/** The table as the API answers it (GET and PUT), UFs in alphabetical order. */
export const ZPrazosMaterialTerceiros = z.object({
  padrao: ZPrazo,
  por_uf: z.array(ZPrazo.extend({ uf: z.enum(SIGLAS_UF) })),
});
export type TPrazosMaterialTerceiros = z.infer<typeof ZPrazosMaterialTerceiros>;

/** Deadline situations the report filters by; the screen and the CSV word them with the days (rotuloDoPrazo). */
export const SITUACOES_PRAZO = ['no_prazo', 'a_vencer', 'vencido'] as const;
export type TSituacaoPrazo = (typeof SITUACOES_PRAZO)[number];

/** 'Vence em N dias' from this many days before the deadline down to the deadline's own day. */
export const DIAS_ALERTA_PRAZO = 30;

/**
 * How a row's deadline reads. `diasRestantes` is the deadline date minus today (Brasília): the deadline's own day
 * is still within it ('within 180 days': day 180 after the remessa is the last one), so 0 reads 'Vence hoje'.
 */
export function rotuloDoPrazo(diasRestantes: number): string {
  if (diasRestantes < 0) {
    const dias = -diasRestantes;
    return `Vencido há ${dias} ${dias === 1 ? 'dia' : 'dias'}`;
  }
  if (diasRestantes === 0) return 'Vence hoje';
  if (diasRestantes < DIAS_ALERTA_PRAZO)
    return `Vence em ${diasRestantes} ${diasRestantes === 1 ? 'dia' : 'dias'}`;
  return 'No prazo';
}

const zData = z.iso.date('Data inválida (use AAAA-MM-DD).');
const vazioComoAusente = (v: unknown) => (v === '' ? undefined : v);
const zIdOpcional = (mensagem: string) =>
  z.preprocess(
    vazioComoAusente,
    z.coerce.number({ error: mensagem }).int(mensagem).min(1, mensagem).optional(),
  );

const zFiltrosMaterialTerceiros = {
  id_cliente: zIdOpcional('Cliente inválido.'),
  id_produto: zIdOpcional('Produto inválido.'),
  situacao: z.preprocess(vazioComoAusente, z.enum(SITUACOES_PRAZO, 'Situação inválida.').optional()),
  data_inicio: z.preprocess(vazioComoAusente, zData.optional()),
  data_fim: z.preprocess(vazioComoAusente, zData.optional()),
  encerrados: z.preprocess(
    vazioComoAusente,
    z
      .enum(['true', 'false'], 'Use true ou false.')
      .optional()
      .transform((v) => v === 'true'),
  ),
};
const periodoEmOrdem = (q: { data_inicio?: string; data_fim?: string }) =>
  !q.data_inicio || !q.data_fim || q.data_inicio <= q.data_fim;
const PERIODO_INVERTIDO = {
  message: 'A data inicial deve ser anterior ou igual à data final.',
  path: ['data_fim'],
};

/**
 * Filters of GET /api/relatorios/material-terceiros (and its .csv): client, product, situation, and the period of
 * the remessa's emission. Only items with balance (material still here) unless `encerrados=true`.
 */
export const ZMaterialTerceirosQuery = z
  .object({
    page: zPage.catch(1).default(1),
    limit: zLimit(100).catch(20).default(20),
    ...zFiltrosMaterialTerceiros,
  })
  .refine(periodoEmOrdem, PERIODO_INVERTIDO);
export type TMaterialTerceirosQuery = z.infer<typeof ZMaterialTerceirosQuery>;
export type TMaterialTerceirosFiltros = Omit<TMaterialTerceirosQuery, 'page' | 'limit'>;

export const ZMaterialTerceirosLinha = z.object({
  id_item: z.number().int(),
  id_nfe_entrada: z.number().int(),
  id_cliente: z.number().int(),
  nome_razao_social: z.string(),
  uf_cliente: z.string().nullable(),
  numero_nf: z.number().int(),
  serie: z.number().int(),
  numero_item: z.number().int(),
  id_produto: z.number().int(),
  codigo_produto: z.string(),
  descricao: z.string(),
  recebido_kg: z.string(),
  devolvido_kg: z.string(),
  saldo_kg: z.string(),
  /** Of saldo_kg, what ordens de industrialização reserve; disponivel_kg is the rest, free for orders and drafts. */
  reservado_kg: z.string(),
  disponivel_kg: z.string(),
  /** The remessa's emission (dhEmi), as a Brasília date: the deadline counts from the remessa's exit. */
  data_remessa: z.string(),
  dias_decorridos: z.number().int(),
  prazo_dias: z.number().int(),
  data_limite: z.string(),
  /** Information only: the extension must be asked for, so the status follows data_limite. */
  data_limite_prorrogada: z.string(),
  dias_restantes: z.number().int(),
  situacao: z.enum(SITUACOES_PRAZO),
});
export type TMaterialTerceirosLinha = z.infer<typeof ZMaterialTerceirosLinha>;

const zTotalKg = { recebido_kg: z.string(), devolvido_kg: z.string(), saldo_kg: z.string() };

export const ZMaterialTerceirosTotais = z.object({
  ...zTotalKg,
  /** Of saldo_kg: due within DIAS_ALERTA_PRAZO days (deadline day included), and past the deadline. */
  a_vencer_kg: z.string(),
  vencido_kg: z.string(),
});
export type TMaterialTerceirosTotais = z.infer<typeof ZMaterialTerceirosTotais>;

/**
 * GET /api/relatorios/material-terceiros/produtos and /clientes: the same filters, the kg per product (per client)
 * of the whole filter in name order, a page of them (a bench install has ~2 000 products with material: 400 KB on
 * every page of the report when they came with it). Up to 999 a page, as the dropdowns read (the filter's options).
 */
export const ZMaterialTerceirosTotaisQuery = z
  .object({
    page: zPage.catch(1).default(1),
    limit: zLimit(999).catch(20).default(20),
    ...zFiltrosMaterialTerceiros,
  })
  .refine(periodoEmOrdem, PERIODO_INVERTIDO);
export type TMaterialTerceirosTotaisQuery = z.infer<typeof ZMaterialTerceirosTotaisQuery>;

export const ZMaterialTerceirosPorProduto = z.object({
  id_produto: z.number().int(),
  codigo_produto: z.string(),
  nome: z.string(),
  itens: z.number().int(),
  ...zTotalKg,
});
export type TMaterialTerceirosPorProduto = z.infer<typeof ZMaterialTerceirosPorProduto>;

export const ZMaterialTerceirosProdutos = z.object({
  data: z.array(ZMaterialTerceirosPorProduto),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  totalItems: z.number().int(),
});
export type TMaterialTerceirosProdutos = z.infer<typeof ZMaterialTerceirosProdutos>;

/**
 * GET /api/relatorios/material-terceiros/clientes: the same filters and pages as the products', the kg per client
 * of the whole filter in name order (with ~200 clients holding material they were 30 KB of every page of the
 * report). Up to 999 a page: the client filter's options.
 */
export const ZMaterialTerceirosPorCliente = z.object({
  id_cliente: z.number().int(),
  nome_razao_social: z.string(),
  itens: z.number().int(),
  ...zTotalKg,
});
export type TMaterialTerceirosPorCliente = z.infer<typeof ZMaterialTerceirosPorCliente>;

export const ZMaterialTerceirosClientes = z.object({
  data: z.array(ZMaterialTerceirosPorCliente),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  totalItems: z.number().int(),
});
export type TMaterialTerceirosClientes = z.infer<typeof ZMaterialTerceirosClientes>;

export const ZRelatorioMaterialTerceiros = z.object({
  data: z.array(ZMaterialTerceirosLinha),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  totalItems: z.number().int(),
  /** The whole filter's, not the page's. */
  totais: ZMaterialTerceirosTotais,
  /** The Brasília date the days were counted to. */
  hoje: z.string(),
});
export type TRelatorioMaterialTerceiros = z.infer<typeof ZRelatorioMaterialTerceiros>;

/** GET /api/relatorios/material-terceiros/resumo, the dashboard card: kg here, due within 30 days, overdue. */
export const ZMaterialTerceirosResumo = z.object({
  saldo_kg: z.string(),
  a_vencer_kg: z.string(),
  vencido_kg: z.string(),
});
export type TMaterialTerceirosResumo = z.infer<typeof ZMaterialTerceirosResumo>;

/**
 * One movement of an entry item's balance: the remessa that brought the kg, each return NF-e that took some
 * (from its numbering: the balance is reserved while SEFAZ answers) — a symbolic return (natureza 'RETORNO
 * SIMBÓLICO') apart, since no material left — and each cancellation that gave them back.
 */
export const ZMovimentoMaterial = z.object({
  /** When it happened (ISO instant): the document's emission, or the cancellation's registration. */
  data: z.string(),
  tipo: z.enum(['entrada', 'retorno', 'retorno_simbolico', 'cancelamento']),
  /** 'NF-e de entrada 703/1', 'NF-e 15/1'. */
  documento: z.string(),
  id_nota_fiscal: z.number().int().nullable(),
  /** The return note's status ('Autorizada', 'Processando', 'Cancelada'); null for the entry. */
  status: z.string().nullable(),
  /** Signed: + into our possession, - out of it. */
  quantidade_kg: z.string(),
  /** The item's balance after this movement. */
  saldo_kg: z.string(),
});
export type TMovimentoMaterial = z.infer<typeof ZMovimentoMaterial>;

export const ZHistoricoMaterial = z.object({
  item: ZMaterialTerceirosLinha,
  movimentos: z.array(ZMovimentoMaterial),
});
export type THistoricoMaterial = z.infer<typeof ZHistoricoMaterial>;
