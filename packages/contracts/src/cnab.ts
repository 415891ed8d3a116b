import { z } from 'zod';
import { zLimit, zPage } from './pagination.ts';

/**
 * CNAB collection (issue 27): the remessa file of chosen receivables, the bank's return file applied, and the
 * screen 'Financeiro > Cobrança' that drives both.
 */

/** Where a boleto stands with the bank. */
export const SITUACOES_DO_BOLETO = [
  'a enviar',
  'enviado ao banco',
  'registrado',
  'rejeitado',
  'liquidado',
  'baixado',
] as const;

const zId = z.coerce.number().int().positive();

/** `POST /api/financeiro/cnab/remessa`: the account and the receivables (at most 5 000, each once). */
export const ZRemessaInput = z.object({
  id_conta: z.number().int().positive(),
  lancamentos: z
    .array(z.number().int().positive())
    .min(1, 'Escolha ao menos uma conta a receber.')
    .max(5000, 'Uma remessa leva no máximo 5.000 títulos.')
    .refine((ids) => new Set(ids).size === ids.length, 'Uma conta a receber aparece mais de uma vez.'),
});
export type TRemessaInput = z.infer<typeof ZRemessaInput>;

/** The screen's filter: titles still to send (new or rejected), those with the bank, those rejected. */
export const FILTROS_DE_COBRANCA = ['a enviar', 'enviados', 'rejeitados'] as const;
export type TFiltroDeCobranca = (typeof FILTROS_DE_COBRANCA)[number];

export const ZTitulosDaCobrancaQuery = z.object({
  id_conta: zId,
  filtro: z.enum(FILTROS_DE_COBRANCA).catch('a enviar').default('a enviar'),
  page: zPage.catch(1).default(1),
  limit: zLimit(200).catch(20).default(20),
});
export type TTitulosDaCobrancaQuery = z.infer<typeof ZTitulosDaCobrancaQuery>;

/** An open receivable as collection sees it; `situacao` null while it has no boleto yet. */
export const ZTituloDaCobranca = z.object({
  id_lancamento: z.number().int(),
  descricao: z.string(),
  cliente: z.string().nullable(),
  vencimento: z.string(),
  valor: z.string(),
  nosso_numero: z.number().int().nullable(),
  situacao: z.enum(SITUACOES_DO_BOLETO).nullable(),
  sequencial_remessa: z.number().int().nullable(),
  motivo_rejeicao: z.string().nullable(),
});
export type TTituloDaCobranca = z.infer<typeof ZTituloDaCobranca>;

export const ZRemessasQuery = z.object({
  id_conta: zId,
  page: zPage.catch(1).default(1),
  limit: zLimit(100).catch(10).default(10),
});

export const ZRemessaResumo = z.object({
  id: z.number().int(),
  sequencial: z.number().int(),
  leiaute: z.enum(['240', '400']),
  nome_arquivo: z.string(),
  quantidade_titulos: z.number().int(),
  valor_total: z.string(),
  usuario: z.string().nullable(),
  criada_em: z.string(),
});
export type TRemessaResumo = z.infer<typeof ZRemessaResumo>;

/**
 * One ocorrência of a return file and what it did. `resultado` is the sentence shown to the clerk ('Liquidado',
 * 'Já baixado manualmente', 'Rejeitado: ...'); `aplicada` false when nothing changed (already applied, unknown
 * title, settled by hand). Amounts with two decimals.
 */
export const ZOcorrenciaDoRetorno = z.object({
  linha: z.number().int(),
  codigo: z.string(),
  ocorrencia: z.string(),
  nosso_numero: z.string(),
  id_lancamento: z.number().int().nullable(),
  titulo: z.string().nullable(),
  valor_pago: z.string(),
  juros_multa: z.string(),
  desconto: z.string(),
  tarifa: z.string(),
  resultado: z.string(),
  aplicada: z.boolean(),
});
export type TOcorrenciaDoRetorno = z.infer<typeof ZOcorrenciaDoRetorno>;

/** `POST /api/financeiro/cnab/retorno`: the account the header named, the layout read and each ocorrência. */
export const ZRetornoImportado = z.object({
  id: z.number().int(),
  id_conta: z.number().int(),
  conta: z.string(),
  leiaute: z.enum(['240', '400']),
  ocorrencias: z.array(ZOcorrenciaDoRetorno),
  /** The payable created for the bank's tariffs of this file, already paid; null when there were none. */
  id_lancamento_tarifas: z.number().int().nullable(),
});
export type TRetornoImportado = z.infer<typeof ZRetornoImportado>;
