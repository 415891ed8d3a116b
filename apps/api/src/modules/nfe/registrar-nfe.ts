import type { TContingenciaNfe } from '@erp/contracts/nfe-emissao';
import { MENSAGEM_RASCUNHO_INCOMPLETO } from '@erp/contracts/nfe-rascunho';
import type { TabelaFiscal } from '@erp/fiscal/calculo';
import { EntradaNFeInvalidaError, RegraFiscalError } from '@erp/fiscal/calculo';
import { anoFiscal, dataHoraBrasilia, hojeEmBrasilia } from '@erp/fiscal/data-hora';
import { assinarEValidarNFe, montarNFe } from '@erp/fiscal/nfe';
import type { ChaveAssinatura } from '@erp/fiscal/xml';
import { gerarCNF } from '@erp/fiscal/xml';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditarEvento } from '../auditoria/auditar.ts';
import type { ModoFiscal } from '../fiscal/modo-fiscal.ts';
import { tabelaFiscalDoAno } from '../fiscal/tabela-fiscal-do-ano.ts';
import { carregarParaRegistro } from './carregar-emissao-nfe.ts';
import { type EntradaEmContingencia, entradaEmContingencia } from './contingencia-nfe.ts';
import { type DadosEmissao, type exigirEmpresaFiscal, montarEntradaNFe } from './montar-entrada-nfe.ts';
import { type NotaRow, proximoNumero, updateNotaRetornando } from './nfe.repository.ts';
import { responsavelTecnicoDaEmissao } from './responsavel-tecnico.ts';
import { reservarSaldos } from './saldos-da-emissao.ts';

/** The company as an NF-e needs it (exigirEmpresaFiscal), read once per emission. */
export type EmpresaDaEmissao = ReturnType<typeof exigirEmpresaFiscal>;

export type PedidoEnvio = {
  dataVencimento: string;
  contingencia?: TContingenciaNfe | undefined;
  /** A note sent in normal mode that SEFAZ cannot have (consultarAntesDaContingencia): re-signed for the SVC. */
  refazerParaContingencia?: boolean;
};

type Carregada = NonNullable<Awaited<ReturnType<typeof carregarParaRegistro>>>;

/**
 * What makes a note unfit to be numbered now: sent from another environment (for the SVC), no longer a draft, a
 * due date in the past, no client or no line. Answers the client, which the note then has.
 */
function conferirPedido(carregada: Carregada, pedido: PedidoEnvio, modo: ModoFiscal, refazer: boolean) {
  const { nota, cliente, itens } = carregada;
  if (refazer && nota.ambiente !== modo) {
    throw AppError.conflict(
      'Esta NF-e foi enviada em outro ambiente fiscal; ela não pode ir para a contingência no ambiente atual.',
    );
  }
  if (nota.status !== 'Rascunho' && !refazer) {
    throw AppError.conflict(
      nota.status === 'Autorizada'
        ? 'Esta NF-e já foi autorizada.'
        : `Esta NF-e está ${nota.status.toLowerCase()}.`,
    );
  }
  if (pedido.dataVencimento < hojeEmBrasilia()) {
    throw AppError.validation('A data de vencimento não pode ser anterior à data de emissão.', [
      {
        campo: 'data_vencimento',
        mensagem: 'A data de vencimento não pode ser anterior à data de emissão.',
      },
    ]);
  }
  if (!cliente) throw AppError.unprocessable('Cliente da NF-e não encontrado.');
  if (itens.length === 0) throw AppError.unprocessable(MENSAGEM_RASCUNHO_INCOMPLETO);
  return cliente;
}

/**
 * The note's série, number and cNF. A rejected draft keeps its number for the corrected emission, in the
 * environment that numbered it; otherwise the série's next one is taken, locked until the transaction ends.
 */
async function numerar(tx: Database, nota: NotaRow, empresa: EmpresaDaEmissao, modo: ModoFiscal) {
  const mantemNumero = nota.numero !== null && nota.serie !== null && nota.ambiente === modo;
  const serie = mantemNumero ? (nota.serie as number) : empresa.row.nfeSerie;
  const numero = mantemNumero
    ? (nota.numero as number)
    : await proximoNumero(tx, { cnpj: empresa.cnpj, ambiente: modo, serie }, empresa.row.nfeProximoNumero);
  const cNF = (mantemNumero ? nota.cnf : null) ?? gerarCNF(numero);
  return { serie, numero, cNF };
}

/** Builds the NF-e with the year's tax rules, signs it and validates it against SEFAZ's schema. */
function montarEAssinar(dados: DadosEmissao, tabela: TabelaFiscal, certificado: ChaveAssinatura) {
  let montada: ReturnType<typeof montarNFe>;
  try {
    montada = montarNFe(montarEntradaNFe(dados), { tabela });
  } catch (error) {
    if (error instanceof EntradaNFeInvalidaError || error instanceof RegraFiscalError) {
      throw AppError.unprocessable('A NF-e não pode ser montada.', error.message);
    }
    throw error;
  }
  const assinada = assinarEValidarNFe(montada.xml, certificado);
  if (!assinada.valido) {
    throw AppError.unprocessable(
      'A NF-e gerada não passou na validação do schema da SEFAZ.',
      assinada.erros.map((e) => `${e.campo}: ${e.mensagem}`).join('; '),
    );
  }
  return { chave: montada.chave, totais: montada.totais, xml: assinada.xml };
}

/** How the note was numbered besides what built it: when, in which environment, whether in contingency. */
type Emissao = {
  dados: DadosEmissao;
  agora: Date;
  modo: ModoFiscal;
  contingencia: EntradaEmContingencia | undefined;
  /** Re-signed for the SVC: the audit keeps the normal emission's key. */
  refazer: boolean;
};

/** The signed note stored 'Processando' with everything a resend needs, and its audit row. */
async function gravarProcessando(
  tx: Database,
  emissao: Emissao,
  assinada: ReturnType<typeof montarEAssinar>,
  caller: Caller,
) {
  const { dados, contingencia } = emissao;
  const { nota, empresa, numero, serie } = dados;
  const registrada = await updateNotaRetornando(tx, nota.id, {
    status: 'Processando',
    cnpjEmitente: empresa.cnpj,
    serie,
    numero,
    cnf: dados.cNF,
    chaveAcesso: assinada.chave,
    tpAmb: dados.tpAmb,
    ambiente: emissao.modo,
    dataEmissao: emissao.agora,
    dataVencimento: dados.dataVencimento,
    xmlAssinado: assinada.xml,
    valorTotalProdutos: assinada.totais.vProd,
    valorTotalNota: assinada.totais.vNF,
    cStat: null,
    xMotivo: null,
    recibo: null,
    envioIncerto: false,
    contingencia: contingencia?.svc ?? null,
    contingenciaDesde: contingencia?.desde ?? null,
    contingenciaJustificativa: contingencia?.xJust ?? null,
  });
  await auditarEvento(tx, caller, {
    acao: 'NFE_ENVIADA',
    entidade: 'notas_fiscais',
    idEntidade: nota.id,
    detalhes: {
      numero,
      serie,
      chave: assinada.chave,
      ...(contingencia
        ? {
            contingencia: contingencia.svc,
            justificativa: contingencia.xJust,
            ...(emissao.refazer ? { chave_anterior: nota.chaveAcesso } : {}),
          }
        : {}),
    },
  });
  return registrada;
}

/**
 * Checks and reserves, numbers, builds, signs, validates and stores the note 'Processando', in one transaction:
 * the signed XML exists in the database before it leaves, and a refusal here gives the number and the returned kg
 * back. A note already 'Processando' is answered as it is (it is resent with its stored XML). The environment and
 * its signing certificate are fetched before the transaction (it may start the simulator; an expired A1 is
 * refused here, before anything is numbered). In contingency the note is built with the SVC's tpEmis, dhCont (now)
 * and xJust: another key for the same number.
 */
export async function registrarNfe(
  ctx: AppContext,
  id: number,
  empresa: EmpresaDaEmissao,
  pedido: PedidoEnvio,
  caller: Caller,
) {
  const conexao = await ctx.fiscal.atual();
  const certificado = await conexao.certificadoAssinatura(empresa);
  const respTec = responsavelTecnicoDaEmissao(
    ctx.config,
    { ...empresa.row, cnpj: empresa.cnpj, razaoSocial: empresa.razaoSocial },
    conexao.modo,
  );
  return ctx.db.transaction(async (tx) => {
    const carregada = await carregarParaRegistro(tx, id, empresa.row);
    if (!carregada) throw AppError.notFound('NF-e não encontrada.');
    const { nota, itens, produtos, municipios } = carregada;
    const refazer = pedido.refazerParaContingencia === true && nota.status === 'Processando';
    if (nota.status === 'Processando' && !refazer) return nota;
    const cliente = conferirPedido(carregada, pedido, conexao.modo, refazer);
    await reservarSaldos(tx, nota, itens, produtos, refazer);

    const agora = new Date();
    // The tax rules of the note's own fiscal year (the Brasília date of its dhEmi), refused before numbering.
    const tabela = await tabelaFiscalDoAno(tx, anoFiscal(agora));
    const { serie, numero, cNF } = await numerar(tx, nota, empresa, conexao.modo);
    const contingencia = pedido.contingencia
      ? entradaEmContingencia(empresa.uf, pedido.contingencia.justificativa, agora)
      : undefined;
    const dados: DadosEmissao = {
      nota,
      cliente,
      empresa,
      itens,
      numero,
      serie,
      cNF,
      dhEmi: dataHoraBrasilia(agora),
      tpAmb: conexao.tpAmb,
      dataVencimento: pedido.dataVencimento,
      contingencia,
      respTec,
      produtos,
      municipios,
    };
    const assinada = montarEAssinar(dados, tabela, certificado);
    return gravarProcessando(
      tx,
      { dados, agora, modo: conexao.modo, contingencia, refazer },
      assinada,
      caller,
    );
  });
}
