// What is done with an NF-e: emission (and contingency), preview, cancellation, CC-e and inutilização.
import { z } from 'zod';
import { ZErrorResponse } from './errors.ts';
import { blankToUndefined, zData, zIdPositivo } from './nfe-campos.ts';
import { STATUS_NFE, SVCS } from './nfe-operacao.ts';
import { zDataVencimento } from './nfe-rascunho.ts';
import { zTextoLivreXml } from './texto-livre.ts';

export const MENSAGEM_JUSTIFICATIVA_CONTINGENCIA =
  'A justificativa da contingência deve ter entre 15 e 256 caracteres.';
/** B29 xJust: why the note goes to the SVC, normalised as the builder writes it (texto-livre.ts). */
export const ZContingenciaNfe = z.object({
  justificativa: zTextoLivreXml(15, 256, MENSAGEM_JUSTIFICATIVA_CONTINGENCIA),
});
export type TContingenciaNfe = z.infer<typeof ZContingenciaNfe>;

/** With `contingencia`, the note goes to the SVC of the company's UF instead of its autorizador. */
export const ZEmitirNfe = z.object({
  data_vencimento: zDataVencimento,
  contingencia: ZContingenciaNfe.optional(),
});

/**
 * The UF's autorizador did not answer (no answer, 108/109) and the note can go out in its SVC: nothing of it can
 * be authorised at the autorizador (never sent, or SEFAZ said 217). `motivo` is what the autorizador answered.
 */
export const ZContingenciaDisponivel = z.object({ svc: z.enum(SVCS), motivo: z.string() });
export type TContingenciaDisponivel = z.infer<typeof ZContingenciaDisponivel>;

export const ZEmissaoNfe = z.object({
  message: z.string(),
  status: z.enum(STATUS_NFE),
  numero_nfe: z.number().int().nullable(),
  serie_nfe: z.number().int().nullable(),
  chave_acesso: z.string().nullable(),
  protocolo: z.string().nullable(),
  /** The SVC the note went out through; null for a normal emission. */
  contingencia: z.enum(SVCS).nullable(),
  /** Set on a 202 when the screen may offer the emission in contingency (ask again with a justification). */
  contingencia_disponivel: ZContingenciaDisponivel.nullable(),
});
export type TEmissaoNfe = z.infer<typeof ZEmissaoNfe>;

/**
 * The 503 of POST /nfe/emitir/{id} for a draft while the UF's autorizador is down: it failed lately and its status
 * service now answers 108/109 or nothing, so the draft was neither numbered nor sent and is still a draft. It may
 * go out in the SVC now (the same request with `contingencia`), or normally later. The one error shape, plus the
 * offer.
 */
export const ZAutorizadorParado = ZErrorResponse.extend({ contingencia_disponivel: ZContingenciaDisponivel });
export type TAutorizadorParado = z.infer<typeof ZAutorizadorParado>;

export const ZPrevisualizarNfe = z.object({
  id: zIdPositivo('Rascunho inválido.'),
  data_vencimento: z.preprocess(blankToUndefined, zData.optional()),
});
export const ZPrevisualizacaoQuery = z.object({
  data_vencimento: z.preprocess(blankToUndefined, zData.optional()),
});

export const MENSAGEM_JUSTIFICATIVA = 'A justificativa deve ter entre 15 e 255 caracteres.';
/** xJust of the cancellation (and of the inutilização): the text the event carries, normalised. */
export const ZCancelarNfe = z.object({
  justificativa: zTextoLivreXml(15, 255, MENSAGEM_JUSTIFICATIVA),
});

export const MENSAGEM_CORRECAO = 'A correção deve ter entre 15 e 1000 caracteres.';
/** xCorrecao of the CC-e: the text the event carries, normalised. */
export const ZCartaCorrecao = z.object({
  correcao: zTextoLivreXml(15, 1000, MENSAGEM_CORRECAO),
});

export const ZMensagem = z.object({ message: z.string() });

/** Inutilização of a range of skipped numbers of a série. */
export const ZInutilizarNfe = z
  .object({
    serie: z.coerce.number('Informe a série.').int().min(0, 'Série inválida.').max(999, 'Série inválida.'),
    numero_inicial: z.coerce
      .number('Informe o número inicial.')
      .int()
      .min(1, 'Número inválido.')
      .max(999_999_999, 'Número inválido.'),
    numero_final: z.coerce
      .number('Informe o número final.')
      .int()
      .min(1, 'Número inválido.')
      .max(999_999_999, 'Número inválido.'),
    justificativa: ZCancelarNfe.shape.justificativa,
  })
  .refine((v) => v.numero_final >= v.numero_inicial, {
    path: ['numero_final'],
    message: 'O número final deve ser maior ou igual ao inicial.',
  });
export type TInutilizarNfe = z.input<typeof ZInutilizarNfe>;

export const ZLacunasQuery = z.object({
  serie: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(999).optional()),
});

export const ZFaixaNumeros = z.object({ numero_inicial: z.number().int(), numero_final: z.number().int() });

/** Numbers of the série neither used by a note nor voided (nor pending voiding), from 1 up to the counter. */
export const ZLacunasNfe = z.object({
  serie: z.number().int(),
  proximo_numero: z.number().int(),
  lacunas: z.array(ZFaixaNumeros),
  inutilizacoes: z.array(
    ZFaixaNumeros.extend({
      id: z.number().int(),
      /**
       * 'Pendente': sent, and SEFAZ's answer did not conclude this range (none, or about another range): resent
       * by the retry job, its numbers reserved meanwhile; `motivo_pendencia` says why.
       */
      situacao: z.enum(['Pendente', 'Homologada']),
      motivo_pendencia: z.string().nullable(),
      /** The ProcInutNFe as stored (GET /nfe/inutilizacoes/{id}/xml); null while pending. */
      caminho_xml: z.string().nullable(),
      protocolo: z.string().nullable(),
      justificativa: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type TLacunasNfe = z.infer<typeof ZLacunasNfe>;
