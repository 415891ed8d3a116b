import { z } from 'zod';
import {
  zCepOpcional,
  zCnpj,
  zEmailOpcional,
  zTelefoneOpcional,
  zTextoObrigatorio,
  zTextoOpcional,
  zUfOpcional,
} from './fields.ts';

/** CRT: 1 Simples Nacional, 2 Simples Nacional com excesso de sublimite, 3 regime normal, 4 MEI. */
export const REGIMES_TRIBUTARIOS = [1, 2, 3, 4] as const;

export const ZEmpresaInput = z.object({
  razao_social: zTextoObrigatorio(150),
  nome_fantasia: zTextoOpcional(150),
  cnpj: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    zCnpj.nullable().optional(),
  ),
  inscricao_estadual: zTextoOpcional(20),
  inscricao_municipal: zTextoOpcional(20),
  regime_tributario: z.coerce
    .number()
    .int()
    .refine((v) => (REGIMES_TRIBUTARIOS as readonly number[]).includes(v), 'Regime tributário inválido.')
    .default(1),
  logradouro: zTextoOpcional(120),
  numero: zTextoOpcional(20),
  complemento: zTextoOpcional(60),
  bairro: zTextoOpcional(60),
  cidade: zTextoOpcional(60),
  uf: zUfOpcional,
  cep: zCepOpcional,
  codigo_municipio: z.coerce.number().int().min(1000000).max(9999999).nullable().optional(),
  telefone: zTelefoneOpcional,
  email: zEmailOpcional,
  nfe_serie: z.coerce.number().int().min(0).max(999).optional(),
  nfe_proximo_numero: z.coerce.number().int().min(1).max(999999999).optional(),
});
export type TEmpresaInput = z.input<typeof ZEmpresaInput>;

export const ZEmpresa = z.object({
  razao_social: z.string(),
  nome_fantasia: z.string().nullable(),
  cnpj: z.string().nullable(),
  inscricao_estadual: z.string().nullable(),
  inscricao_municipal: z.string().nullable(),
  regime_tributario: z.number().int(),
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  cep: z.string().nullable(),
  codigo_municipio: z.number().int().nullable(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  nfe_serie: z.number().int(),
  nfe_proximo_numero: z.number().int(),
  /** False once an NF-e has been issued: série and number can no longer be edited. */
  numeracao_editavel: z.boolean(),
});
export type TEmpresa = z.infer<typeof ZEmpresa>;
