import { z } from 'zod';

/**
 * The recipient's manifestações (NT 2012.002), by the name the API takes in `evento` and the event SEFAZ
 * registers. Ciência is provisional; the other three are conclusive (the recipient's final word on the operation).
 */
export const EVENTOS_MANIFESTACAO = {
  confirmacao: '210200',
  ciencia: '210210',
  desconhecimento: '210220',
  nao_realizada: '210240',
} as const;
export type TEventoManifestacao = keyof typeof EVENTOS_MANIFESTACAO;
export type TTipoManifestacao = (typeof EVENTOS_MANIFESTACAO)[TEventoManifestacao];

export const DESCRICAO_MANIFESTACAO: Record<TTipoManifestacao, string> = {
  '210200': 'Confirmação da Operação',
  '210210': 'Ciência da Operação',
  '210220': 'Desconhecimento da Operação',
  '210240': 'Operação não Realizada',
};

/** What an entry's status becomes once each event is registered. */
export const STATUS_DA_MANIFESTACAO = {
  '210200': 'Confirmada',
  '210210': 'Ciência',
  '210220': 'Desconhecida',
  '210240': 'Não realizada',
} as const satisfies Record<TTipoManifestacao, string>;

export const MANIFESTACOES_CONCLUSIVAS: readonly TTipoManifestacao[] = ['210200', '210220', '210240'];
export const isConclusiva = (tipo: string) => (MANIFESTACOES_CONCLUSIVAS as readonly string[]).includes(tipo);

export const MENSAGEM_JUSTIFICATIVA_MANIFESTACAO = 'A justificativa deve ter entre 15 e 255 caracteres.';

/**
 * POST /upload/nfe-entrada/{id}/manifestar (and the same on a document of 'Documentos na SEFAZ'). Without a body or
 * without `evento` it confirms, as the route always did. xJust (e210240 required, e210220 optional) is 15-255
 * characters; the other events have no justification in their schema.
 */
export const ZManifestarNfe = z.preprocess(
  (v) => v ?? {},
  z
    .object({
      evento: z
        .enum(
          ['confirmacao', 'ciencia', 'desconhecimento', 'nao_realizada'],
          'Evento inválido: use confirmacao, ciencia, desconhecimento ou nao_realizada.',
        )
        .default('confirmacao'),
      justificativa: z.preprocess(
        (v) => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() || undefined : v),
        z
          .string(MENSAGEM_JUSTIFICATIVA_MANIFESTACAO)
          .min(15, MENSAGEM_JUSTIFICATIVA_MANIFESTACAO)
          .max(255, MENSAGEM_JUSTIFICATIVA_MANIFESTACAO)
          .optional(),
      ),
    })
    .superRefine((v, ctx) => {
      if (v.evento === 'nao_realizada' && !v.justificativa) {
        ctx.addIssue({
          code: 'custom',
          path: ['justificativa'],
          message: 'Informe por que a operação não foi realizada (15 a 255 caracteres).',
        });
      }
      if ((v.evento === 'confirmacao' || v.evento === 'ciencia') && v.justificativa) {
        ctx.addIssue({
          code: 'custom',
          path: ['justificativa'],
          message: 'Só o Desconhecimento e a Operação não Realizada levam justificativa.',
        });
      }
    }),
);

/** One registered manifestação, shown on the entry's (or the distributed document's) row. */
export const ZManifestacao = z.object({
  id: z.number().int(),
  tipo_evento: z.enum(['210200', '210210', '210220', '210240']),
  descricao: z.string(),
  protocolo: z.string().nullable(),
  justificativa: z.string().nullable(),
  created_at: z.string(),
  /** The procEventoNFe as the Ambiente Nacional registered it. */
  caminho_xml: z.string(),
});
export type TManifestacao = z.infer<typeof ZManifestacao>;

export const caminhoXmlDaManifestacao = (id: number) => `/api/upload/nfe-entrada/manifestacoes/${id}/xml`;
