import { z } from 'zod';

/** The events of one of the company's NF-e that can be downloaded, with their description. */
export const DESCRICAO_EVENTO_NFE: Record<string, string> = {
  '110111': 'Cancelamento',
  '110110': 'Carta de Correção',
};

export const caminhoXmlDoEvento = (idNota: number, tipoEvento: string, sequencia: number) =>
  `/api/nfe/${idNota}/eventos/${tipoEvento}/${sequencia}/xml`;
export const caminhoDacce = (idNota: number, sequencia: number) =>
  `/api/nfe/${idNota}/cartas-correcao/${sequencia}/dacce`;
export const caminhoXmlDaInutilizacao = (id: number) => `/api/nfe/inutilizacoes/${id}/xml`;

/** GET /nfe/{id}/eventos: one registered event (cancellation, CC-e) with where to download it. */
export const ZEventoNfeRegistrado = z.object({
  tipo_evento: z.string(),
  descricao: z.string(),
  sequencia: z.number().int(),
  protocolo: z.string().nullable(),
  /** dhRegEvento of SEFAZ's answer (when it registered the event); the storing time when absent. */
  data_registro: z.string(),
  /** Justification of a cancellation, text of a correction letter. */
  texto: z.string().nullable(),
  /** The procEventoNFe exactly as stored. */
  caminho_xml: z.string(),
  /** The DACCE (PDF) of a CC-e; null for other events. */
  caminho_dacce: z.string().nullable(),
});
export type TEventoNfeRegistrado = z.infer<typeof ZEventoNfeRegistrado>;

export const ZEventosNfe = z.array(ZEventoNfeRegistrado);

export const ZEventoNfeParams = z.object({
  id: z.coerce.number().int().positive(),
  tipo: z.enum(['110110', '110111'], 'Tipo de evento inválido: use 110110 (CC-e) ou 110111 (cancelamento).'),
  sequencia: z.coerce.number().int().min(1).max(20),
});
export const ZCartaCorrecaoParams = z.object({
  id: z.coerce.number().int().positive(),
  sequencia: z.coerce.number().int().min(1).max(20),
});
