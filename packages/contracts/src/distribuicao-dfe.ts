import { z } from 'zod';
import { ZManifestacao } from './manifestacoes.ts';
import { ZListQuery, zPaginated } from './pagination.ts';

/**
 * Where a document received from NFeDistribuicaoDFe ('Buscar na SEFAZ') stands for us:
 * - Resumo: a resNFe; the full XML comes only after the 'Ciência da Operação' (210210);
 * - Ciência enviada: the Ambiente Nacional registered it; the procNFe arrives on a next query;
 * - XML disponível: a procNFe not imported yet (the import did not run or was interrupted);
 * - Importada: the note is among the entries (imported here or earlier by upload);
 * - Produtos não cadastrados: a procNFe waiting for its products to be registered;
 * - Falha: the import refused the note, with the reason in `observacao`;
 * - Evento: an event on a note (resEvento / procEventoNFe), e.g. its cancellation by the issuer.
 */
export const STATUS_DOCUMENTO_DISTRIBUIDO = [
  'Resumo',
  'Ciência enviada',
  'XML disponível',
  'Importada',
  'Produtos não cadastrados',
  'Falha',
  'Evento',
] as const;
export const ZStatusDocumentoDistribuido = z.enum(STATUS_DOCUMENTO_DISTRIBUIDO);
export type TStatusDocumentoDistribuido = z.infer<typeof ZStatusDocumentoDistribuido>;

export const TIPOS_DOCUMENTO_DISTRIBUIDO = [
  'resNFe',
  'procNFe',
  'resEvento',
  'procEventoNFe',
  'outro',
] as const;

export const ZDocumentoDistribuido = z.object({
  id: z.number().int(),
  nsu: z.string(),
  tipo: z.enum(TIPOS_DOCUMENTO_DISTRIBUIDO),
  chave_acesso: z.string().nullable(),
  emitente_cpf_cnpj: z.string().nullable(),
  emitente_nome: z.string().nullable(),
  valor_total: z.string().nullable(),
  data_emissao: z.string().nullable(),
  /** Of the note at SEFAZ: Autorizada, Denegada or Cancelada. */
  situacao: z.string().nullable(),
  status: ZStatusDocumentoDistribuido,
  observacao: z.string().nullable(),
  id_nfe_entrada: z.number().int().nullable(),
  /** The company's manifestações on the note (its key), in this document's environment, oldest first. */
  manifestacoes: z.array(ZManifestacao),
  created_at: z.string(),
});
export type TDocumentoDistribuido = z.infer<typeof ZDocumentoDistribuido>;

/** The company's place in the distribution and when it may ask again (NT 2014.002: an hour after 137 or 656). */
export const ZEstadoDistribuicao = z.object({
  ult_nsu: z.string(),
  max_nsu: z.string(),
  ultima_consulta_em: z.string().nullable(),
  proxima_consulta_em: z.string().nullable(),
  c_stat: z.string().nullable(),
  x_motivo: z.string().nullable(),
});
export type TEstadoDistribuicao = z.infer<typeof ZEstadoDistribuicao>;

export const ZDocumentosDistribuidosQuery = ZListQuery;
export type TDocumentosDistribuidosQuery = z.infer<typeof ZDocumentosDistribuidosQuery>;

export const ZDocumentosDistribuidos = zPaginated(ZDocumentoDistribuido).extend({
  estado: ZEstadoDistribuicao,
});
export type TDocumentosDistribuidos = z.infer<typeof ZDocumentosDistribuidos>;

/** What one 'Buscar na SEFAZ' brought, by what became of each document. */
export const ZResultadoBuscaSefaz = z.object({
  message: z.string(),
  documentos: z.number().int(),
  resumos: z.number().int(),
  importadas: z.number().int(),
  produtos_nao_cadastrados: z.number().int(),
  falhas: z.number().int(),
  eventos: z.number().int(),
  estado: ZEstadoDistribuicao,
});
export type TResultadoBuscaSefaz = z.infer<typeof ZResultadoBuscaSefaz>;

export const ZMensagem = z.object({ message: z.string() });
