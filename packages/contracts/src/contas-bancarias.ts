import { isCnpjValido, isCpfValido, limparCnpj } from '@erp/fiscal/documentos';
import { z } from 'zod';
import { normalizarAgencia, normalizarConta } from './dv-bancario.ts';
import { zDecimal, zTextoObrigatorio, zTextoOpcional } from './fields.ts';

/** The key types of the DICT (BCB's key directory): CPF, CNPJ, e-mail, phone and random key (EVP). */
export const TIPOS_CHAVE_PIX = ['CPF', 'CNPJ', 'EMAIL', 'TELEFONE', 'ALEATORIA'] as const;
export type TTipoChavePix = (typeof TIPOS_CHAVE_PIX)[number];

export const ROTULOS_TIPO_CHAVE_PIX: Record<TTipoChavePix, string> = {
  CPF: 'CPF',
  CNPJ: 'CNPJ',
  EMAIL: 'E-mail',
  TELEFONE: 'Telefone',
  ALEATORIA: 'Chave aleatória',
};

/** The banks whose agência/conta check digits are verified (dv-bancario.ts) and whose boletos are planned. */
export const BANCOS_CONHECIDOS: Record<string, string> = {
  '001': 'Banco do Brasil',
  '237': 'Bradesco',
  '341': 'Itaú',
  '756': 'Sicoob',
};

/** The largest nosso número sequence any supported bank's layout holds (Bradesco: 11 digits). */
export const MAIOR_NOSSO_NUMERO = 99_999_999_999;

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A key as the DICT writes it (Manual de Padrões para Iniciação do Pix, and the DICT API's key formats): CPF and
 * CNPJ as digits, e-mail in lower case up to 77 characters, phone as +55 with DDD, random key as a lower-case UUID.
 */
export function normalizarChavePix(tipo: TTipoChavePix, valor: string): { chave: string } | { erro: string } {
  const v = valor.trim();
  switch (tipo) {
    case 'CPF': {
      const d = v.replace(/[.\-\s]/g, '');
      return /^\d{11}$/.test(d) && isCpfValido(d) ? { chave: d } : { erro: 'CPF inválido.' };
    }
    case 'CNPJ': {
      const d = limparCnpj(v);
      return d.length === 14 && isCnpjValido(d) ? { chave: d } : { erro: 'CNPJ inválido.' };
    }
    case 'EMAIL': {
      const e = v.toLowerCase();
      if (e.length > 77) return { erro: 'A chave e-mail tem no máximo 77 caracteres.' };
      return z.email().safeParse(e).success ? { chave: e } : { erro: 'E-mail em formato inválido.' };
    }
    case 'TELEFONE': {
      const d = v.replace(/[()\-\s]/g, '').replace(/^\+?55(?=\d{10,11}$)/, '');
      return /^[1-9]{2}9?\d{8}$/.test(d)
        ? { chave: `+55${d}` }
        : { erro: 'Telefone com DDD, no formato +55 11 91234-5678.' };
    }
    case 'ALEATORIA': {
      const a = v.toLowerCase();
      return EVP.test(a) ? { chave: a } : { erro: 'Chave aleatória no formato de 36 caracteres (UUID).' };
    }
  }
}

/** Optional fields: absent, null or blank all read as null. */
const blankToNull = (v: unknown) =>
  v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v;
const zPercentual = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? '0' : v),
  zDecimal({ scale: 2, min: 0, max: 100 }),
);

const ZContaBancariaCampos = z.object({
  descricao: zTextoObrigatorio(60),
  banco: z
    .string('Campo obrigatório.')
    .trim()
    .regex(/^\d{3}$/, 'Código FEBRABAN do banco com 3 dígitos (ex.: 001).'),
  agencia: zTextoObrigatorio(10),
  conta: zTextoObrigatorio(16),
  tipo_chave_pix: z.preprocess(blankToNull, z.enum(TIPOS_CHAVE_PIX, 'Tipo de chave inválido.').nullable()),
  chave_pix: zTextoOpcional(77).transform((v) => v ?? null),
  carteira: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, 'Carteira com até 3 dígitos.')
      .nullable(),
  ),
  convenio: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, 'Convênio / código do beneficiário: apenas dígitos, no máximo 20.')
      .nullable(),
  ),
  /** Banco do Brasil: the variação of the carteira, kept in the 3 digits the CNAB remessa writes (19 → 019). */
  variacao_carteira: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, 'Variação da carteira com até 3 dígitos.')
      .transform((v) => v.padStart(3, '0'))
      .nullable(),
  ),
  /** Blank keeps the account's sequence (1 for a new account); a larger number skips ahead. */
  proximo_nosso_numero: z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.coerce
      .number('Informe um número.')
      .int('Informe um número inteiro.')
      .min(1, 'O valor mínimo é 1.')
      .max(MAIOR_NOSSO_NUMERO, `O valor máximo é ${MAIOR_NOSSO_NUMERO}.`)
      .optional(),
  ),
  percentual_juros_mes: zPercentual,
  percentual_multa: zPercentual,
  padrao: z.boolean('Informe verdadeiro ou falso.').default(false),
});

/**
 * A bank account as typed: agência and conta are checked against the bank's check-digit rule and stored in one
 * form ("0001-9", "12345-6"), the PIX key by its type. The web form runs this same schema.
 */
export const ZContaBancariaInput = ZContaBancariaCampos.transform((c, ctx) => {
  const agencia = normalizarAgencia(c.banco, c.agencia);
  if ('erro' in agencia) {
    ctx.addIssue({ code: 'custom', path: ['agencia'], message: agencia.erro });
    return z.NEVER;
  }
  const conta = normalizarConta(c.banco, agencia.agencia, c.conta);
  if ('erro' in conta) ctx.addIssue({ code: 'custom', path: ['conta'], message: conta.erro });
  let chave: string | null = null;
  if (c.chave_pix !== null && c.tipo_chave_pix === null) {
    ctx.addIssue({ code: 'custom', path: ['tipo_chave_pix'], message: 'Selecione o tipo da chave PIX.' });
  } else if (c.chave_pix === null && c.tipo_chave_pix !== null) {
    ctx.addIssue({ code: 'custom', path: ['chave_pix'], message: 'Campo obrigatório.' });
  } else if (c.chave_pix !== null && c.tipo_chave_pix !== null) {
    const pix = normalizarChavePix(c.tipo_chave_pix, c.chave_pix);
    if ('erro' in pix) ctx.addIssue({ code: 'custom', path: ['chave_pix'], message: pix.erro });
    else chave = pix.chave;
  }
  if ('erro' in conta) return z.NEVER;
  return { ...c, agencia: agencia.agencia, conta: conta.conta, chave_pix: chave };
});
export type TContaBancariaInput = z.input<typeof ZContaBancariaInput>;
export type TContaBancariaValidada = z.output<typeof ZContaBancariaInput>;

export const ZContaBancaria = z.object({
  id: z.number().int(),
  descricao: z.string(),
  banco: z.string(),
  agencia: z.string(),
  conta: z.string(),
  tipo_chave_pix: z.enum(TIPOS_CHAVE_PIX).nullable(),
  chave_pix: z.string().nullable(),
  carteira: z.string().nullable(),
  convenio: z.string().nullable(),
  variacao_carteira: z.string().nullable(),
  proximo_nosso_numero: z.number().int(),
  percentual_juros_mes: z.string(),
  percentual_multa: z.string(),
  padrao: z.boolean(),
});
export type TContaBancaria = z.infer<typeof ZContaBancaria>;
