// An NF-e as the screens read it: the document, its events and the list.
import { z } from 'zod';
import { ZAmbienteDoDocumento } from './fiscal.ts';
import { blankToUndefined } from './nfe-campos.ts';
import { SITUACOES_NFE, STATUS_NFE, SVCS } from './nfe-operacao.ts';
import { ZNfeItem } from './nfe-rascunho.ts';
import { ZListQuery } from './pagination.ts';

export const TIPOS_EVENTO_NFE = { '110111': 'Cancelamento', '110110': 'Carta de Correção' } as const;

export const ZNfeEvento = z.object({
  tipo_evento: z.string(),
  descricao: z.string(),
  sequencia: z.number().int(),
  protocolo: z.string().nullable(),
  /** Justification of a cancellation or text of a correction letter. */
  texto: z.string().nullable(),
  created_at: z.string(),
});
export type TNfeEvento = z.infer<typeof ZNfeEvento>;

export const ZNfe = z.object({
  id: z.number().int(),
  id_cliente: z.number().int(),
  nome_razao_social: z.string(),
  natureza_operacao: z.string(),
  finalidade_emissao: z.string(),
  /** The draft payload's shape: the freight mode, and carrier, vehicle and volumes when informed. */
  transporte: z.object({
    modalidade_frete: z.string(),
    transportadora: z
      .object({
        cpf_cnpj: z.string(),
        nome: z.string(),
        ie: z.string().nullable().optional(),
        endereco: z.string().nullable().optional(),
        municipio: z.string().nullable().optional(),
        uf: z.string().nullable().optional(),
      })
      .optional(),
    veiculo: z.object({ placa: z.string(), uf: z.string() }).optional(),
    volumes: z
      .array(
        z.object({
          qVol: z.string(),
          esp: z.string().nullable().optional(),
          marca: z.string().nullable().optional(),
          nVol: z.string().nullable().optional(),
          pesoL: z.string().nullable().optional(),
          pesoB: z.string().nullable().optional(),
        }),
      )
      .optional(),
  }),
  informacoes_complementares: z.string().nullable(),
  status: z.enum(SITUACOES_NFE),
  valor_total_produtos: z.string(),
  valor_total_nota: z.string(),
  data_vencimento: z.string().nullable(),
  numero_nfe: z.number().int().nullable(),
  serie_nfe: z.number().int().nullable(),
  chave_acesso: z.string().nullable(),
  protocolo: z.string().nullable(),
  /** SEFAZ's last answer: the rejection of a draft sent back for correction, or the authorisation. */
  c_stat: z.string().nullable(),
  x_motivo: z.string().nullable(),
  /** Why SEFAZ refused the last cancellation asked (cStat - xMotivo); null once another one is asked. */
  recusa_cancelamento: z.string().nullable(),
  data_emissao: z.string().nullable(),
  data_autorizacao: z.string().nullable(),
  data_cancelamento: z.string().nullable(),
  /** SVC contingency: the SVC, since when (dhCont) and why (xJust); null for a normal emission. */
  contingencia: z.enum(SVCS).nullable(),
  contingencia_desde: z.string().nullable(),
  contingencia_justificativa: z.string().nullable(),
  ...ZAmbienteDoDocumento.shape,
  created_at: z.string(),
  itens: z.array(ZNfeItem),
  eventos: z.array(ZNfeEvento),
});
export type TNfe = z.infer<typeof ZNfe>;

export const ZNfeListQuery = ZListQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).catch(10).default(10),
  status: z.preprocess(blankToUndefined, z.enum(STATUS_NFE, 'Status inválido.').optional()),
  /** Only this client's notes (the NFS-e screen offers the tomador's authorised NF-e as its reference). */
  id_cliente: z.preprocess(
    blankToUndefined,
    z.coerce
      .number('Cliente inválido.')
      .int('Cliente inválido.')
      .positive('Cliente inválido.')
      .max(2_147_483_647, 'Cliente inválido.')
      .optional(),
  ),
});
export type TNfeListQuery = z.input<typeof ZNfeListQuery>;

/** SPEC §3 list row, plus what the actions need. */
export const ZNfeListaItem = z.object({
  id: z.number().int(),
  id_cliente: z.number().int(),
  nome_razao_social: z.string(),
  numero_nfe: z.number().int().nullable(),
  serie_nfe: z.number().int().nullable(),
  valor_total_nota: z.string(),
  created_at: z.string(),
  status: z.enum(SITUACOES_NFE),
  c_stat: z.string().nullable(),
  x_motivo: z.string().nullable(),
  /** Why SEFAZ refused the last cancellation asked (cStat - xMotivo); null once another one is asked. */
  recusa_cancelamento: z.string().nullable(),
  chave_acesso: z.string().nullable(),
  /** API paths of the DANFE (PDF) and the authorised XML; null until the note is authorised. */
  caminho_pdf: z.string().nullable(),
  caminho_xml: z.string().nullable(),
  /** Until when an authorised note can still be cancelled; null when it cannot. */
  cancelavel_ate: z.string().nullable(),
  /** The SVC the note went out through ('Contingência SVC-AN'); null for a normal emission. */
  contingencia: z.enum(SVCS).nullable(),
  /** A note waiting for an autorizador that does not answer, which may go out in this SVC instead. */
  contingencia_disponivel: z.enum(SVCS).nullable(),
  ...ZAmbienteDoDocumento.shape,
});
export type TNfeListaItem = z.infer<typeof ZNfeListaItem>;
