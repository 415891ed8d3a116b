import type { TContingenciaNfe } from '@erp/contracts/nfe';
import { MENSAGEM_RASCUNHO_INCOMPLETO } from '@erp/contracts/nfe';
import { gerarCNF } from '@erp/fiscal/common/cnf';
import { anoFiscal, dataHoraBrasilia, hojeEmBrasilia } from '@erp/fiscal/common/data-hora';
import { Decimal } from '@erp/fiscal/common/decimal';
import { assinarEValidarNFe } from '@erp/fiscal/nfe/assinar-e-validar';
import { EntradaNFeInvalidaError } from '@erp/fiscal/nfe/build/entrada-invalida';
import { montarNFe } from '@erp/fiscal/nfe/build/montar-nfe';
import { destinoDaSaida } from '@erp/fiscal/nfe/regras/destino-do-estoque';
import { RegraFiscalError } from '@erp/fiscal/nfe/regras/escolher-regra';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../auditoria/auditoria.repository.ts';
import { tabelaFiscalDoAno } from '../fiscal/tabela-fiscal-do-ano.ts';
import { liberarReservasNaEmissao } from '../producao/ordens-da-nota.ts';
import { carregarParaRegistro, type ItensDaNota } from './carregar-emissao-nfe.ts';
import { entradaEmContingencia } from './contingencia-nfe.ts';
import { consomeSaldo, formatarKg, movimentaEstoque, saldoInsuficiente } from './linhas-nfe.ts';
import { type DadosEmissao, type exigirEmpresaFiscal, montarEntradaNFe } from './montar-entrada-nfe.ts';
import {
  consumirSaldo,
  findItensEntrada,
  type NotaRow,
  type ProdutoRow,
  proximoNumero,
  restaurarSaldo,
  updateNotaRetornando,
} from './nfe.repository.ts';
import { responsavelTecnicoDaEmissao } from './responsavel-tecnico.ts';

/** The company as an NF-e needs it (exigirEmpresaFiscal), read once per emission. */
export type EmpresaDaEmissao = ReturnType<typeof exigirEmpresaFiscal>;

/**
 * kg per entry item taken by the note's return lines, in the items' id order: the balances are taken and given
 * back in that order, so two notes returning the same items in opposite orders never wait on each other.
 */
export function saldosDasDevolucoes(itens: ItensDaNota) {
  const porItem = new Map<number, Decimal>();
  for (const { item } of itens) {
    if (item.idItemEntrada && consomeSaldo(item.cfop)) {
      porItem.set(
        item.idItemEntrada,
        (porItem.get(item.idItemEntrada) ?? new Decimal(0)).plus(item.quantidade),
      );
    }
  }
  return new Map([...porItem].sort(([a], [b]) => a - b));
}

/** The returned kg go back to the entry items they were taken from. */
export async function devolverSaldos(tx: Database, itens: ItensDaNota) {
  for (const [idItemEntrada, kg] of saldosDasDevolucoes(itens)) {
    await restaurarSaldo(tx, idItemEntrada, kg.toFixed());
  }
}

/**
 * The stock the note's lines take out; a symbolic return takes none, so it needs none. A sale (x101/x102) takes
 * the company's own kg only (issue 24): the clients' material in the building is not the company's to sell.
 */
function conferirEstoque(nota: NotaRow, itens: ItensDaNota, produtos: Map<number, ProdutoRow>) {
  const pedido = new Map<number, Decimal>();
  const vendido = new Map<number, Decimal>();
  for (const { item } of itens) {
    if (movimentaEstoque(nota.naturezaOperacao, item.cfop)) {
      pedido.set(item.idProduto, (pedido.get(item.idProduto) ?? new Decimal(0)).plus(item.quantidade));
      if (destinoDaSaida(item.cfop) === 'proprio') {
        vendido.set(item.idProduto, (vendido.get(item.idProduto) ?? new Decimal(0)).plus(item.quantidade));
      }
    }
  }
  for (const [idProduto, kg] of pedido) {
    const produto = produtos.get(idProduto);
    if (produto && kg.gt(produto.estoqueAtual)) {
      throw AppError.unprocessable(
        `Estoque insuficiente de "${produto.nome}".`,
        `Disponível ${formatarKg(produto.estoqueAtual)}, pedido ${formatarKg(kg)}.`,
      );
    }
  }
  for (const [idProduto, kg] of vendido) {
    const produto = produtos.get(idProduto);
    if (produto && kg.gt(produto.estoqueProprioKg)) {
      throw AppError.unprocessable(
        `Estoque próprio insuficiente de "${produto.nome}".`,
        `Disponível para venda ${formatarKg(Decimal.max(produto.estoqueProprioKg, 0))}, pedido ${formatarKg(kg)}` +
          ` (o material de clientes em estoque, ${formatarKg(Decimal.max(new Decimal(produto.estoqueAtual).minus(produto.estoqueProprioKg), 0))}, não pode ser vendido).`,
      );
    }
  }
}

export type PedidoEnvio = {
  dataVencimento: string;
  contingencia?: TContingenciaNfe | undefined;
  /** A note sent in normal mode that SEFAZ cannot have (consultarAntesDaContingencia): re-signed for the SVC. */
  refazerParaContingencia?: boolean;
};

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
  const { dataVencimento } = pedido;
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
    const { nota, cliente, itens, produtos, municipios } = carregada;
    const refazer = pedido.refazerParaContingencia === true && nota.status === 'Processando';
    if (nota.status === 'Processando' && !refazer) return nota;
    if (refazer && nota.ambiente !== conexao.modo) {
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
    if (dataVencimento < hojeEmBrasilia()) {
      throw AppError.validation('A data de vencimento não pode ser anterior à data de emissão.', [
        {
          campo: 'data_vencimento',
          mensagem: 'A data de vencimento não pode ser anterior à data de emissão.',
        },
      ]);
    }
    if (!cliente) throw AppError.unprocessable('Cliente da NF-e não encontrado.');
    if (itens.length === 0) throw AppError.unprocessable(MENSAGEM_RASCUNHO_INCOMPLETO);
    // The normal emission's kg go back and are taken again below, under the same checks as a draft's.
    if (refazer) await devolverSaldos(tx, itens);

    conferirEstoque(nota, itens, produtos);
    // A return from ordens de industrialização: their reservation goes in this transaction, as the kg are taken.
    await liberarReservasNaEmissao(tx, id);
    // The returned kg are taken now, under the conditional update: two notes cannot both take the last kg.
    for (const [idItemEntrada, kg] of saldosDasDevolucoes(itens)) {
      if (!(await consumirSaldo(tx, idItemEntrada, kg.toFixed()))) {
        const [item] = await findItensEntrada(tx, [idItemEntrada]);
        if (!item) throw AppError.unprocessable('Item da nota de entrada não encontrado.');
        throw saldoInsuficiente(item, kg);
      }
    }

    const agora = new Date();
    // The tax rules of the note's own fiscal year (the Brasília date of its dhEmi), refused before numbering.
    const tabela = await tabelaFiscalDoAno(tx, anoFiscal(agora));
    // A rejected draft keeps its number for the corrected emission, in the environment that numbered it.
    const mantemNumero = nota.numero !== null && nota.serie !== null && nota.ambiente === conexao.modo;
    const serie = mantemNumero ? (nota.serie as number) : empresa.row.nfeSerie;
    const numero = mantemNumero
      ? (nota.numero as number)
      : await proximoNumero(
          tx,
          { cnpj: empresa.cnpj, ambiente: conexao.modo, serie },
          empresa.row.nfeProximoNumero,
        );
    const cNF = (mantemNumero ? nota.cnf : null) ?? gerarCNF(numero);
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
      dataVencimento,
      contingencia,
      respTec,
      produtos,
      municipios,
    };
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
    const registrada = await updateNotaRetornando(tx, id, {
      status: 'Processando',
      cnpjEmitente: empresa.cnpj,
      serie,
      numero,
      cnf: cNF,
      chaveAcesso: montada.chave,
      tpAmb: dados.tpAmb,
      ambiente: conexao.modo,
      dataEmissao: agora,
      dataVencimento,
      xmlAssinado: assinada.xml,
      valorTotalProdutos: montada.totais.vProd,
      valorTotalNota: montada.totais.vNF,
      cStat: null,
      xMotivo: null,
      recibo: null,
      envioIncerto: false,
      contingencia: contingencia?.svc ?? null,
      contingenciaDesde: contingencia?.desde ?? null,
      contingenciaJustificativa: contingencia?.xJust ?? null,
    });
    await insertAuditEntry(tx, {
      acao: 'NFE_ENVIADA',
      idUsuario: caller.userId,
      entidade: 'notas_fiscais',
      idEntidade: String(id),
      ip: caller.ip,
      detalhes: {
        numero,
        serie,
        chave: montada.chave,
        ...(contingencia
          ? {
              contingencia: contingencia.svc,
              justificativa: contingencia.xJust,
              ...(refazer ? { chave_anterior: nota.chaveAcesso } : {}),
            }
          : {}),
      },
    });
    return registrada;
  });
}
