import { isCnpjValido, isCpfValido, limparCnpj, limparCpf } from '@erp/fiscal/documentos';
import { z } from 'zod';

/** Field schemas shared by every register form: the web validates with the same rules as the API. */

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** Optional free text: trimmed, empty becomes null. */
export const zTextoOpcional = (max = 120) =>
  z.preprocess(emptyToNull, z.string().trim().max(max, `Máximo de ${max} caracteres.`).nullable().optional());

export const zTextoObrigatorio = (max = 120) =>
  z.string('Campo obrigatório.').trim().min(1, 'Campo obrigatório.').max(max, `Máximo de ${max} caracteres.`);

export const zEmailOpcional = z.preprocess(
  emptyToNull,
  z.email('E-mail em formato inválido.').trim().toLowerCase().max(254).nullable().optional(),
);

/**
 * A decimal amount as a string with at most `scale` places ("1234.5"), accepted as a number or a string.
 * Numbers are read through their shortest decimal form, so float noise (0.30000000000000004) is refused
 * instead of silently rounded.
 */
export const zDecimal = (opts: { scale: number; min?: number; max?: number; label?: string }) => {
  const pattern = new RegExp(`^-?\\d{1,13}(\\.\\d{1,${opts.scale}})?$`);
  return z
    .union([z.string(), z.number()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'Campo obrigatório.' : 'Informe um número.',
    })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((v) => pattern.test(v), `Informe um número com no máximo ${opts.scale} casas decimais.`)
    .refine((v) => opts.min === undefined || Number(v) >= opts.min, `O valor mínimo é ${opts.min}.`)
    .refine((v) => opts.max === undefined || Number(v) <= opts.max, `O valor máximo é ${opts.max}.`);
};

export const SIGLAS_UF = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;

export const zUfOpcional = z.preprocess(
  (v) => (typeof v === 'string' ? emptyToNull(v.toUpperCase()) : v),
  z.enum(SIGLAS_UF, 'UF inválida.').nullable().optional(),
);

/** CEP: 8 digits, mask removed. */
export const zCepOpcional = z.preprocess(
  (v) => (typeof v === 'string' ? emptyToNull(v.replace(/\D/g, '')) : v),
  z
    .string()
    .regex(/^\d{8}$/, 'O CEP deve ter 8 dígitos.')
    .nullable()
    .optional(),
);

export const zTelefoneOpcional = z.preprocess(
  (v) => (typeof v === 'string' ? emptyToNull(v.replace(/\D/g, '')) : v),
  z
    .string()
    // With area code (10 or 11 digits, which also covers 0800/0300/0500/0900 numbers), or a national number of
    // 8 digits without one (3003-NNNN, 4004-NNNN, 4020-NNNN...).
    .regex(/^(\d{10,11}|[34]00\d{5})$/, 'Telefone deve ter DDD e 8 ou 9 dígitos.')
    .nullable()
    .optional(),
);

/** CPF (11 digits) or CNPJ (14 characters, numeric or alphanumeric), check digits verified, stored unmasked. */
export const zCpfCnpj = z
  .string('Campo obrigatório.')
  .trim()
  .min(1, 'Campo obrigatório.')
  .transform((v) =>
    /^[\d.\-\s]+$/.test(v) && v.replace(/\D/g, '').length === 11 ? limparCpf(v) : limparCnpj(v),
  )
  .refine(
    (v) => (v.length === 11 ? isCpfValido(v) : isCnpjValido(v)),
    'CPF ou CNPJ inválido (dígitos verificadores não conferem).',
  );

export const zCnpj = z
  .string('Campo obrigatório.')
  .trim()
  .transform(limparCnpj)
  .refine(isCnpjValido, 'CNPJ inválido (dígitos verificadores não conferem).');
