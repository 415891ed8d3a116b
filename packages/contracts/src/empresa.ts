import { z } from 'zod';
import { ZLeiauteBlocoK } from './bloco-k.ts';
import {
  zCepOpcional,
  zCnpj,
  zCpfCnpj,
  zEmailOpcional,
  zTelefoneOpcional,
  zTextoObrigatorio,
  zTextoOpcional,
  zUfOpcional,
} from './fields.ts';

/** CRT: 1 Simples Nacional, 2 Simples Nacional com excesso de sublimite, 3 regime normal, 4 MEI. */
export const REGIMES_TRIBUTARIOS = [1, 2, 3, 4] as const;

/** regEspTrib of the DPS (regime especial de tributação municipal). */
export const REGIMES_ESPECIAIS_NFSE = [
  { value: 0, label: 'Nenhum' },
  { value: 1, label: 'Ato cooperado (cooperativa)' },
  { value: 2, label: 'Estimativa' },
  { value: 3, label: 'Microempresa municipal' },
  { value: 4, label: 'Notário ou registrador' },
  { value: 5, label: 'Profissional autônomo' },
  { value: 6, label: 'Sociedade de profissionais' },
] as const;

/** regApTribSN of an ME/EPP optante of the Simples Nacional. */
export const REGIMES_APURACAO_SN = [
  { value: 1, label: 'Tributos federais e municipal pelo Simples Nacional' },
  { value: 2, label: 'Federais pelo Simples Nacional e ISSQN fora dele' },
  { value: 3, label: 'Federais e municipal fora do Simples Nacional' },
] as const;

/** A host name or IP address, without scheme, port or path. */
const zHostSmtp = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string()
    .trim()
    .max(253, 'Máximo de 253 caracteres.')
    .regex(/^[A-Za-z0-9.\-:[\]]+$/, 'Informe só o nome do servidor, como smtp.empresa.com.br.')
    .nullable()
    .optional(),
);

const zPortaSmtp = z.preprocess(
  (v) => (v === '' || v === null ? null : v),
  z.coerce
    .number('Informe um número.')
    .int('Informe um número inteiro.')
    .min(1, 'Porta entre 1 e 65535.')
    .max(65535, 'Porta entre 1 e 65535.')
    .nullable()
    .optional(),
);

/**
 * The DPS refuses a regime especial for an MEI (E0174) and for an ME/EPP whose ISSQN is apurado in the Simples
 * Nacional (E0175): said when the company is saved, not at its first NFS-e. Without apuração in the body (the
 * stored one is kept) only the MEI rule is known here.
 */
function conferirRegimeEspecial(
  v: {
    regime_tributario: number;
    nfse_regime_especial?: number | undefined;
    nfse_regime_apuracao_sn?: number | null | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (!v.nfse_regime_especial) return;
  const apuracao =
    v.nfse_regime_apuracao_sn === undefined
      ? undefined
      : (v.nfse_regime_apuracao_sn ?? (v.regime_tributario === 2 ? 2 : 1));
  const mensagem =
    v.regime_tributario === 4
      ? 'MEI não tem regime especial de tributação: escolha Nenhum.'
      : [1, 2].includes(v.regime_tributario) && apuracao === 1
        ? 'Com o ISSQN apurado pelo Simples Nacional o regime especial deve ser Nenhum.'
        : undefined;
  if (mensagem) ctx.addIssue({ code: 'custom', path: ['nfse_regime_especial'], message: mensagem });
}

export const ZEmpresaInput = z
  .object({
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
    /** The accountant: the CPF/CNPJ goes in every NF-e's autXML (the office downloads the XML from SEFAZ). */
    cpf_cnpj_contador: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      zCpfCnpj.nullable().optional(),
    ),
    email_contador: zEmailOpcional,
    nfe_serie: z.coerce.number().int().min(0).max(999).optional(),
    nfe_proximo_numero: z.coerce.number().int().min(1).max(999999999).optional(),
    /** NFS-e: left out, the stored values are kept. */
    nfse_serie: z.coerce
      .number()
      .int()
      .min(1, 'Série da DPS entre 1 e 49999.')
      .max(49999, 'Série da DPS entre 1 e 49999.')
      .optional(),
    nfse_proximo_numero: z.coerce.number().int().min(1).max(999999999).optional(),
    nfse_regime_especial: z.coerce.number().int().min(0).max(6, 'Regime especial inválido.').optional(),
    nfse_regime_apuracao_sn: z.preprocess(
      (v) => (v === '' ? null : v),
      z.coerce.number().int().min(1).max(3, 'Regime de apuração inválido.').nullable().optional(),
    ),
    /** SMTP that sends the authorised NF-e to the clients; without a host nothing is sent. */
    smtp_host: zHostSmtp,
    smtp_porta: zPortaSmtp,
    /** Implicit TLS (usually port 465); otherwise the connection is upgraded with STARTTLS. */
    smtp_seguro: z.boolean('Valor inválido.').default(false),
    smtp_usuario: zTextoOpcional(254),
    /** Write-only: blank or left out keeps the stored one; clearing the user clears it too. */
    smtp_senha: z.string().max(254, 'Máximo de 254 caracteres.').nullable().optional(),
    smtp_remetente: zEmailOpcional,
    /** K010 of the EFD's Bloco K; left out, the stored one is kept. */
    bloco_k_leiaute: ZLeiauteBlocoK.optional(),
    /** Each receivable of an authorised NF-e gets its boleto; left out, the stored one is kept. */
    boleto_automatico: z.boolean('Valor inválido.').optional(),
  })
  .superRefine((v, ctx) => {
    conferirRegimeEspecial(v, ctx);
    if (!v.smtp_host) return;
    if (v.smtp_porta == null) {
      ctx.addIssue({ code: 'custom', path: ['smtp_porta'], message: 'Informe a porta do servidor SMTP.' });
    }
    if (!v.smtp_remetente) {
      ctx.addIssue({
        code: 'custom',
        path: ['smtp_remetente'],
        message: 'Informe o e-mail do remetente.',
      });
    }
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
  cpf_cnpj_contador: z.string().nullable(),
  email_contador: z.string().nullable(),
  nfe_serie: z.number().int(),
  nfe_proximo_numero: z.number().int(),
  /** False once an NF-e has been issued: série and number can no longer be edited. */
  numeracao_editavel: z.boolean(),
  /** False once an NF-e or NFS-e of produção was issued with the CNPJ: it can no longer be changed. */
  cnpj_editavel: z.boolean(),
  nfse_serie: z.number().int(),
  /** Moves with each DPS; a larger number typed here skips ahead, a smaller one is ignored. */
  nfse_proximo_numero: z.number().int(),
  nfse_regime_especial: z.number().int(),
  nfse_regime_apuracao_sn: z.number().int().nullable(),
  smtp_host: z.string().nullable(),
  smtp_porta: z.number().int().nullable(),
  smtp_seguro: z.boolean(),
  smtp_usuario: z.string().nullable(),
  smtp_remetente: z.string().nullable(),
  /** The password itself is never answered. */
  smtp_senha_definida: z.boolean(),
  bloco_k_leiaute: ZLeiauteBlocoK,
  boleto_automatico: z.boolean(),
});
export type TEmpresa = z.infer<typeof ZEmpresa>;
