import { isSiglaUF } from '@erp/fiscal/documentos';
import { buscarDocumentosNovos } from '@erp/fiscal/sefaz';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { type AutorDaImportacao, novoCacheImportacao } from '../entradas/importar-nfe-entrada.ts';
import { ROTULOS_DO_AMBIENTE } from '../fiscal/descrever-ambiente-fiscal.ts';
import type { ModoFiscal } from '../fiscal/modo-fiscal.ts';
import { comunicarComSefaz } from '../fiscal/sefaz-indisponivel.ts';
import {
  type EstadoDistribuicao,
  findEstado,
  listDocumentosParaImportar,
  tryLockDistribuicao,
} from './distribuicao-dfe.repository.ts';
import { isAguardando } from './espera-da-distribuicao.ts';
import { guardarRespostaDaDistribuicao } from './guardar-resposta-da-distribuicao.ts';
import { importarDocumentoDistribuido } from './importar-documento-distribuido.ts';
import { lerDocumentoDistribuido } from './ler-documento-distribuido.ts';

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

export const ULT_NSU_INICIAL = '000000000000000';

export const contagemVazia = (): ContagemDaBusca => ({
  documentos: 0,
  resumos: 0,
  importadas: 0,
  produtosNaoCadastrados: 0,
  falhas: 0,
  eventos: 0,
});

/**
 * The company's CNPJ and UF, which the query and its certificate need, and the environment it is asked in
 * (the one new documents go to): each environment's Ambiente Nacional has its own NSUs.
 */
export async function empresaDaDistribuicao(ctx: AppContext) {
  const empresa = await findEmpresa(ctx.db);
  if (!empresa?.cnpj || !empresa.uf || !isSiglaUF(empresa.uf)) return undefined;
  const conexao = await ctx.fiscal.atual();
  return {
    cnpj: empresa.cnpj,
    razaoSocial: empresa.razaoSocial,
    uf: empresa.uf,
    ambiente: conexao.modo,
    conexao,
  };
}

/**
 * A document is answered for in the environment whose Ambiente Nacional distributed it: a ciência or a query by
 * its key sent to another environment would concern a note that does not exist there.
 */
export async function exigirAmbienteDoDocumento(ctx: AppContext, documento: { ambiente: ModoFiscal }) {
  const atual = (await ctx.fiscal.atual()).modo;
  if (documento.ambiente !== atual) {
    throw AppError.conflict(
      `Este documento foi recebido em outro ambiente fiscal (${ROTULOS_DO_AMBIENTE[documento.ambiente].rotulo}); volte a esse ambiente para tratá-lo.`,
    );
  }
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
    const anterior = await findEstado(ctx.db, empresa);
    if (anterior?.proximaConsultaEm && isAguardando(anterior.proximaConsultaEm, new Date())) {
      return { situacao: 'aguardando', proximaConsultaEm: anterior.proximaConsultaEm };
    }
    const contagem = contagemVazia();
    const cliente = await empresa.conexao.clienteSefaz(empresa);
    const final = await comunicarComSefaz(() =>
      buscarDocumentosNovos(cliente, {
        interessado: cnpj,
        ultNSU: anterior?.ultNsu ?? ULT_NSU_INICIAL,
        aoReceber: (resposta) =>
          guardarRespostaDaDistribuicao(
            ctx,
            empresa,
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
    const estado = await findEstado(ctx.db, empresa);
    if (!estado) throw new Error('estado da distribuição não gravado');
    return { situacao: 'concluida', cStat: final.cStat, xMotivo: final.xMotivo, contagem, estado };
  });
}
