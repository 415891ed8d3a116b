import {
  CFOP_INDUSTRIALIZACAO,
  cfopsDaOperacao,
  isNaturezaDeRetorno,
  mensagemCfopForaDaOperacao,
  NATUREZA_RETORNO_SIMBOLICO,
  type TNaturezaOperacao,
} from '@erp/contracts/nfe-operacao';
import { MENSAGEM_ITEM_ENTRADA_OBRIGATORIO, MENSAGEM_SERVICO_OBRIGATORIO } from '@erp/contracts/nfe-rascunho';
import { valorPorKgDaEntrada } from '@erp/contracts/nfe-valores';
import type { CRT, TabelaFiscal } from '@erp/fiscal/calculo';
import { escolherRegra, RegraFiscalError } from '@erp/fiscal/calculo';
import { arredondarCentavos, Decimal, formatarDecimalBr } from '@erp/fiscal/decimal';
import type { Database } from '../../db/client.ts';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import {
  type ClienteRow,
  findItensEntrada,
  findProdutos,
  findServicos,
  listItensEntradaFifo,
  type ProdutoRow,
} from './nfe.repository.ts';

/** Returns of the client's material (5902/6902, 5903/6903) take kg from the balance of the entry items. */
export const consomeSaldo = (cfop: string) => /^[56]90[23]$/.test(cfop);
/** A 5124 line bills the industrialisation service on the returned material: no goods leave the stock. */
export const isLinhaServico = (cfop: string) => cfop === CFOP_INDUSTRIALIZACAO || cfop === '6124';
/**
 * Whether the line takes its kg out of the stock when the note is authorised (and back on cancellation): every
 * line of goods, except on a symbolic return, whose material never leaves the building (it was lost in the
 * process, or its balance is written off with the client's agreement).
 */
export const movimentaEstoque = (natureza: string, cfop: string) =>
  !isLinhaServico(cfop) && natureza !== NATUREZA_RETORNO_SIMBOLICO;

/** "1.234,50 kg", for messages. */
export const formatarKg = (valor: string | Decimal) => `${formatarDecimalBr(valor, 4, 2)} kg`;

export interface LinhaEntrada {
  id_produto: number;
  id_servico?: number | null | undefined;
  quantidade: string;
  cfop: string;
  id_item_entrada?: number | null | undefined;
  /** The client's purchase order and its item (I60 xPed, I61 nItemPed), carried to every part of the line. */
  xPed?: string | null | undefined;
  nItemPed?: string | null | undefined;
}

export interface LinhaResolvida {
  idProduto: number;
  idServico: number | null;
  idItemEntrada: number | null;
  nomeProduto: string;
  cfop: string;
  quantidade: string;
  valorUnitario: string;
  valorTotal: string;
  xPed: string | null;
  nItemPed: string | null;
}

/** A resolved line with what the screen shows beside it and the totals need; not stored on the line. */
export interface LinhaComReferencia extends LinhaResolvida {
  idNfEntrada: number | null;
  numeroNfEntrada: number | null;
  serieNfEntrada: number | null;
  /** The product's IPI rate (TIPI), for vIPI where the CFOP's rule taxes it. */
  aliquotaIpi: string | null;
}

type ItemEntrada = Awaited<ReturnType<typeof findItensEntrada>>[number];

/** I04 xProd holds at most 120 characters; a service's description may have 200. */
const MAXIMO_XPROD = 120;
/** What a shortened product name ends with, so the line says it was shortened. */
const ABREVIADO = '...';

const mensagemServicoLongo = (descricao: string) =>
  `A descrição deste serviço tem ${descricao.length} caracteres e a descrição do item na NF-e aceita no máximo ` +
  `${MAXIMO_XPROD}. Encurte a descrição do serviço (Cadastros > Serviços) para até ${MAXIMO_XPROD} caracteres.`;

/**
 * xProd of a 5124/6124 line: "service (product)" within 120 characters. The service's words are kept whole; the
 * product's name is shortened to fit and ends with '...' (the line shows the text the NF-e will carry), or left
 * out when not even a few of its letters fit. A description longer than 120 is refused at the line before this.
 */
export function xProdDoServico(descricao: string, nomeProduto: string): string {
  const completo = `${descricao} (${nomeProduto})`;
  if (completo.length <= MAXIMO_XPROD) return completo;
  const espaco = MAXIMO_XPROD - descricao.length - ' ()'.length - ABREVIADO.length;
  if (espaco < 3) return descricao.slice(0, MAXIMO_XPROD);
  return `${descricao} (${nomeProduto.slice(0, espaco).trimEnd()}${ABREVIADO})`;
}

/**
 * The server's reading of a draft's lines: names and prices from its own records, line totals recomputed with
 * decimal arithmetic, the entry item of each return checked against the client (MANUAL) or chosen oldest first
 * (FIFO, a line larger than one entry's balance split across the next entries, each part referencing its own
 * entry NF-e). Client-sent names, prices and totals are never read.
 *
 * Prices: a service line (5124/6124) the service's price per kg; a return of the client's material (x902/x903)
 * the value per kg of the entry item it takes kg from (the remessa's vUnCom, valorPorKgDaEntrada), so material
 * the company never sells (no preco_venda) does not go back at R$ 0,00 and each FIFO part carries its own
 * entry's value; anything else, and a return with no entry item, the product's preco_venda.
 */
export async function resolverLinhas(
  db: Database,
  opcoes: {
    cliente: ClienteRow;
    natureza: TNaturezaOperacao;
    crt: CRT;
    ufEmpresa: string | null | undefined;
    linhas: readonly LinhaEntrada[];
    /** The tax rules of the note's fiscal year (tabelaFiscalDoAno) and that year. */
    tabela: TabelaFiscal;
    ano: number;
    /**
     * A return built from ordens de industrialização: every line keeps the entry item it names (the kg the orders
     * reserved there), and a 5124 line keeps its own product (the output), whatever the client's reference type.
     */
    itensDasOrdens?: boolean;
  },
): Promise<LinhaComReferencia[]> {
  const { cliente, natureza, linhas } = opcoes;
  const retorno = isNaturezaDeRetorno(natureza);
  // A symbolic return closes the balances the user picked, item by item, whatever the client's reference type.
  const manual =
    retorno &&
    (natureza === NATUREZA_RETORNO_SIMBOLICO ||
      cliente.tipoReferenciacao === 'MANUAL' ||
      opcoes.itensDasOrdens === true);
  const produtoDaEntrada = (cfop: string) => manual && !(opcoes.itensDasOrdens && !consomeSaldo(cfop));
  const produtos = new Map(
    (await findProdutos(db, [...new Set(linhas.map((l) => l.id_produto))])).map((p) => [p.id, p]),
  );
  const servicos = new Map(
    (await findServicos(db, [...new Set(linhas.flatMap((l) => (l.id_servico ? [l.id_servico] : [])))])).map(
      (s) => [s.id, s],
    ),
  );
  const itensEntrada = new Map(
    (
      await findItensEntrada(db, [
        ...new Set(linhas.flatMap((l) => (l.id_item_entrada ? [l.id_item_entrada] : []))),
      ])
    ).map((i) => [i.id, i]),
  );

  const erros: FieldError[] = [];
  const { tabela, ano } = opcoes;
  const cfopsPermitidos = new Set(
    cfopsDaOperacao(natureza, opcoes.ufEmpresa, cliente.uf).map((c) => c.value),
  );
  for (const [i, linha] of linhas.entries()) {
    const campo = (nome: string) => `itens.${i}.${nome}`;
    if (!cfopsPermitidos.has(linha.cfop)) {
      erros.push({
        campo: campo('cfop'),
        mensagem: mensagemCfopForaDaOperacao(linha.cfop, natureza, opcoes.ufEmpresa, cliente.uf),
      });
    } else {
      try {
        escolherRegra(linha.cfop, opcoes.crt, ano, tabela);
      } catch (error) {
        if (!(error instanceof RegraFiscalError)) throw error;
        erros.push({ campo: campo('cfop'), mensagem: error.message });
      }
    }
    if (isLinhaServico(linha.cfop)) {
      if (!linha.id_servico)
        erros.push({ campo: campo('id_servico'), mensagem: MENSAGEM_SERVICO_OBRIGATORIO });
      else if (!servicos.has(linha.id_servico))
        erros.push({ campo: campo('id_servico'), mensagem: 'Serviço selecionado não encontrado.' });
      else {
        const descricao = servicos.get(linha.id_servico)?.descricao ?? '';
        if (descricao.length > MAXIMO_XPROD) {
          erros.push({ campo: campo('id_servico'), mensagem: mensagemServicoLongo(descricao) });
        }
      }
    }
    const itemEntrada = linha.id_item_entrada ? itensEntrada.get(linha.id_item_entrada) : undefined;
    if (linha.id_item_entrada && retorno && (!itemEntrada || itemEntrada.idCliente !== cliente.id)) {
      erros.push({
        campo: campo('id_item_entrada'),
        mensagem: 'O item da nota de entrada não existe ou não é deste cliente.',
      });
    }
    const usaProdutoDaEntrada = produtoDaEntrada(linha.cfop) && itemEntrada !== undefined;
    if (!usaProdutoDaEntrada && !produtos.has(linha.id_produto)) {
      erros.push({ campo: campo('id_produto'), mensagem: 'Produto não encontrado.' });
    }
    if (manual && !linha.id_item_entrada) {
      erros.push({ campo: campo('id_item_entrada'), mensagem: MENSAGEM_ITEM_ENTRADA_OBRIGATORIO });
    }
  }
  if (erros.length > 0) throw AppError.validation('Confira os itens da nota.', erros);

  // The product of a MANUAL return is the entry item's; load any that were not among the lines' products.
  const faltantes = [...itensEntrada.values()].map((i) => i.idProduto).filter((id) => !produtos.has(id));
  for (const p of await findProdutos(db, [...new Set(faltantes)])) produtos.set(p.id, p);

  const resolvidas: LinhaComReferencia[] = [];
  const saldoUsado = new Map<number, Decimal>();
  for (const linha of linhas) {
    const informado = linha.id_item_entrada ? itensEntrada.get(linha.id_item_entrada) : undefined;
    const produto = produtos.get(
      produtoDaEntrada(linha.cfop) && informado ? informado.idProduto : linha.id_produto,
    ) as ProdutoRow;
    const servico =
      linha.id_servico && isLinhaServico(linha.cfop) ? servicos.get(linha.id_servico) : undefined;
    const precoProprio = new Decimal(servico ? servico.preco : produto.precoVenda);
    const parte = (quantidade: Decimal, item: ItemEntrada | undefined): LinhaComReferencia => {
      const valorUnitario =
        item && !servico && retorno && consomeSaldo(linha.cfop)
          ? new Decimal(
              valorPorKgDaEntrada({
                unidade: item.unidade,
                valor_unitario: item.valorUnitario,
                valor_total: item.valorTotal,
                quantidade_kg: item.quantidadeKg,
              }),
            )
          : precoProprio;
      return {
        idProduto: produto.id,
        idServico: servico?.id ?? null,
        nomeProduto: servico ? xProdDoServico(servico.descricao, produto.nome) : produto.nome,
        cfop: linha.cfop,
        valorUnitario: valorUnitario.toFixed(),
        idItemEntrada: item?.id ?? null,
        quantidade: quantidade.toFixed(),
        valorTotal: arredondarCentavos(quantidade.times(valorUnitario)).toFixed(2),
        idNfEntrada: item?.idNfeEntrada ?? null,
        numeroNfEntrada: item?.numeroNf ?? null,
        serieNfEntrada: item?.serieNf ?? null,
        aliquotaIpi: produto.aliquotaIpi ?? null,
        xPed: linha.xPed ?? null,
        nItemPed: linha.nItemPed ?? null,
      };
    };
    const quantidade = new Decimal(linha.quantidade);

    if (!retorno) {
      resolvidas.push(parte(quantidade, undefined));
    } else if (manual) {
      resolvidas.push(parte(quantidade, informado));
    } else if (!consomeSaldo(linha.cfop)) {
      // A FIFO service line references the entry the screen looked up, or the oldest with balance.
      const fifo = await listItensEntradaFifo(db, cliente.id, produto.id);
      const ref =
        informado && informado.idCliente === cliente.id && informado.idProduto === produto.id
          ? informado
          : fifo[0];
      resolvidas.push(parte(quantidade, ref));
    } else {
      const fifo = await listItensEntradaFifo(db, cliente.id, produto.id);
      for (const [item, kg] of alocarFifo(fifo, quantidade, saldoUsado, produto)) {
        resolvidas.push(parte(kg, item));
      }
    }
  }
  return resolvidas;
}

/** Splits `quantidade` over the FIFO entry items, after what earlier lines of the same note already took. */
function alocarFifo(
  itens: readonly ItemEntrada[],
  quantidade: Decimal,
  saldoUsado: Map<number, Decimal>,
  produto: ProdutoRow,
): [ItemEntrada, Decimal][] {
  const partes: [ItemEntrada, Decimal][] = [];
  let falta = quantidade;
  let disponivel = new Decimal(0);
  for (const item of itens) {
    // The kg ordens de industrialização reserve are not free for a draft.
    const livre = new Decimal(item.saldoKg).minus(item.reservadoKg).minus(saldoUsado.get(item.id) ?? 0);
    if (livre.lte(0)) continue;
    disponivel = disponivel.plus(livre);
    if (falta.isZero()) continue;
    const kg = Decimal.min(livre, falta);
    partes.push([item, kg]);
    saldoUsado.set(item.id, (saldoUsado.get(item.id) ?? new Decimal(0)).plus(kg));
    falta = falta.minus(kg);
  }
  if (falta.gt(0)) {
    throw AppError.unprocessable(
      'Saldo insuficiente nas notas de entrada do cliente.',
      `"${produto.nome}": disponível ${formatarKg(disponivel)}, pedido ${formatarKg(quantidade)}.`,
    );
  }
  return partes;
}

/**
 * Sums the kg each entry item gives to the returns of these lines and checks it against the balance not reserved
 * by ordens de industrialização (plus `reservasProprias`, what the draft's own orders reserve there): the error
 * names the entry NF and the kg available and asked.
 */
export async function conferirSaldos(
  db: Database,
  linhas: readonly { idItemEntrada: number | null; cfop: string; quantidade: string }[],
  reservasProprias: ReadonlyMap<number, string> = new Map(),
) {
  const pedido = new Map<number, Decimal>();
  for (const l of linhas) {
    if (l.idItemEntrada && consomeSaldo(l.cfop)) {
      pedido.set(l.idItemEntrada, (pedido.get(l.idItemEntrada) ?? new Decimal(0)).plus(l.quantidade));
    }
  }
  const itens = await findItensEntrada(db, [...pedido.keys()]);
  for (const item of itens) {
    const kg = pedido.get(item.id) as Decimal;
    const livre = new Decimal(item.saldoKg).minus(item.reservadoKg).plus(reservasProprias.get(item.id) ?? 0);
    if (kg.gt(livre)) throw saldoInsuficiente({ ...item, saldoKg: livre.toFixed(), reservadoKg: '0' }, kg);
  }
  return pedido;
}

export function saldoInsuficiente(
  item: Pick<ItemEntrada, 'numeroNf' | 'descricao' | 'saldoKg' | 'reservadoKg'>,
  pedido: Decimal | string,
) {
  const disponivel = new Decimal(item.saldoKg).minus(item.reservadoKg);
  return AppError.unprocessable(
    `Saldo insuficiente na NF de entrada nº ${item.numeroNf}.`,
    `Item "${item.descricao}": disponível ${formatarKg(disponivel)}, pedido ${formatarKg(pedido)}.`,
  );
}
