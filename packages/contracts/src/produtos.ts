import { z } from 'zod';
import { zDecimal, zTextoObrigatorio } from './fields.ts';

export const UNIDADES_MEDIDA = ['TN', 'KG', 'UN', 'CX', 'PC'] as const;

export const ZProdutoInput = z.object({
  nome: zTextoObrigatorio(120),
  codigo_interno: zTextoObrigatorio(60),
  ncm: z
    .string('Campo obrigatório.')
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => /^\d{8}$/.test(v), 'O NCM deve ter 8 dígitos.'),
  unidade_medida: z.enum(UNIDADES_MEDIDA, 'Unidade inválida: use TN, KG, UN, CX ou PC.').default('KG'),
  preco_venda: zDecimal({ scale: 2, min: 0 }).default('0'),
  estoque_atual: zDecimal({ scale: 2, min: 0 }).default('0'),
  cfop_padrao: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string()
      .regex(/^\d{4}$/, 'O CFOP deve ter 4 dígitos.')
      .nullable()
      .optional(),
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
  estoque_atual: z.string(),
  cfop_padrao: z.string().nullable(),
});
export type TProduto = z.infer<typeof ZProduto>;

export const ZNcm = z.object({ codigo: z.string(), descricao: z.string() });
export type TNcm = z.infer<typeof ZNcm>;
