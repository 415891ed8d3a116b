import { isSiglaUF } from '@erp/fiscal/common/uf';
import { buscarDocumentosNovos } from '@erp/fiscal/nfe/sefaz/buscar-documentos-novos';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { type AutorDaImportacao, novoCacheImportacao } from '../entradas/importar-nfe-entrada.ts';
import { comunicarComSefaz } from '../fiscal/sefaz-indisponivel.ts';
import {
  type EstadoDistribuicao,
  findEntradasByChaves,
  findEstado,
  insertDocumentos,
  listDocumentosParaImportar,
  marcarNotaCancelada,
  saveEstado,
  tryLockDistribuicao,
} from './distribuicao-dfe.repository.ts';
import { isAguardando, proximaConsultaPermitida } from './espera-da-distribuicao.ts';
import { importarDocumentoDistribuido } from './importar-documento-distribuido.ts';
import { type DocumentoLido, lerDocumentoDistribuido } from './ler-documento-distribuido.ts';

export type ContagemDaBusca = {
  documentos: number;
  resumos: number;
  importadas: number;
  produtosNaoCadastrados: number;
  falhas: number;
  eventos: number;
};

export type ResultadoDaBusca =
  | {
      situacao: 'concluida';
      cStat: string;
      xMotivo: string;
      contagem: ContagemDaBusca;
      estado: EstadoDistribuicao;
    }
  /** The hour NT 2014.002 asks for is not over: SEFAZ was not asked. */
  | { situacao: 'aguardando'; proximaConsultaEm: Date }
  /** Another query (the job, another click, another replica) holds the lock. */
  | { situacao: 'ocupada' };

const CANCELAMENTO = '110111';
const ULT_NSU_INICIAL = '000000000000000';

/** The company's CNPJ and UF, which the query and its certificate need. */
export async function empresaDaDistribuicao(ctx: AppContext) {
  const empresa = await findEmpresa(ctx.db);
  if (!empresa?.cnpj || !empresa.uf || !isSiglaUF(empresa.uf)) return undefined;
  return { cnpj: empresa.cnpj, razaoSocial: empresa.razaoSocial, uf: empresa.uf };
}

/** One answer's documents and the ultNSU after them, in one transaction: neither is stored without the other. */
async function guardarResposta(
  ctx: AppContext,
  cnpj: string,
  resposta: {
    cStat: string;
    xMotivo: string;
    maxNSU: string;
    ultNSUGuardar: string;
    documentos: DocumentoLido[];
  },
  contagem: ContagemDaBusca,
) {
  const agora = new Date();
  await ctx.db.transaction(async (tx) => {
    const importadas = await findEntradasByChaves(
      tx,
      resposta.documentos
        .filter((d) => d.tipo === 'resNFe' && d.chaveAcesso)
        .map((d) => d.chaveAcesso as string),
    );
    const inseridos = await insertDocumentos(
      tx,
      resposta.documentos.map(({ tpEvento: _tpEvento, ...d }) => {
        // A summary of a note already imported by upload needs no ciência: its XML is already here.
        const idNfeEntrada = d.tipo === 'resNFe' && d.chaveAcesso ? importadas.get(d.chaveAcesso) : undefined;
        return {
          ...d,
          cnpjInteressado: cnpj,
          ...(idNfeEntrada ? { status: 'Importada' as const, idNfeEntrada } : {}),
        };
      }),
    );
    for (const d of resposta.documentos) {
      if (d.tpEvento === CANCELAMENTO && d.chaveAcesso) await marcarNotaCancelada(tx, cnpj, d.chaveAcesso);
    }
    contagem.documentos += inseridos.length;
    contagem.resumos += inseridos.filter((d) => d.tipo === 'resNFe').length;
    contagem.eventos += inseridos.filter((d) => d.tipo === 'resEvento' || d.tipo === 'procEventoNFe').length;
    await saveEstado(tx, {
      cnpj,
      ultNsu: resposta.ultNSUGuardar.padStart(15, '0'),
      maxNsu:
        ['137', '138'].includes(resposta.cStat) && resposta.maxNSU ? resposta.maxNSU.padStart(15, '0') : null,
      ultimaConsultaEm: agora,
      proximaConsultaEm: proximaConsultaPermitida(resposta.cStat, agora),
      cStat: resposta.cStat,
      xMotivo: resposta.xMotivo,
    });
  });
}

/**
 * 'Buscar na SEFAZ' (NFeDistribuicaoDFe by ultNSU): everything addressed to the company since the last query,
 * repeated while ultNSU < maxNSU; each answer stored with its ultNSU; then each full NF-e (procNFe) imported
 * like an upload. Only one query at a time per CNPJ, and none during the hour after 137 or 656.
 */
export async function buscarDocumentosNaSefaz(
  ctx: AppContext,
  autor: AutorDaImportacao,
): Promise<ResultadoDaBusca> {
  const empresa = await empresaDaDistribuicao(ctx);
  if (!empresa) {
    throw AppError.unprocessable(
      'Cadastre o CNPJ e a UF da empresa em Dados da Empresa antes de buscar notas na SEFAZ.',
    );
  }
  const { cnpj } = empresa;
  // The transaction only holds the lock: the answers are stored by their own transactions as they arrive.
  return ctx.db.transaction(async (lock): Promise<ResultadoDaBusca> => {
    if (!(await tryLockDistribuicao(lock, cnpj))) return { situacao: 'ocupada' };
    const anterior = await findEstado(ctx.db, cnpj);
    if (anterior?.proximaConsultaEm && isAguardando(anterior.proximaConsultaEm, new Date())) {
      return { situacao: 'aguardando', proximaConsultaEm: anterior.proximaConsultaEm };
    }
    const contagem: ContagemDaBusca = {
      documentos: 0,
      resumos: 0,
      importadas: 0,
      produtosNaoCadastrados: 0,
      falhas: 0,
      eventos: 0,
    };
    const cliente = await ctx.fiscal.clienteSefaz(empresa);
    const final = await comunicarComSefaz(() =>
      buscarDocumentosNovos(cliente, {
        interessado: cnpj,
        ultNSU: anterior?.ultNsu ?? ULT_NSU_INICIAL,
        aoReceber: (resposta) =>
          guardarResposta(
            ctx,
            cnpj,
            { ...resposta, documentos: resposta.documentos.map(lerDocumentoDistribuido) },
            contagem,
          ),
      }),
    );

    const cache = novoCacheImportacao();
    for (const documento of await listDocumentosParaImportar(ctx.db, cnpj)) {
      const { status } = await importarDocumentoDistribuido(ctx, documento, autor, cache);
      if (status === 'Importada') contagem.importadas++;
      else if (status === 'Produtos não cadastrados') contagem.produtosNaoCadastrados++;
      else contagem.falhas++;
    }
    const estado = await findEstado(ctx.db, cnpj);
    if (!estado) throw new Error('estado da distribuição não gravado');
    return { situacao: 'concluida', cStat: final.cStat, xMotivo: final.xMotivo, contagem, estado };
  });
}
