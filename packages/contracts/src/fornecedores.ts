import { z } from 'zod';
import { zCpfCnpj, zEmailOpcional, zTelefoneOpcional, zTextoObrigatorio, zTextoOpcional } from './fields.ts';

export const ZFornecedorInput = z.object({
  nome_razao_social: zTextoObrigatorio(150),
  nome_fantasia: zTextoOpcional(150),
  cpf_cnpj: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    zCpfCnpj.nullable().optional(),
  ),
  email: zEmailOpcional,
  telefone: zTelefoneOpcional,
});
export type TFornecedorInput = z.input<typeof ZFornecedorInput>;

export const ZFornecedor = z.object({
  id: z.number().int(),
  nome_razao_social: z.string(),
  nome_fantasia: z.string().nullable(),
  cpf_cnpj: z.string().nullable(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
});
export type TFornecedor = z.infer<typeof ZFornecedor>;
