import type { TAutorizadorParado, TContingenciaNfe, TEmissaoNfe } from '@erp/contracts/nfe';
import { MENSAGEM_RASCUNHO_INCOMPLETO } from '@erp/contracts/nfe';
import { gerarCNF } from '@erp/fiscal/common/cnf';
import { Decimal } from '@erp/fiscal/common/decimal';
import { assinarEValidarNFe } from '@erp/fiscal/nfe/assinar-e-validar';
import { EntradaNFeInvalidaError } from '@erp/fiscal/nfe/build/entrada-invalida';
import { montarNFe } from '@erp/fiscal/nfe/build/montar-nfe';
import { parseNFe } from '@erp/fiscal/nfe/parse';
import { escolherRegra, RegraFiscalError } from '@erp/fiscal/nfe/regras/escolher-regra';
import { dataHoraBrasilia } from '@erp/fiscal/nfe/sefaz/data-hora';
import { emitirComConsulta, type ResultadoEmissao } from '@erp/fiscal/nfe/sefaz/emitir-com-consulta';
import { svcDaUF } from '@erp/fiscal/nfe/sefaz/endpoints';
import { isNumeroJaUsado } from '@erp/fiscal/nfe/sefaz/situacao-cstat';
import type { AppContext, Caller } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertAuditEntry } from '../auditoria/auditoria.repository.ts';
import { enfileirarEmailNfe } from '../email/enfileirar-email-nfe.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { insertMovimentos } from '../estoque/estoque.repository.ts';
import { anotarEnvioAoAutorizador, motivoDoAutorizadorParado } from '../fiscal/autorizador-sem-resposta.ts';
import {
  clienteDaNota,
  consultarAntesDaContingencia,
  contingenciaDisponivel,
  entradaEmContingencia,
  envioIncertoApos,
} from './contingencia-nfe.ts';
import { comEnvio } from './envio-nfe.ts';
import {
  consomeSaldo,
  formatarKg,
  isLinhaServico,
  movimentaEstoque,
  saldoInsuficiente,
} from './linhas-nfe.ts';
import {
  type DadosEmissao,
  type EmpresaEmitente,
  exigirEmpresaFiscal,
  montarEntradaNFe,
} from './montar-entrada-nfe.ts';
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
import { responsavelTecnicoDaEmissao } from './responsavel-tecnico.ts';

type Itens = Awaited<ReturnType<typeof listItensDaNota>>;

export const hojeEmBrasilia = () => dataHoraBrasilia(new Date()).slice(0, 10);

function resumo(nota: NotaRow, message: string, uf: EmpresaEmitente['uf']): TEmissaoNfe {
  const svc = contingenciaDisponivel(nota, uf);
  return {
    message,
    status: nota.status,
    numero_nfe: nota.numero,
    serie_nfe: nota.serie,
    chave_acesso: nota.chaveAcesso,
    protocolo: nota.protocolo,
    contingencia: nota.contingencia,
    contingencia_disponivel: svc ? { svc, motivo: nota.xMotivo ?? 'A SEFAZ não respondeu.' } : null,
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

/** The stock the note's lines take out; a symbolic return takes none, so it needs none. */
async function conferirEstoque(db: Database, nota: NotaRow, itens: Itens) {
  const pedido = new Map<number, Decimal>();
  for (const { item } of itens) {
    if (movimentaEstoque(nota.naturezaOperacao, item.cfop)) {
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

type PedidoEnvio = {
  dataVencimento: string;
  contingencia?: TContingenciaNfe | undefined;
  /** A note sent in normal mode that SEFAZ cannot have (consultarAntesDaContingencia): re-signed for the SVC. */
  refazerParaContingencia?: boolean;
};

/**
 * The environment and its signing certificate are fetched before the transaction (it may start the simulator;
 * an expired A1 is refused here, before anything is numbered). In contingency the note is built with the SVC's
 * tpEmis, dhCont (now) and xJust: another key for the same number.
 */
async function prepararEnvio(ctx: AppContext, id: number, pedido: PedidoEnvio, caller: Caller) {
  const { dataVencimento } = pedido;
  const empresa = exigirEmpresaFiscal(await findEmpresa(ctx.db));
  const conexao = await ctx.fiscal.atual();
  const certificado = await conexao.certificadoAssinatura(empresa);
  const respTec = responsavelTecnicoDaEmissao(
    ctx.config,
    { ...empresa.row, cnpj: empresa.cnpj, razaoSocial: empresa.razaoSocial },
    conexao.modo,
  );
  return ctx.db.transaction(async (tx) => {
    const nota = await findNota(tx, id, 'update');
    if (!nota) throw AppError.notFound('NF-e não encontrada.');
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
    const cliente = await findCliente(tx, nota.idCliente);
    if (!cliente) throw AppError.unprocessable('Cliente da NF-e não encontrado.');
    const itens = await listItensDaNota(tx, id);
    if (itens.length === 0) throw AppError.unprocessable(MENSAGEM_RASCUNHO_INCOMPLETO);
    // The normal emission's kg go back and are taken again below, under the same checks as a draft's.
    if (refazer) await devolverSaldos(tx, itens);

    await conferirEstoque(tx, nota, itens);
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
    return (await findNota(tx, id)) as NotaRow;
  });
}

/**
 * Receivable of the lines that move money (5124, 5101...; not the returned material), due on the chosen day: each
 * line's value plus the IPI SEFAZ authorised on it (a CRT 3 sale), which the buyer pays on top of the goods. The
 * IPI is read from the authorised nfeProc, whose det follow the note's lines in order, so the receivable is what
 * the document says.
 */
async function criarRecebivel(
  tx: Database,
  nota: NotaRow,
  itens: Itens,
  nfeProc: string,
  nomeCliente: string,
  caller: Caller | null,
) {
  const empresa = exigirEmpresaFiscal(await findEmpresa(tx));
  const ano = (nota.dataEmissao ?? new Date()).getFullYear();
  const det = parseNFe(nfeProc).det;
  const cobradas = itens.flatMap((linha, i) =>
    escolherRegra(linha.item.cfop, empresa.crt, ano).regra.geraCobranca
      ? [{ item: linha.item, vIPI: det[i]?.vIPI ?? '0' }]
      : [],
  );
  const valor = cobradas.reduce(
    (soma, { item, vIPI }) => soma.plus(item.valorTotal).plus(vIPI),
    new Decimal(0),
  );
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
async function concluir(
  ctx: AppContext,
  id: number,
  resultado: ResultadoEmissao,
  caller: Caller | null,
  /** Whether an earlier attempt may be at SEFAZ, as it stood before this one marked the note. */
  envioIncertoAntes?: boolean,
) {
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
          envioIncerto: false,
        });
        // One batch, the products locked in id order: two notes sharing products never wait on each other in
        // opposite orders. A symbolic return's kg never left: its balance is consumed, its stock untouched.
        await insertMovimentos(
          tx,
          itens.flatMap(({ item }) =>
            movimentaEstoque(nota.naturezaOperacao, item.cfop)
              ? [
                  {
                    idProduto: item.idProduto,
                    quantidadeKg: new Decimal(item.quantidade).negated().toFixed(),
                    origem: 'SAIDA_NFE' as const,
                    idDocumento: String(id),
                    observacao: `NF-e nº ${nota.numero}/${nota.serie}`,
                    idUsuario: caller?.userId ?? null,
                  },
                ]
              : [],
          ),
        );
        const cliente = await findCliente(tx, nota.idCliente);
        await criarRecebivel(tx, nota, itens, resultado.nfeProc, cliente?.nomeRazaoSocial ?? '', caller);
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
          envioIncerto: false,
        });
        await devolverSaldos(tx, itens);
        await auditar('NFE_DENEGADA', { cStat: resultado.protNFe.cStat, xMotivo: resultado.protNFe.xMotivo });
        break;
      case 'rejeitada': {
        // The number (or key) is already used at SEFAZ: the corrected draft takes a new one.
        const numeroUsado = isNumeroJaUsado(resultado.cStat);
        await updateNota(tx, id, {
          status: 'Rascunho',
          cStat: resultado.cStat,
          xMotivo: resultado.xMotivo,
          xmlAssinado: null,
          chaveAcesso: null,
          recibo: null,
          envioIncerto: false,
          // The corrected draft chooses again: normal emission or contingency.
          contingencia: null,
          contingenciaDesde: null,
          contingenciaJustificativa: null,
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
          // Kept only while the batch is unresolved: a receipt SEFAZ does not know (106) is resent instead.
          recibo: resultado.nRec ?? null,
          envioIncerto: envioIncertoApos(envioIncertoAntes ?? nota.envioIncerto, resultado),
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
  let isEnviando = false;
  try {
    const cliente = await clienteDaNota(ctx, nota, empresa);
    // Until this attempt is concluded the note may be at SEFAZ: a process that dies while sending leaves it so.
    await updateNota(ctx.db, id, { envioIncerto: true });
    isEnviando = true;
    // A pending batch receipt is resolved before anything is sent again.
    resultado = await emitirComConsulta(cliente, nota.xmlAssinado, { recibo: nota.recibo });
  } catch (error) {
    // Whatever failed once sending, the note may have reached SEFAZ: it stays 'Processando', consulted later.
    resultado = {
      situacao: 'pendente',
      motivo: `Falha no envio: ${(error as Error).message}`,
      podeEstarNaSefaz: isEnviando,
      ...(nota.recibo ? { nRec: nota.recibo } : {}),
    };
  }
  const concluida = await concluir(ctx, id, resultado, caller, nota.envioIncerto);
  // What the UF's autorizador did tells the next drafts whether to ask its status first; the SVC's answers do not.
  if (!nota.contingencia) {
    await anotarEnvioAoAutorizador(ctx.db, { ambiente: nota.ambiente, uf: empresa.uf }, resultado);
  }
  return concluida;
}

/**
 * With a contingency asked for a note already sent in normal mode, its key is consulted first: SEFAZ's answer,
 * when it has one, is applied instead (already authorised, denied), and the note goes to the SVC only when SEFAZ
 * cannot have it. A draft in normal mode while its autorizador is failing waits for the status check first
 * (motivoDoAutorizadorParado): stopped, it is neither numbered nor sent, and the answer is why (`parado`).
 */
async function enviar(
  ctx: AppContext,
  id: number,
  pedido: PedidoEnvio,
  caller: Caller,
): Promise<{ nota: NotaRow | undefined; parado?: string }> {
  let refazerParaContingencia = false;
  const anterior = await findNota(ctx.db, id);
  if (pedido.contingencia && anterior?.status === 'Processando' && !anterior.contingencia) {
    const empresa = exigirEmpresaFiscal(await findEmpresa(ctx.db));
    const consulta = await consultarAntesDaContingencia(ctx, anterior, empresa);
    if (!consulta.liberada) return { nota: await concluir(ctx, id, consulta.resultado, caller) };
    refazerParaContingencia = true;
  }
  if (!pedido.contingencia && anterior?.status === 'Rascunho') {
    const empresa = exigirEmpresaFiscal(await findEmpresa(ctx.db));
    const parado = await motivoDoAutorizadorParado(ctx.db, await ctx.fiscal.atual(), empresa);
    if (parado) return { nota: anterior, parado };
  }
  await prepararEnvio(ctx, id, { ...pedido, refazerParaContingencia }, caller);
  return { nota: await enviarEConcluir(ctx, id, caller) };
}

const MENSAGEM_PENDENTE =
  'NF-e enviada para autorização. A SEFAZ ainda não respondeu; a situação será atualizada automaticamente.';

/** A draft stopped before numbering (motivoDoAutorizadorParado): the 503 that offers the SVC up front. */
function autorizadorParado(uf: EmpresaEmitente['uf'], motivo: string): TAutorizadorParado {
  const svc = svcDaUF(uf);
  return {
    error:
      `A SEFAZ-${uf} não está respondendo. A NF-e não foi enviada e continua em rascunho, sem consumir número: ` +
      `ela pode ser emitida agora em contingência (${svc}), com uma justificativa, ou normalmente mais tarde.`,
    details: motivo,
    contingencia_disponivel: { svc, motivo },
  };
}

export type EmissaoNfe =
  | { situacao: 'concluida' | 'pendente'; resposta: TEmissaoNfe }
  | { situacao: 'autorizadorParado'; resposta: TAutorizadorParado };

/**
 * POST /nfe/emitir/{id}: check and reserve, number, build, sign, validate and store (one transaction), then send
 * and apply SEFAZ's answer. Idempotent: a note already 'Processando' is resent with its stored XML, and only one
 * sender at a time holds a note. With `contingencia` the note goes to the SVC of the company's UF; a 202 whose
 * autorizador did not answer says which SVC the note may go out in (`contingencia_disponivel`), never by itself.
 * A draft whose autorizador is down (it failed lately and its status check says so) is not numbered nor sent:
 * 'autorizadorParado' offers the SVC for it.
 */
export async function emitirNfe(
  ctx: AppContext,
  id: number,
  pedido: { data_vencimento: string; contingencia?: TContingenciaNfe | undefined },
  caller: Caller,
): Promise<EmissaoNfe> {
  const { nota, parado } = await comEnvio(ctx, id, () =>
    enviar(ctx, id, { dataVencimento: pedido.data_vencimento, contingencia: pedido.contingencia }, caller),
  );
  if (!nota) throw AppError.notFound('NF-e não encontrada.');
  const uf = exigirEmpresaFiscal(await findEmpresa(ctx.db)).uf;
  if (parado) return { situacao: 'autorizadorParado', resposta: autorizadorParado(uf, parado) };
  switch (nota.status) {
    case 'Autorizada':
      return {
        situacao: 'concluida',
        resposta: resumo(
          nota,
          pedido.contingencia && !nota.contingencia
            ? 'A SEFAZ já tinha autorizado esta NF-e na emissão normal; ela não foi emitida em contingência.'
            : nota.contingencia
              ? `NF-e autorizada em contingência (${nota.contingencia}).`
              : 'NF-e enviada para autorização com sucesso!',
          uf,
        ),
      };
    case 'Processando':
      return { situacao: 'pendente', resposta: resumo(nota, MENSAGEM_PENDENTE, uf) };
    case 'Denegada':
      throw AppError.unprocessable('A SEFAZ denegou o uso da NF-e.', `${nota.cStat} - ${nota.xMotivo}`);
    default:
      throw AppError.unprocessable(
        'A SEFAZ rejeitou a NF-e. Corrija o rascunho e emita novamente.',
        `${nota.cStat} - ${nota.xMotivo}`,
      );
  }
}
