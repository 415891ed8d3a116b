import { calcularValoresDps, type ValoresEntradaDps } from '@erp/fiscal/calculo';
import { arredondarCentavos, Decimal, formatarDecimalBr } from '@erp/fiscal/decimal';
import { z } from 'zod';
import { zDecimal } from './fields.ts';
import { ZAmbienteDoDocumento } from './fiscal.ts';
import { CANCELAMENTO_PENDENTE } from './nfe-operacao.ts';
import { ZListQuery } from './pagination.ts';
import { zTextoLivreXml } from './texto-livre.ts';

/**
 * NFS-e Nacional (DPS 1.01 sent to the Sefin Nacional). Processando (DPS signed, stored and sent, waiting for a
 * conclusive answer) -> Autorizada | Rejeitada (kept with the national code and message); Autorizada -> Cancelada
 * (event e101101).
 */
export const STATUS_NFSE = ['Processando', 'Autorizada', 'Rejeitada', 'Cancelada'] as const;
export type TStatusNfse = (typeof STATUS_NFSE)[number];
/** The status the list and the detail show: the stored one, or 'Cancelamento pendente' over an Autorizada. */
export const SITUACOES_NFSE = [...STATUS_NFSE, CANCELAMENTO_PENDENTE] as const;

/** cMotivo of the cancellation event e101101 (TSCodJustCanc). */
export const MOTIVOS_CANCELAMENTO_NFSE = [
  { value: '1', label: 'Erro na emissão' },
  { value: '2', label: 'Serviço não prestado' },
  { value: '9', label: 'Outros' },
] as const;

/**
 * Código NBS of industrialização por encomenda (1.1502.10.00, manufacturing on inputs owned by others), the
 * default cNBS of the DPS when the request does not name another.
 */
export const NBS_INDUSTRIALIZACAO_POR_ENCOMENDA = '115021000';

export const MENSAGEM_QUANTIDADE_OU_VALOR = 'Informe a quantidade em kg ou o valor do serviço (um dos dois).';
export const MENSAGEM_JUSTIFICATIVA_NFSE = 'A justificativa deve ter entre 15 e 255 caracteres.';
export const MENSAGEM_DISCRIMINACAO = {
  vazio: 'Informe a discriminação do serviço.',
  tamanho: 'A discriminação tem no máximo 2000 caracteres.',
};
/** vServ >= vDescIncond + vDR (the Sefin's E0427): the ISS base never goes below zero. */
export const MENSAGEM_DEDUCOES_ACIMA_DO_SERVICO =
  'As deduções/reduções não podem passar do valor do serviço.';

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

const zIdPositivo = (mensagem: string) => z.coerce.number(mensagem).int(mensagem).positive(mensagem);
const zData = z.iso.date('Data inválida (use AAAA-MM-DD).');
const zDataObrigatoria = (mensagem: string) => z.preprocess(blankToUndefined, z.string(mensagem).pipe(zData));

const zPositivo = (opts: { scale: number; max: number }, mensagem: string) =>
  z.preprocess(
    blankToUndefined,
    zDecimal({ scale: opts.scale, min: 0, max: opts.max })
      .refine((v) => Number(v) > 0, mensagem)
      .optional(),
  );

/** A retention rate in % over the service value; blank or zero means no retention. */
const zAliquotaRetencao = z.preprocess(
  blankToUndefined,
  zDecimal({ scale: 2, min: 0, max: 99.99 }).optional(),
);

export const ZRetencoesNfse = z.object({
  pis: zAliquotaRetencao,
  cofins: zAliquotaRetencao,
  csll: zAliquotaRetencao,
  irrf: zAliquotaRetencao,
  /** Contribuição previdenciária retida (vRetCP). */
  inss: zAliquotaRetencao,
});
export type TRetencoesNfse = z.input<typeof ZRetencoesNfse>;

/**
 * Dedução/redução of the ISS base in reais (vDedRed/vDR: materials supplied, subcontracted work...): lowers the
 * base and so the ISS, never the value the tomador pays. Blank or zero means none.
 */
const zDeducoes = z.preprocess(
  blankToUndefined,
  zDecimal({ scale: 2, max: 999_999_999_999 })
    .refine((v) => !v.startsWith('-'), 'As deduções/reduções não podem ser negativas.')
    .optional(),
);

/** What the value of the service comes from: kg at the service's price per kg, or a free value. */
const ZBaseValores = z.object({
  id_servico: zIdPositivo('Selecione o serviço.'),
  quantidade: zPositivo({ scale: 4, max: 999_999_999 }, 'A quantidade deve ser maior que zero.'),
  valor_servico: zPositivo({ scale: 2, max: 999_999_999_999 }, 'O valor do serviço deve ser maior que zero.'),
  valor_deducoes: zDeducoes,
  iss_retido: z.boolean('Valor inválido.').default(false),
  retencoes: ZRetencoesNfse.default({}),
});

function umValor(
  v: {
    quantidade?: string | undefined;
    valor_servico?: string | undefined;
    valor_deducoes?: string | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if ((v.quantidade === undefined) === (v.valor_servico === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['quantidade'], message: MENSAGEM_QUANTIDADE_OU_VALOR });
  }
  // With a free value the limit is known here; by weight it needs the service's price (conferirDeducoes).
  if (
    v.valor_servico !== undefined &&
    v.valor_deducoes !== undefined &&
    new Decimal(v.valor_deducoes).gt(v.valor_servico)
  ) {
    ctx.addIssue({ code: 'custom', path: ['valor_deducoes'], message: MENSAGEM_DEDUCOES_ACIMA_DO_SERVICO });
  }
}

/** POST /nfse/previa: the values only, nothing stored. */
export const ZPreviaNfse = ZBaseValores.superRefine(umValor);

/**
 * POST /nfse/emitir. `idempotency_key` is generated by the screen once per emission attempt (crypto.randomUUID()):
 * the same key sent again (a double click, a retry after a lost answer) never produces a second NFS-e; it answers
 * the outcome of the first request, or 409 while that one is still being sent.
 */
export const ZEmitirNfse = ZBaseValores.extend({
  idempotency_key: z.uuid('Identificador da requisição inválido.'),
  id_cliente: zIdPositivo('Selecione o tomador.'),
  data_competencia: zDataObrigatoria('Informe a data de competência.'),
  data_vencimento: zDataObrigatoria('Informe a data de vencimento.'),
  /** xDescServ (its type accepts line breaks), normalised as the DPS carries it. */
  discriminacao: zTextoLivreXml(1, 2000, MENSAGEM_DISCRIMINACAO, { quebrasDeLinha: 'manter' }),
  id_nfe_referencia: z.preprocess(blankToUndefined, zIdPositivo('NF-e de referência inválida.').optional()),
  /** Código NBS (9 digits); default NBS_INDUSTRIALIZACAO_POR_ENCOMENDA. */
  codigo_nbs: z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.replace(/\D/g, '')) : v),
    z
      .string()
      .regex(/^[0-9]{9}$/, 'O código NBS tem 9 dígitos.')
      .optional(),
  ),
}).superRefine(umValor);
export type TEmitirNfse = z.input<typeof ZEmitirNfse>;

/** Values as the NFS-e will carry them, in reais with 2 places ("1234.50"). */
export const ZValoresNfse = z.object({
  valor_servico: z.string(),
  /** Dedução/redução of the ISS base (vDR). */
  valor_deducoes: z.string(),
  /** serviço - deduções (vBC). */
  valor_base_calculo: z.string(),
  aliquota_iss: z.string(),
  valor_iss: z.string(),
  iss_retido: z.boolean(),
  valor_pis: z.string(),
  valor_cofins: z.string(),
  valor_csll: z.string(),
  valor_irrf: z.string(),
  valor_inss: z.string(),
  /** Federal retentions plus the ISS when the tomador retains it (vTotalRet). */
  valor_retencoes: z.string(),
  /** What the tomador pays: serviço - retenções (vLiq); the receivable's value. */
  valor_liquido: z.string(),
});
export type TValoresNfse = z.infer<typeof ZValoresNfse>;

/**
 * Where the ISS rate of an NFS-e comes from: 'dps' the service's rate, written in the DPS (pAliq) where the Sefin
 * requires it; 'municipio' the rate the municipality of incidence parametrised for the service at the Sefin
 * Nacional, which the NFS-e applies when the DPS may not carry one; 'servico' the service's rate because the
 * municipality's could not be read (the authorised NFS-e may then carry another, and the note shows that one).
 */
export const ORIGENS_ALIQUOTA_ISS = ['dps', 'municipio', 'servico'] as const;

/** GET /nfse/aliquota-iss: the ISS rate the NFS-e will carry for a service, before it is issued. */
export const ZAliquotaIssQuery = z.object({
  id_servico: zIdPositivo('Selecione o serviço.'),
  iss_retido: z
    .enum(['true', 'false'], 'Valor inválido.')
    .default('false')
    .transform((v) => v === 'true'),
  data_competencia: z.preprocess(blankToUndefined, zData.optional()),
});

export const ZAliquotaIss = z.object({
  aliquota_iss: z.string(),
  origem: z.enum(ORIGENS_ALIQUOTA_ISS),
  /** Why the service's rate is used (the Sefin unreachable, no certificate...); null otherwise. */
  aviso: z.string().nullable(),
});
export type TAliquotaIss = z.infer<typeof ZAliquotaIss>;

export const ZPreviaNfseResposta = ZValoresNfse.extend({
  origem_aliquota_iss: z.enum(ORIGENS_ALIQUOTA_ISS),
  aviso_aliquota_iss: z.string().nullable(),
  quantidade: z.string().nullable(),
  preco_kg: z.string(),
  discriminacao_sugerida: z.string(),
});
export type TPreviaNfseResposta = z.infer<typeof ZPreviaNfseResposta>;

export const ZEmissaoNfse = z.object({
  message: z.string(),
  id: z.number().int(),
  status: z.enum(STATUS_NFSE),
  numero_nfse: z.string().nullable(),
  chave_acesso: z.string().nullable(),
  serie_dps: z.number().int(),
  numero_dps: z.number().int(),
  valor_liquido: z.string(),
});
export type TEmissaoNfse = z.infer<typeof ZEmissaoNfse>;

export const ZNfseListQuery = ZListQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
  status: z.preprocess(blankToUndefined, z.enum(STATUS_NFSE, 'Status inválido.').optional()),
});

export const ZNfseListaItem = z.object({
  id: z.number().int(),
  id_cliente: z.number().int(),
  /** The tomador. */
  nome_razao_social: z.string(),
  numero_nfse: z.string().nullable(),
  serie_dps: z.number().int(),
  numero_dps: z.number().int(),
  chave_acesso: z.string().nullable(),
  valor_servico: z.string(),
  valor_liquido: z.string(),
  data_competencia: z.string(),
  created_at: z.string(),
  status: z.enum(SITUACOES_NFSE),
  /** The national code and message of the last answer (E0160...), or why it is still Processando. */
  c_stat: z.string().nullable(),
  mensagem: z.string().nullable(),
  /** Why the Sefin refused the last cancellation asked (code - message); null once another one is asked. */
  recusa_cancelamento: z.string().nullable(),
  caminho_pdf: z.string().nullable(),
  caminho_xml: z.string().nullable(),
  cancelavel: z.boolean(),
  ...ZAmbienteDoDocumento.shape,
});
export type TNfseListaItem = z.infer<typeof ZNfseListaItem>;

export const ZNfseEvento = z.object({
  tipo_evento: z.string(),
  descricao: z.string(),
  codigo_motivo: z.string().nullable(),
  justificativa: z.string().nullable(),
  created_at: z.string(),
});

export const ZNfse = ZNfseListaItem.extend({
  ...ZValoresNfse.shape,
  cpf_cnpj_tomador: z.string(),
  id_servico: z.number().int(),
  descricao_servico: z.string(),
  codigo_lc_116: z.string(),
  codigo_nbs: z.string(),
  quantidade: z.string().nullable(),
  preco_kg: z.string().nullable(),
  aliquota_pis: z.string().nullable(),
  aliquota_cofins: z.string().nullable(),
  aliquota_csll: z.string().nullable(),
  aliquota_irrf: z.string().nullable(),
  aliquota_inss: z.string().nullable(),
  discriminacao: z.string(),
  data_vencimento: z.string(),
  id_nfe_referencia: z.number().int().nullable(),
  numero_nfe_referencia: z.number().int().nullable(),
  chave_nfe_referencia: z.string().nullable(),
  id_dps: z.string(),
  data_emissao: z.string(),
  data_autorizacao: z.string().nullable(),
  data_cancelamento: z.string().nullable(),
  /** The receivable created on authorisation (cancelled with the NFS-e). */
  id_lancamento: z.number().int().nullable(),
  status_lancamento: z.string().nullable(),
  eventos: z.array(ZNfseEvento),
});
export type TNfse = z.infer<typeof ZNfse>;

export const ZCancelarNfse = z.object({
  codigo_motivo: z.enum(['1', '2', '9'], 'Selecione o motivo do cancelamento.'),
  /** xMotivo of the e101101 event, normalised as the event carries it. */
  justificativa: zTextoLivreXml(15, 255, MENSAGEM_JUSTIFICATIVA_NFSE),
});
export type TCancelarNfse = z.input<typeof ZCancelarNfse>;

/** What the values of an NFS-e are computed from (the screen's fields and the chosen service). */
export interface EntradaValoresNfse {
  quantidade?: string | null | undefined;
  /** The service's price per kg, used with `quantidade`. */
  preco_kg?: string | null | undefined;
  valor_servico?: string | null | undefined;
  /** Dedução/redução of the ISS base in reais; blank is none. */
  valor_deducoes?: string | null | undefined;
  /** The service's ISS rate in %. */
  aliquota_iss: string;
  iss_retido: boolean;
  retencoes?: Partial<Record<keyof TRetencoesNfse, string | null | undefined>> | undefined;
}

const DECIMAL = /^[0-9]{1,13}(\.[0-9]+)?$/;

function decimal(valor: string | null | undefined): Decimal | undefined {
  const texto = valor?.trim();
  return texto && DECIMAL.test(texto) ? new Decimal(texto) : undefined;
}

/** Value of the service: kg x price per kg rounded half up to the centavo, or the free value. */
export function valorDoServico(
  entrada: Pick<EntradaValoresNfse, 'quantidade' | 'preco_kg' | 'valor_servico'>,
) {
  const quantidade = decimal(entrada.quantidade);
  if (quantidade) {
    const preco = decimal(entrada.preco_kg);
    return preco ? arredondarCentavos(quantidade.times(preco)) : undefined;
  }
  const valor = decimal(entrada.valor_servico);
  return valor ? arredondarCentavos(valor) : undefined;
}

/** The deduction rounded to the centavo (blank is zero); undefined when the text is no valid amount. */
function deducoesDe(entrada: Pick<EntradaValoresNfse, 'valor_deducoes'>): Decimal | undefined {
  const texto = entrada.valor_deducoes?.trim();
  if (!texto) return new Decimal(0);
  const valor = decimal(texto);
  return valor ? arredondarCentavos(valor) : undefined;
}

/**
 * The message when the deduction is above the value of the service (the Sefin's E0427), once that value is known
 * (kg x the service's price, or the free value); undefined otherwise.
 */
export function conferirDeducoes(
  entrada: Pick<EntradaValoresNfse, 'quantidade' | 'preco_kg' | 'valor_servico' | 'valor_deducoes'>,
): string | undefined {
  const vServ = valorDoServico(entrada);
  const deducoes = deducoesDe(entrada);
  return vServ && deducoes?.gt(vServ) ? MENSAGEM_DEDUCOES_ACIMA_DO_SERVICO : undefined;
}

/** A retention rate that retains something (blank, invalid or zero means none). */
function aliquota(valor: string | null | undefined): string | undefined {
  const d = decimal(valor);
  return d?.gt(0) ? d.toFixed() : undefined;
}

/**
 * The DPS `valores` input for these values: the deduction of the ISS base as a value (vDedRed/vDR) when there is
 * one; ISS retained by the tomador (tpRetISSQN 2) or not (1); CSLL, IRRF and INSS (vRetCP) as values at their
 * rate over the service, always retained when present; PIS and COFINS by their rates over the service, retained
 * (CST 01, tpRetPisCofins 1). The deduction lowers only the ISS base: federal retentions stay over the service
 * value, as the Sefin computes them. Undefined without a service value or with a deduction that is invalid or
 * above it.
 */
export function valoresDaDps(entrada: EntradaValoresNfse): ValoresEntradaDps | undefined {
  const vServ = valorDoServico(entrada);
  if (!vServ?.gt(0)) return undefined;
  const vDR = deducoesDe(entrada);
  if (!vDR || vDR.gt(vServ)) return undefined;
  const r = entrada.retencoes ?? {};
  const retido = (campo: 'csll' | 'irrf' | 'inss') => {
    const p = aliquota(r[campo]);
    const valor = p ? arredondarCentavos(vServ.times(p).dividedBy(100)) : undefined;
    // A retention that rounds to zero is none: the Sefin refuses a zero vRetCP/vRetIRRF/vRetCSLL (E0699-E0701).
    return valor?.gt(0) ? valor.toFixed(2) : undefined;
  };
  const pAliqPis = aliquota(r.pis);
  const pAliqCofins = aliquota(r.cofins);
  const vRetCP = retido('inss');
  const vRetIRRF = retido('irrf');
  const vRetCSLL = retido('csll');
  return {
    vServ: vServ.toFixed(2),
    ...(vDR.gt(0) ? { vDR: vDR.toFixed(2) } : {}),
    iss: { tpRetISSQN: entrada.iss_retido ? '2' : '1', aliquota: entrada.aliquota_iss },
    ...(pAliqPis || pAliqCofins
      ? {
          pisCofins: {
            CST: '01',
            ...(pAliqPis ? { pAliqPis } : {}),
            ...(pAliqCofins ? { pAliqCofins } : {}),
            tpRetPisCofins: '1' as const,
          },
        }
      : {}),
    ...(vRetCP ? { vRetCP } : {}),
    ...(vRetIRRF ? { vRetIRRF } : {}),
    ...(vRetCSLL ? { vRetCSLL } : {}),
  };
}

/**
 * The values the NFS-e will carry, computed as the Sefin Nacional computes them (the fiscal engine's
 * calcularValoresDps, decimal arithmetic, half up): the live preview of the screen and the values the API stores
 * and sends are this same function. Null while the service value cannot be determined, a rate is invalid or the
 * deduction is invalid or above the service value.
 */
export function calcularValoresNfse(entrada: EntradaValoresNfse): TValoresNfse | null {
  if (!decimal(entrada.aliquota_iss)) return null;
  const dps = valoresDaDps(entrada);
  if (!dps) return null;
  let v: ReturnType<typeof calcularValoresDps>;
  try {
    v = calcularValoresDps(dps);
  } catch {
    return null;
  }
  return {
    valor_servico: v.vServ,
    valor_deducoes: v.vDR,
    valor_base_calculo: v.vBC ?? '0.00',
    aliquota_iss: v.pAliq ?? '0.00',
    valor_iss: v.vISSQN ?? '0.00',
    iss_retido: v.issRetido,
    valor_pis: v.vPis ?? '0.00',
    valor_cofins: v.vCofins ?? '0.00',
    valor_csll: v.vRetCSLL,
    valor_irrf: v.vRetIRRF,
    valor_inss: v.vRetCP,
    valor_retencoes: v.vTotalRet,
    valor_liquido: v.vLiq,
  };
}

/** The discriminação the screen starts from: the service and, when billed by weight, kg and price per kg. */
export function discriminacaoSugerida(
  servico: { descricao: string; preco: string },
  quantidade?: string | null,
) {
  const kg = decimal(quantidade);
  const preco = decimal(servico.preco);
  if (!kg || !preco) return servico.descricao;
  return `${servico.descricao}: ${formatarDecimalBr(kg, 4, 0)} kg x R$ ${formatarDecimalBr(preco, 2)}/kg`;
}
