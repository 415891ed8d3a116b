import type { TContagemExportacaoContabil, TExportacaoContabilQuery } from '@erp/contracts/contabilidade';
import { formatarChaveAcesso, formatarDocumento } from '@erp/fiscal/nfe';
import type { AppContext } from '../../app-context.ts';
import { type ArquivoDoZip, zipEmFluxo } from '../../lib/zip-em-fluxo.ts';
import { danfeDaNfe } from '../nfe/documentos-nfe.ts';
import { danfseDaNfse } from '../nfse/documentos-nfse.ts';
import { type CelulaCsv, CSV_VAZIO, csvDecimal, csvTexto, montarCsv } from '../relatorios/montar-csv.ts';
import {
  type AmbienteDocumento,
  type DocumentoExportado,
  documentosPorIds,
  idsDoPeriodo,
  type PeriodoExportacao,
  TIPOS_DE_DOCUMENTO,
  type TipoDeDocumento,
} from './contabilidade.repository.ts';

/**
 * Documents read per query: their XML (10-60 KB each) is all the export ever holds at once. 25 rather than 100:
 * the month of 10 000 documents takes the same 3 s, and the server's peak RSS measured 297 MB instead of 310.
 */
const LOTE = 25;

const ORDEM = Object.keys(TIPOS_DE_DOCUMENTO) as TipoDeDocumento[];

const CABECALHO = [
  'Tipo',
  'Modelo',
  'Série',
  'Número',
  'Chave de acesso',
  'Data',
  'CNPJ/CPF da outra parte',
  'Nome da outra parte',
  'CFOPs',
  'Valor',
  'Situação',
  'Arquivo',
] as const;

/**
 * A resumo.csv row. The key goes grouped by four digits, as on the DANFE, and the CNPJ/CPF masked: as bare digits
 * Excel would read them as numbers and show the key as 3,5E+43 and drop a CPF's leading zeros.
 */
function linhaDoResumo(d: DocumentoExportado): CelulaCsv[] {
  return [
    csvTexto(d.tipo),
    csvTexto(d.modelo),
    csvTexto(d.serie),
    csvTexto(d.numero),
    csvTexto(d.chave ? formatarChaveAcesso(d.chave) : null),
    csvTexto(d.data),
    csvTexto(formatarDocumento(d.parte_cpf_cnpj ?? undefined)),
    csvTexto(d.parte_nome),
    csvTexto(d.cfops),
    d.valor === null ? CSV_VAZIO : csvDecimal(d.valor),
    csvTexto(d.situacao),
    csvTexto(d.arquivo),
  ];
}

/**
 * By default the export holds the documents with legal value, whatever environment the app is in: produção's own
 * and every received note with tpAmb 1 (a client's real remessa imported while the company still tries the
 * product). A test export is asked for (`documentos=teste`): the documents of the test environment in use
 * (homologação when the app is in produção) and the received notes with tpAmb 2, in a file named so, so a test
 * archive is never handed to the accountant by mistake.
 */
async function periodoDaExportacao(
  ctx: AppContext,
  query: TExportacaoContabilQuery,
  ambiente?: AmbienteDocumento,
): Promise<PeriodoExportacao> {
  if (ambiente) return { inicio: query.inicio, fim: query.fim, ambiente };
  if (query.documentos === 'legais') return { inicio: query.inicio, fim: query.fim, ambiente: 'producao' };
  const modo = (await ctx.fiscal.atual()).modo;
  return { inicio: query.inicio, fim: query.fim, ambiente: modo === 'producao' ? 'homologacao' : modo };
}

const nomeDoArquivo = (p: PeriodoExportacao) =>
  p.ambiente === 'producao'
    ? `contabilidade-${p.inicio}-a-${p.fim}.zip`
    : `contabilidade-${p.inicio}-a-${p.fim}-TESTE-${p.ambiente}-sem-valor-fiscal.zip`;

async function idsDaExportacao(ctx: AppContext, periodo: PeriodoExportacao) {
  const ids = {} as Record<TipoDeDocumento, number[]>;
  for (const tipo of ORDEM) ids[tipo] = await idsDoPeriodo(ctx.db, tipo, periodo);
  return ids;
}

function contagem(
  periodo: PeriodoExportacao,
  ids: Record<TipoDeDocumento, number[]>,
  danfe: boolean,
): TContagemExportacaoContabil {
  const danfes = danfe ? ids.nfe_emitidas.length + ids.nfse_emitidas.length : 0;
  const documentos = ORDEM.reduce((soma, tipo) => soma + ids[tipo].length, 0);
  return {
    ambiente: periodo.ambiente,
    documentos: periodo.ambiente === 'producao' ? 'legais' : 'teste',
    nfe_emitidas: ids.nfe_emitidas.length,
    eventos_nfe: ids.eventos_nfe.length,
    inutilizacoes: ids.inutilizacoes.length,
    nfse_emitidas: ids.nfse_emitidas.length,
    eventos_nfse: ids.eventos_nfse.length,
    nfe_recebidas: ids.nfe_recebidas.length + ids.nfe_distribuidas.length,
    eventos_recebidos: ids.eventos_recebidos.length,
    manifestacoes: ids.manifestacoes.length,
    arquivos: documentos + danfes + 1,
    nome_arquivo: nomeDoArquivo(periodo),
  };
}

/** GET /contabilidade/exportacao/contagem: what the download will hold, so the screen can show its progress. */
export async function contarExportacaoContabil(ctx: AppContext, query: TExportacaoContabilQuery) {
  const periodo = await periodoDaExportacao(ctx, query);
  return contagem(periodo, await idsDaExportacao(ctx, periodo), query.danfe);
}

async function* arquivosDaExportacao(
  ctx: AppContext,
  ids: Record<TipoDeDocumento, number[]>,
  danfe: boolean,
): AsyncGenerator<ArquivoDoZip> {
  const resumo: CelulaCsv[][] = [];
  for (const tipo of ORDEM) {
    for (let i = 0; i < ids[tipo].length; i += LOTE) {
      for (const documento of await documentosPorIds(ctx.db, tipo, ids[tipo].slice(i, i + LOTE))) {
        // The stored text as UTF-8, the same bytes GET /api/nfe/{id}/xml (and the others) answer.
        yield { nome: documento.arquivo, conteudo: Buffer.from(documento.xml, 'utf8') };
        resumo.push(linhaDoResumo(documento));
        if (danfe && tipo === 'nfe_emitidas') {
          const { pdf, nomeArquivo } = await danfeDaNfe(ctx, documento.id);
          yield { nome: `emitidas/NFe/${nomeArquivo}`, conteudo: pdf };
        } else if (danfe && tipo === 'nfse_emitidas') {
          const { pdf, nomeArquivo } = await danfseDaNfse(ctx, documento.id);
          yield { nome: `emitidas/NFSe/${nomeArquivo}`, conteudo: pdf };
        }
      }
    }
  }
  // Last, so each row describes the file exactly as it went into this archive.
  yield { nome: 'resumo.csv', conteudo: Buffer.from(montarCsv(CABECALHO, resumo), 'utf8') };
}

/**
 * GET /contabilidade/exportacao: the period's documents as one .zip, written while the documents are read (see
 * zip-em-fluxo.ts). Only the ids of the period are read up front (for the count); the XML goes by batches.
 */
export async function exportarDocumentosContabeis(
  ctx: AppContext,
  query: TExportacaoContabilQuery,
  /** The environment of the documents an e-mail asked for, when the outbox sends it later. */
  ambiente?: AmbienteDocumento,
) {
  const periodo = await periodoDaExportacao(ctx, query, ambiente);
  const ids = await idsDaExportacao(ctx, periodo);
  return {
    contagem: contagem(periodo, ids, query.danfe),
    zip: zipEmFluxo(arquivosDaExportacao(ctx, ids, query.danfe)),
  };
}
