import { z } from 'zod';

const zData = z.iso.date('Data inválida (use AAAA-MM-DD).');

/** The longest period one export covers: a year (a leap one included). */
export const EXPORTACAO_MAX_DIAS = 366;

const diasEntre = (inicio: string, fim: string) =>
  (Date.parse(`${fim}T00:00:00Z`) - Date.parse(`${inicio}T00:00:00Z`)) / 86_400_000;

/** 'true'/'false' of a query string (a checkbox of the screen); absent is false. */
const zBooleanoDaQuery = z
  .enum(['true', 'false'], 'Use true ou false.')
  .optional()
  .transform((v) => v === 'true');

/**
 * Which documents an export holds. 'legais', the default whatever environment the app is in: the documents with
 * legal value, those the company issued in produção and every received note with tpAmb 1. 'teste', only when
 * asked for and named so in its file: what has no legal value (simulação, homologação, received tpAmb 2).
 */
export const DOCUMENTOS_DA_EXPORTACAO = ['legais', 'teste'] as const;
export const ZDocumentosDaExportacao = z
  .enum(DOCUMENTOS_DA_EXPORTACAO, 'Documentos inválidos: use legais ou teste.')
  .default('legais');
export type TDocumentosDaExportacao = (typeof DOCUMENTOS_DA_EXPORTACAO)[number];

/**
 * The accountant's export: Brasília days, both included (inicio..fim), whether the DANFEs go too, and which
 * documents. The period is bounded (a year) so a typo of the year does not start a decade-long download.
 */
export const ZExportacaoContabilQuery = z
  .object({ inicio: zData, fim: zData, danfe: zBooleanoDaQuery, documentos: ZDocumentosDaExportacao })
  .refine((q) => q.inicio <= q.fim, {
    message: 'A data inicial deve ser anterior ou igual à data final.',
    path: ['fim'],
  })
  .refine((q) => q.inicio > q.fim || diasEntre(q.inicio, q.fim) < EXPORTACAO_MAX_DIAS, {
    message: `O período pode ter no máximo ${EXPORTACAO_MAX_DIAS} dias.`,
    path: ['fim'],
  });
export type TExportacaoContabilQuery = z.infer<typeof ZExportacaoContabilQuery>;

/**
 * What the export of a period holds, counted before the download starts so the screen can show progress:
 * documents by kind and the files of the .zip (XMLs, events, DANFEs and resumo.csv).
 */
export const ZContagemExportacaoContabil = z.object({
  /** 'producao' for the legal documents; for a test export, the environment in use (homologação from produção). */
  ambiente: z.enum(['simulacao', 'homologacao', 'producao']),
  documentos: z.enum(DOCUMENTOS_DA_EXPORTACAO),
  nfe_emitidas: z.number().int(),
  eventos_nfe: z.number().int(),
  inutilizacoes: z.number().int(),
  nfse_emitidas: z.number().int(),
  eventos_nfse: z.number().int(),
  nfe_recebidas: z.number().int(),
  eventos_recebidos: z.number().int(),
  /** The company's own manifestações (210200, 210210, 210220, 210240) registered in the period. */
  manifestacoes: z.number().int(),
  /** Every file of the .zip, resumo.csv included. */
  arquivos: z.number().int(),
  nome_arquivo: z.string(),
});
export type TContagemExportacaoContabil = z.infer<typeof ZContagemExportacaoContabil>;

/** 'Enviar ao contador': the same period and choice of DANFEs, to the accountant's e-mail of Dados da Empresa. */
export const ZEnviarAoContador = z
  .object({
    inicio: zData,
    fim: zData,
    danfe: z.boolean().default(false),
    documentos: ZDocumentosDaExportacao,
  })
  .refine((q) => q.inicio <= q.fim, {
    message: 'A data inicial deve ser anterior ou igual à data final.',
    path: ['fim'],
  })
  .refine((q) => q.inicio > q.fim || diasEntre(q.inicio, q.fim) < EXPORTACAO_MAX_DIAS, {
    message: `O período pode ter no máximo ${EXPORTACAO_MAX_DIAS} dias.`,
    path: ['fim'],
  });
export type TEnviarAoContador = z.infer<typeof ZEnviarAoContador>;

/** The largest .zip sent attached: most mail servers refuse messages above 10-25 MB, base64 adds a third. */
export const ANEXO_CONTADOR_MAX_BYTES = 10 * 1024 * 1024;
