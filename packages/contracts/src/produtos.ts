import { z } from 'zod';
import { zDecimal, zTextoObrigatorio } from './fields.ts';

export const UNIDADES_MEDIDA = ['TN', 'KG', 'UN', 'CX', 'PC'] as const;

/**
 * The product's IPI rate from the TIPI for its NCM, in percent ("5", "3.25"; "0" is a rate too: the CST 51 of a
 * zero-rated product). Typed with a comma as pt-BR writes it; empty or null is "not informed", which a sale by a
 * CRT 3 company then refuses. numeric(7,4) in the database.
 */
export const zAliquotaIpi = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().replace(',', '.')) : v),
  zDecimal({ scale: 4, min: 0, max: 999.9999 }).nullable().optional(),
);

/**
 * 0200 TIPO_ITEM of the EFD ICMS/IPI (Bloco K): what the item is to the company. Empty: decided by use (04 for what
 * was made, 00 for a product whose CFOP padrão is x102, 01 for the rest).
 */
export const TIPOS_ITEM_EFD = [
  { value: '00', label: '00 - Mercadoria para revenda' },
  { value: '01', label: '01 - Matéria-prima' },
  { value: '04', label: '04 - Produto acabado' },
  { value: '05', label: '05 - Subproduto' },
  { value: '10', label: '10 - Outros insumos' },
] as const;
const CODIGOS_TIPO_ITEM = ['00', '01', '04', '05', '10'] as const;

export const ZProdutoInput = z.object({
  nome: zTextoObrigatorio(120),
  codigo_interno: zTextoObrigatorio(60),
  ncm: z
    .string('Campo obrigatório.')
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => /^\d{8}$/.test(v), 'O NCM deve ter 8 dígitos.'),
  unidade_medida: z.enum(UNIDADES_MEDIDA, 'Unidade inválida: use TN, KG, UN, CX ou PC.').default('KG'),
  preco_venda: zDecimal({ scale: 2, min: 0 }).default('0'),
  aliquota_ipi: zAliquotaIpi,
  estoque_atual: zDecimal({ scale: 2, min: 0 }).default('0'),
  cfop_padrao: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string()
      .regex(/^\d{4}$/, 'O CFOP deve ter 4 dígitos.')
      .nullable()
      .optional(),
  ),
  tipo_item_efd: z.preprocess(
    (v) => (v === '' ? null : v),
    z.enum(CODIGOS_TIPO_ITEM, 'Tipo do item inválido: use 00, 01, 04, 05 ou 10.').nullable().optional(),
  ),
});
export type TProdutoInput = z.input<typeof ZProdutoInput>;

export const ZProduto = z.object({
  id: z.number().int(),
  nome: z.string(),
  codigo_interno: z.string(),
  ncm: z.string(),
  unidade_medida: z.enum(UNIDADES_MEDIDA),
  preco_venda: z.string(),
  /** Without trailing zeros ("5", "3.25"); null when not informed. */
  aliquota_ipi: z.string().nullable(),
  estoque_atual: z.string(),
  /** Of estoque_atual, the company's own kg and the clients' material in its possession (issue 24). */
  estoque_proprio_kg: z.string(),
  estoque_terceiros_kg: z.string(),
  cfop_padrao: z.string().nullable(),
  /** 0200 TIPO_ITEM chosen for the Bloco K; null: decided by use. */
  tipo_item_efd: z.enum(CODIGOS_TIPO_ITEM).nullable().optional(),
});
export type TProduto = z.infer<typeof ZProduto>;

export const ZNcm = z.object({ codigo: z.string(), descricao: z.string() });
export type TNcm = z.infer<typeof ZNcm>;
