import { z } from 'zod';
import {
  zCepOpcional,
  zCpfCnpj,
  zEmailOpcional,
  zTelefoneOpcional,
  zTextoObrigatorio,
  zTextoOpcional,
  zUfOpcional,
} from './fields.ts';

export const TIPOS_REFERENCIACAO = ['MANUAL', 'FIFO'] as const;
export const CONDICOES_PAGAMENTO = [7, 15, 20, 30, 45] as const;
/** indIEDest of the NF-e: 1 contribuinte do ICMS, 2 contribuinte isento, 9 não contribuinte. */
export const INDICADORES_IE = ['1', '2', '9'] as const;

export const ZClienteInput = z
  .object({
    nome_razao_social: zTextoObrigatorio(150),
    nome_fantasia: zTextoOpcional(150),
    cpf_cnpj: zCpfCnpj,
    inscricao_estadual: z.preprocess(
      (v) =>
        typeof v === 'string' ? (v.trim() === '' ? null : v.replace(/[.\-/\s]/g, '').toUpperCase()) : v,
      z
        .string()
        .regex(/^(ISENTO|\d{2,14})$/, 'Inscrição estadual: de 2 a 14 dígitos, ou ISENTO.')
        .nullable()
        .optional(),
    ),
    indicador_ie: z.enum(INDICADORES_IE, 'Indicador de IE inválido.').optional(),
    email: zEmailOpcional,
    email_nfe: zEmailOpcional,
    telefone: zTelefoneOpcional,
    logradouro: zTextoOpcional(120),
    numero: zTextoOpcional(20),
    complemento: zTextoOpcional(60),
    bairro: zTextoOpcional(60),
    cidade: zTextoOpcional(60),
    uf: zUfOpcional,
    cep: zCepOpcional,
    codigo_municipio: z.coerce.number().int().min(1000000).max(9999999).nullable().optional(),
    tipo_referenciacao: z
      .enum(TIPOS_REFERENCIACAO, 'Tipo de referenciação inválido: MANUAL ou FIFO.')
      .default('MANUAL'),
    condicao_pagamento_dias: z.preprocess(
      (v) => (v === null || v === undefined || v === '' ? 30 : Number(v)),
      z.union(
        CONDICOES_PAGAMENTO.map((d) => z.literal(d)),
        'Condição de pagamento inválida: 7, 15, 20, 30 ou 45 dias.',
      ),
    ),
  })
  .superRefine((c, ctx) => {
    if (c.indicador_ie === '1' && (!c.inscricao_estadual || c.inscricao_estadual === 'ISENTO')) {
      ctx.addIssue({
        code: 'custom',
        path: ['inscricao_estadual'],
        message: 'Contribuinte do ICMS exige a inscrição estadual.',
      });
    }
  });
export type TClienteInput = z.input<typeof ZClienteInput>;

export const ZCliente = z.object({
  id: z.number().int(),
  nome_razao_social: z.string(),
  nome_fantasia: z.string().nullable(),
  cpf_cnpj: z.string(),
  inscricao_estadual: z.string().nullable(),
  indicador_ie: z.enum(INDICADORES_IE),
  email: z.string().nullable(),
  email_nfe: z.string().nullable(),
  telefone: z.string().nullable(),
  logradouro: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  uf: z.string().nullable(),
  cep: z.string().nullable(),
  codigo_municipio: z.number().int().nullable(),
  tipo_referenciacao: z.enum(TIPOS_REFERENCIACAO),
  condicao_pagamento_dias: z.number().int(),
});
export type TCliente = z.infer<typeof ZCliente>;

export const ZMunicipio = z.object({ codigo: z.number().int(), nome: z.string(), uf: z.string() });
