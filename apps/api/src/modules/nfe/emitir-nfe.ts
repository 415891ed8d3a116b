import type { TEmissaoNfe } from '@erp/contracts/nfe';
import { MENSAGEM_RASCUNHO_INCOMPLETO } from '@erp/contracts/nfe';
import { gerarCNF } from '@erp/fiscal/common/cnf';
import { Decimal } from '@erp/fiscal/common/decimal';
import { assinarEValidarNFe } from '@erp/fiscal/nfe/assinar-e-validar';
import { EntradaNFeInvalidaError } from '@erp/fiscal/nfe/build/entrada-invalida';
import { montarNFe } from '@erp/fiscal/nfe/build/montar-nfe';
import { escolherRegra, RegraFiscalError } from '@erp/fiscal/nfe/regras/escolher-regra';
import { dataHoraBrasilia } from '@erp/fiscal/nfe/sefaz/data-hora';
import { emitirComConsulta, type ResultadoEmissao } from '@erp/fiscal/nfe/sefaz/emitir-com-consulta';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../auditoria/auditoria.repository.ts';
import { enfileirarEmailNfe } from '../email/enfileirar-email-nfe.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { insertMovimento } from '../estoque/estoque.repository.ts';
import { comEnvio } from './envio-nfe.ts';
import { consomeSaldo, formatarKg, isLinhaServico, saldoInsuficiente } from './linhas-nfe.ts';
import { type DadosEmissao, exigirEmpresaFiscal, montarEntradaNFe } from './montar-entrada-nfe.ts';
import {
  consumirSaldo,
  findCategoriaReceita,
  findCliente,
  findItensEntrada,
  findNota,
  findProdutos,
  insertRecebivel,
  listItensDaNota,
  type NotaRow,
  proximoNumero,
  restaurarSaldo,
  updateNota,
} from './nfe.repository.ts';

type Itens = Awaited<ReturnType<typeof listItensDaNota>>;

/** Rejections that mean the number (or key) is already used at SEFAZ: the corrected draft takes a new one. */
const NUMERO_JA_USADO = new Set(['204', '206', '539']);

export const hojeEmBrasilia = () => dataHoraBrasilia(new Date()).slice(0, 10);

function resumo(nota: NotaRow, message: string): TEmissaoNfe {
  return {
    message,
    status: nota.status,
    numero_nfe: nota.numero,
    serie_nfe: nota.serie,
    chave_acesso: nota.chaveAcesso,
    protocolo: nota.protocolo,
  };
}

/** kg per entry item taken by the note's return lines. */
function saldosDasDevolucoes(itens: Itens) {
  const porItem = new Map<number, Decimal>();
  for (const { item } of itens) {
    if (item.idItemEntrada && consomeSaldo(item.cfop)) {
      porItem.set(
        item.idItemEntrada,
        (porItem.get(item.idItemEntrada) ?? new Decimal(0)).plus(item.quantidade),
      );
    }
  }
  return porItem;
}

async function conferirEstoque(db: Database, itens: Itens) {
  const pedido = new Map<number, Decimal>();
  for (const { item } of itens) {
    if (!isLinhaServico(item.cfop)) {
      pedido.set(item.idProduto, (pedido.get(item.idProduto) ?? new Decimal(0)).plus(item.quantidade));
    }
  }
  for (const produto of await findProdutos(db, [...pedido.keys()])) {
    const kg = pedido.get(produto.id) as Decimal;
    if (kg.gt(produto.estoqueAtual)) {
      throw AppError.unprocessable(
        `Estoque insuficiente de "${produto.nome}".`,
        `Disponível ${formatarKg(produto.estoqueAtual)}, pedido ${formatarKg(kg)}.`,
      );
    }
  }
}

/**
 * The environment and its signing certificate are fetched before the transaction (it may start the simulator;
 * an expired A1 is refused here, before anything is numbered).
 */
async function prepararEnvio(ctx: AppContext, id: number, dataVencimento: string, caller: Caller) {
  const empresa = exigirEmpresaFiscal(await findEmpresa(ctx.db));
  const conexao = await ctx.fiscal.atual();
  const certificado = await conexao.certificadoAssinatura(empresa);
  return ctx.db.transaction(async (tx) => {
    const nota = await findNota(tx, id, 'update');
    if (!nota) throw AppError.notFound('NF-e não encontrada.');
    if (nota.status === 'Processando') return nota;
    if (nota.status !== 'Rascunho') {
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
    const cliente = await findCliente(tx, nota.idCliente);
    if (!cliente) throw AppError.unprocessable('Cliente da NF-e não encontrado.');
    const itens = await listItensDaNota(tx, id);
    if (itens.length === 0) throw AppError.unprocessable(MENSAGEM_RASCUNHO_INCOMPLETO);

    await conferirEstoque(tx, itens);
    // The returned kg are taken now, under the conditional update: two notes cannot both take the last kg.
    for (const [idItemEntrada, kg] of saldosDasDevolucoes(itens)) {
      if (!(await consumirSaldo(tx, idItemEntrada, kg.toFixed()))) {
        const [item] = await findItensEntrada(tx, [idItemEntrada]);
        if (!item) throw AppError.unprocessable('Item da nota de entrada não encontrado.');
        throw saldoInsuficiente(item, kg);
      }
    }

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
    const agora = new Date();
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
    };
    let montada: ReturnType<typeof montarNFe>;
    try {
      montada = montarNFe(await montarEntradaNFe(tx, dados));
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
    await updateNota(tx, id, {
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
    });
    await insertAuditEntry(tx, {
      acao: 'NFE_ENVIADA',
      idUsuario: caller.userId,
      entidade: 'notas_fiscais',
      idEntidade: String(id),
      ip: caller.ip,
      detalhes: { numero, serie, chave: montada.chave },
    });
    return (await findNota(tx, id)) as NotaRow;
  });
}

/** Receivable of the lines that move money (5124, 5101...; not the returned material), due on the chosen day. */
async function criarRecebivel(
  tx: Database,
  nota: NotaRow,
  itens: Itens,
  nomeCliente: string,
  caller: Caller | null,
) {
  const empresa = exigirEmpresaFiscal(await findEmpresa(tx));
  const ano = (nota.dataEmissao ?? new Date()).getFullYear();
  const cobradas = itens.filter(({ item }) => escolherRegra(item.cfop, empresa.crt, ano).regra.geraCobranca);
  const valor = cobradas.reduce((soma, { item }) => soma.plus(item.valorTotal), new Decimal(0));
  if (valor.isZero() || !nota.dataVencimento) return;
  const servico = cobradas.some(({ item }) => isLinhaServico(item.cfop));
  const idCategoria =
    (await findCategoriaReceita(tx, servico ? 'Serviços de Industrialização' : 'Venda de Mercadorias')) ??
    (await findCategoriaReceita(tx, 'Outras Receitas'));
  if (!idCategoria) throw new Error('categoria de receita ausente');
  await insertRecebivel(tx, {
    descricao: `NF-e nº ${nota.numero}/${nota.serie} - ${nomeCliente}`,
    tipo: 'RECEITA',
    valorOriginal: valor.toFixed(2),
    dataVencimento: nota.dataVencimento,
    idCategoria,
    idCliente: nota.idCliente,
    origem: 'NFE',
    idDocumento: nota.id,
    idUsuario: caller?.userId ?? null,
  });
}

async function devolverSaldos(tx: Database, itens: Itens) {
  for (const [idItemEntrada, kg] of saldosDasDevolucoes(itens)) {
    await restaurarSaldo(tx, idItemEntrada, kg.toFixed());
  }
}

/**
 * Applies SEFAZ's answer in one transaction: authorised -> stock exits and the receivable; denied -> the number
 * is used, the returned kg go back; rejected -> a draft again with the reason (the number kept unless SEFAZ
 * says it is taken); pending -> stays 'Processando' for the retry job.
 */
async function concluir(ctx: AppContext, id: number, resultado: ResultadoEmissao, caller: Caller | null) {
  return ctx.db.transaction(async (tx) => {
    const nota = await findNota(tx, id, 'update');
    if (!nota) throw AppError.notFound('NF-e não encontrada.');
    if (nota.status !== 'Processando') return nota;
    const itens = await listItensDaNota(tx, id);
    const auditar = (acao: string, detalhes: Record<string, unknown>) =>
      insertAuditEntry(tx, {
        acao,
        idUsuario: caller?.userId ?? null,
        entidade: 'notas_fiscais',
        idEntidade: String(id),
        ip: caller?.ip ?? null,
        detalhes,
      });
    switch (resultado.situacao) {
      case 'autorizada': {
        const { protNFe } = resultado;
        await updateNota(tx, id, {
          status: 'Autorizada',
          protocolo: protNFe.nProt ?? null,
          dataAutorizacao: protNFe.dhRecbto ? new Date(protNFe.dhRecbto) : new Date(),
          xmlAutorizado: resultado.nfeProc,
          cStat: protNFe.cStat,
          xMotivo: protNFe.xMotivo,
          recibo: null,
        });
        for (const { item } of itens) {
          if (isLinhaServico(item.cfop)) continue;
          await insertMovimento(tx, {
            idProduto: item.idProduto,
            quantidadeKg: new Decimal(item.quantidade).negated().toFixed(),
            origem: 'SAIDA_NFE',
            idDocumento: String(id),
            observacao: `NF-e nº ${nota.numero}/${nota.serie}`,
            idUsuario: caller?.userId ?? null,
          });
        }
        const cliente = await findCliente(tx, nota.idCliente);
        await criarRecebivel(tx, nota, itens, cliente?.nomeRazaoSocial ?? '', caller);
        // Queued in this transaction, sent by the e-mail worker: the authorisation never waits for SMTP.
        await enfileirarEmailNfe(tx, id);
        await auditar('NFE_AUTORIZADA', { protocolo: protNFe.nProt, via_consulta: resultado.viaConsulta });
        break;
      }
      case 'denegada':
        await updateNota(tx, id, {
          status: 'Denegada',
          protocolo: resultado.protNFe.nProt ?? null,
          dataAutorizacao: resultado.protNFe.dhRecbto ? new Date(resultado.protNFe.dhRecbto) : new Date(),
          xmlAutorizado: resultado.nfeProc,
          cStat: resultado.protNFe.cStat,
          xMotivo: resultado.protNFe.xMotivo,
        });
        await devolverSaldos(tx, itens);
        await auditar('NFE_DENEGADA', { cStat: resultado.protNFe.cStat, xMotivo: resultado.protNFe.xMotivo });
        break;
      case 'rejeitada': {
        const numeroUsado = NUMERO_JA_USADO.has(resultado.cStat);
        await updateNota(tx, id, {
          status: 'Rascunho',
          cStat: resultado.cStat,
          xMotivo: resultado.xMotivo,
          xmlAssinado: null,
          chaveAcesso: null,
          recibo: null,
          ...(numeroUsado ? { numero: null, cnf: null, serie: null } : {}),
        });
        await devolverSaldos(tx, itens);
        await auditar('NFE_REJEITADA', { cStat: resultado.cStat, xMotivo: resultado.xMotivo });
        break;
      }
      case 'pendente':
        await updateNota(tx, id, {
          cStat: resultado.cStat ?? null,
          xMotivo: resultado.motivo,
          recibo: resultado.nRec ?? nota.recibo,
        });
        break;
    }
    return (await findNota(tx, id)) as NotaRow;
  });
}

/** Sends the stored signed XML (never a new one) and applies the answer. */
export async function enviarEConcluir(ctx: AppContext, id: number, caller: Caller | null) {
  const nota = await findNota(ctx.db, id);
  if (!nota?.xmlAssinado || nota.status !== 'Processando') return nota;
  const empresa = exigirEmpresaFiscal(await findEmpresa(ctx.db));
  let resultado: ResultadoEmissao;
  try {
    const cliente = await ctx.fiscal.doModo(nota.ambiente).clienteSefaz(empresa);
    resultado = await emitirComConsulta(cliente, nota.xmlAssinado);
  } catch (error) {
    // Whatever failed, the note may have reached SEFAZ: it stays 'Processando' and is consulted again later.
    resultado = {
      situacao: 'pendente',
      motivo: `Falha no envio: ${(error as Error).message}`,
      podeEstarNaSefaz: true,
    };
  }
  return concluir(ctx, id, resultado, caller);
}

/**
 * POST /nfe/emitir/{id}: check and reserve, number, build, sign, validate and store (one transaction), then send
 * and apply SEFAZ's answer. Idempotent: a note already 'Processando' is resent with its stored XML, and only one
 * sender at a time holds a note.
 */
export async function emitirNfe(
  ctx: AppContext,
  id: number,
  dataVencimento: string,
  caller: Caller,
): Promise<{ pendente: boolean; resposta: TEmissaoNfe }> {
  const nota = await comEnvio(ctx, id, async () => {
    await prepararEnvio(ctx, id, dataVencimento, caller);
    return enviarEConcluir(ctx, id, caller);
  });
  if (!nota) throw AppError.notFound('NF-e não encontrada.');
  switch (nota.status) {
    case 'Autorizada':
      return { pendente: false, resposta: resumo(nota, 'NF-e enviada para autorização com sucesso!') };
    case 'Processando':
      return {
        pendente: true,
        resposta: resumo(
          nota,
          'NF-e enviada para autorização. A SEFAZ ainda não respondeu; a situação será atualizada automaticamente.',
        ),
      };
    case 'Denegada':
      throw AppError.unprocessable('A SEFAZ denegou o uso da NF-e.', `${nota.cStat} - ${nota.xMotivo}`);
    default:
      throw AppError.unprocessable(
        'A SEFAZ rejeitou a NF-e. Corrija o rascunho e emita novamente.',
        `${nota.cStat} - ${nota.xMotivo}`,
      );
  }
}
