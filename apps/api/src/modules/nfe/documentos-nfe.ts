import { EntradaNFeInvalidaError, RegraFiscalError } from '@erp/fiscal/calculo';
import { anoFiscal, dataHoraBrasilia, hojeEmBrasilia } from '@erp/fiscal/data-hora';
import { gerarDanfe, montarNFe } from '@erp/fiscal/nfe';
import { gerarCNF } from '@erp/fiscal/xml';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { tabelaFiscalDoAno } from '../fiscal/tabela-fiscal-do-ano.ts';
import { carregarDadosDaNota } from './carregar-emissao-nfe.ts';
import { caminhosDosDocumentos } from './consultar-nfe.ts';
import { exigirEmpresaFiscal, montarEntradaNFe } from './montar-entrada-nfe.ts';
import { espiarProximoNumero, findNota } from './nfe.repository.ts';
import { responsavelTecnico } from './responsavel-tecnico.ts';

async function notaComDocumento(ctx: AppContext, id: number) {
  const nota = await findNota(ctx.db, id);
  if (!nota) throw AppError.notFound('NF-e não encontrada.');
  if (!caminhosDosDocumentos(id, nota.status).caminho_xml || !nota.xmlAutorizado) {
    throw AppError.conflict('Esta NF-e ainda não foi autorizada: não há XML nem DANFE.');
  }
  return { ...nota, xmlAutorizado: nota.xmlAutorizado };
}

/** The nfeProc exactly as stored (the legal document), named by its access key. */
export async function xmlDaNfe(ctx: AppContext, id: number) {
  const nota = await notaComDocumento(ctx, id);
  return { xml: nota.xmlAutorizado, nomeArquivo: `${nota.chaveAcesso}-procNFe.xml` };
}

/**
 * The DANFE of the authorised note; a cancelled one carries 'CANCELADA', one of homologação (tpAmb 2) 'SEM VALOR
 * FISCAL', and one of simulação says so.
 */
export async function danfeDaNfe(ctx: AppContext, id: number) {
  const nota = await notaComDocumento(ctx, id);
  const pdf = await gerarDanfe(nota.xmlAutorizado, {
    simulacao: nota.ambiente === 'simulacao',
    cancelada: nota.status === 'Cancelada',
  });
  return { pdf, nomeArquivo: `${nota.chaveAcesso}-danfe.pdf` };
}

function somarDias(dia: string, dias: number) {
  const data = new Date(`${dia}T12:00:00Z`);
  data.setUTCDate(data.getUTCDate() + dias);
  return data.toISOString().slice(0, 10);
}

/**
 * The DANFE of a draft as it would be emitted now (the next number of the série, unsigned, no protocol), marked
 * 'SEM VALOR FISCAL'. Nothing is stored and no number is taken.
 */
export async function previsualizarNfe(ctx: AppContext, id: number, dataVencimento: string | undefined) {
  const nota = await findNota(ctx.db, id);
  if (!nota) throw AppError.notFound('Rascunho não encontrado.');
  if (nota.status !== 'Rascunho') {
    throw AppError.conflict('Só rascunhos têm pré-visualização; use o DANFE da nota emitida.');
  }
  const empresa = exigirEmpresaFiscal(await findEmpresa(ctx.db));
  const { cliente, itens, produtos, municipios } = await carregarDadosDaNota(ctx.db, nota, empresa.row);
  if (!cliente) throw AppError.unprocessable('Cliente da NF-e não encontrado.');
  const ambiente = (await ctx.fiscal.atual()).modo;
  const mantemNumero = nota.numero !== null && nota.serie !== null && nota.ambiente === ambiente;
  const serie = mantemNumero ? (nota.serie as number) : empresa.row.nfeSerie;
  const numero = mantemNumero
    ? (nota.numero as number)
    : await espiarProximoNumero(
        ctx.db,
        { cnpj: empresa.cnpj, ambiente, serie },
        empresa.row.nfeProximoNumero,
      );
  const agora = new Date();
  const tabela = await tabelaFiscalDoAno(ctx.db, anoFiscal(agora));
  try {
    const montada = montarNFe(
      montarEntradaNFe({
        nota,
        cliente,
        empresa,
        itens,
        produtos,
        municipios,
        numero,
        serie,
        cNF: nota.cnf ?? gerarCNF(numero),
        dhEmi: dataHoraBrasilia(agora),
        // A preview is never a document: always marked, whatever the environment.
        tpAmb: '2',
        respTec: responsavelTecnico(ctx.config, {
          ...empresa.row,
          cnpj: empresa.cnpj,
          razaoSocial: empresa.razaoSocial,
        }),
        dataVencimento:
          dataVencimento ?? nota.dataVencimento ?? somarDias(hojeEmBrasilia(), cliente.condicaoPagamentoDias),
      }),
      { tabela },
    );
    return await gerarDanfe(montada.xml, { simulacao: true });
  } catch (error) {
    if (error instanceof EntradaNFeInvalidaError || error instanceof RegraFiscalError) {
      throw AppError.unprocessable('A NF-e não pode ser montada.', error.message);
    }
    throw error;
  }
}
