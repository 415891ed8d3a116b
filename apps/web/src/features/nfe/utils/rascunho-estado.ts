import type { TCliente } from '@erp/contracts/clientes';
import type { TNfe } from '@erp/contracts/nfe-documento';
import {
  cfopPadraoDaOperacao,
  NATUREZA_RETORNO,
  NATUREZAS_OPERACAO,
  type TNaturezaOperacao,
} from '@erp/contracts/nfe-operacao';
import { type TLinhaResolvidaNfe, type TRascunhoNfe, ZRascunhoNfe } from '@erp/contracts/nfe-rascunho';
import { MODALIDADES_FRETE } from '@erp/contracts/nfe-transporte';
import { type TotaisNfe, totalDoRascunho } from '@erp/contracts/nfe-valores';
import type { TProduto } from '@erp/contracts/produtos';
import type { TServico } from '@erp/contracts/servicos';
import { anoFiscal } from '@erp/fiscal/data-hora';
import { type ItemNota, itemDoRascunho, itemResolvido, linhaParaServidor } from './item-nota';
import {
  TRANSPORTE_VAZIO,
  type TransporteForm,
  transporteDoRascunho,
  transporteParaPayload,
} from './transporte-estado';
import { ITEM_FORM_VAZIO, type ItemForm } from './validar-item';
import { vencimentoPadrao } from './vencimento';

export type TFinalidadeEmissao = NonNullable<TRascunhoNfe['finalidade_emissao']>;
export type TModalidadeFrete = NonNullable<NonNullable<TRascunhoNfe['transporte']>['modalidade_frete']>;

/** Everything the draft screen edits (SPEC §4 'Draft screen behaviour'). */
export type RascunhoEstado = {
  id_cliente: number | null;
  natureza_operacao: TNaturezaOperacao;
  /** Held on the screen only: sent when previewing and emitting, not with the draft (SPEC §3). */
  data_vencimento: string;
  finalidade_emissao: TFinalidadeEmissao;
  modalidade_frete: TModalidadeFrete;
  /** Carrier, vehicle and volumes as typed (transporte-estado.ts). */
  transporte: TransporteForm;
  /** infCpl: the user's text; the legal texts are added when the XML is built. */
  informacoes_complementares: string;
  itens: ItemNota[];
  itemForm: ItemForm;
  /** The key of the next line added. */
  proximaChave: number;
  /** The company's and the client's UF: the CFOPs offered are 5xxx in-state and 6xxx for another UF. */
  uf_empresa: string | null;
  uf_cliente: string | null;
};

export function rascunhoInicial(hoje?: string): RascunhoEstado {
  return {
    id_cliente: null,
    natureza_operacao: NATUREZA_RETORNO,
    data_vencimento: vencimentoPadrao(undefined, hoje),
    finalidade_emissao: '1',
    modalidade_frete: '9',
    transporte: TRANSPORTE_VAZIO,
    informacoes_complementares: '',
    itens: [],
    itemForm: ITEM_FORM_VAZIO,
    proximaChave: 1,
    uf_empresa: null,
    uf_cliente: null,
  };
}

type ClienteEscolhido = Pick<TCliente, 'id' | 'condicao_pagamento_dias'> & Partial<Pick<TCliente, 'uf'>>;

export type RascunhoAcao =
  | { tipo: 'empresa'; uf: string | null }
  | { tipo: 'cliente'; cliente: ClienteEscolhido | null; hoje?: string }
  | { tipo: 'natureza'; natureza: TNaturezaOperacao }
  | { tipo: 'vencimento'; data: string }
  | { tipo: 'modalidade-frete'; modalidade: TModalidadeFrete }
  | { tipo: 'transporte'; transporte: TransporteForm }
  | { tipo: 'informacoes-complementares'; texto: string }
  | { tipo: 'campo'; campo: 'cfop' | 'quantidade' | 'id_servico' | 'xPed' | 'nItemPed'; valor: string }
  | { tipo: 'produto'; id_produto: string; cfop_padrao: string | null | undefined }
  | { tipo: 'nota-entrada'; id_nf_entrada: string }
  | {
      tipo: 'item-entrada';
      id_item_entrada: string;
      id_produto: string;
      cfop_padrao: string | null | undefined;
    }
  /**
   * The draft's lines as the server resolved them, after a line was added or removed. `formDoPedido`: the item
   * form as it was when its line was sent; it starts over only if the user has not changed it since.
   */
  | { tipo: 'linhas'; linhas: readonly TLinhaResolvidaNfe[]; formDoPedido?: ItemForm }
  | { tipo: 'remover'; chave: number }
  | { tipo: 'carregar'; estado: RascunhoEstado };

/** The item form empty, on the operation's first CFOP for the client's UF (a return's 5902, or 6902). */
export function formVazio(estado: Pick<RascunhoEstado, 'natureza_operacao' | 'uf_empresa' | 'uf_cliente'>) {
  return {
    ...ITEM_FORM_VAZIO,
    cfop: cfopPadraoDaOperacao(estado.natureza_operacao, estado.uf_empresa, estado.uf_cliente),
  };
}

/**
 * SPEC §4: changing the product sets the CFOP to the product's default CFOP, when it has one and it is of the
 * operation (a 5101 becomes 6101 for a client in another UF); otherwise the CFOP chosen stays.
 */
function comProduto(
  estado: RascunhoEstado,
  form: ItemForm,
  id_produto: string,
  cfopPadrao: string | null | undefined,
): ItemForm {
  if (!cfopPadrao) return { ...form, id_produto };
  const doProduto = cfopPadraoDaOperacao(
    estado.natureza_operacao,
    estado.uf_empresa,
    estado.uf_cliente,
    cfopPadrao,
  );
  return { ...form, id_produto, cfop: doProduto.slice(1) === cfopPadrao.slice(1) ? doProduto : form.cfop };
}

export function rascunhoReducer(estado: RascunhoEstado, acao: RascunhoAcao): RascunhoEstado {
  switch (acao.tipo) {
    case 'empresa': {
      const novo = { ...estado, uf_empresa: acao.uf };
      return { ...novo, itemForm: { ...estado.itemForm, cfop: mesmoCfopNaUf(novo, estado.itemForm.cfop) } };
    }
    case 'cliente': {
      // A new client starts the note over: its lines, its references and its due date belong to the old one.
      const novo = {
        ...estado,
        id_cliente: acao.cliente?.id ?? null,
        uf_cliente: acao.cliente?.uf ?? null,
        data_vencimento: vencimentoPadrao(acao.cliente ?? undefined, acao.hoje),
        itens: [],
      };
      return { ...novo, itemForm: formVazio(novo) };
    }
    case 'natureza': {
      // The selectors of the item form depend on the operation: a half-chosen line would not fit the new one.
      const novo = { ...estado, natureza_operacao: acao.natureza };
      return { ...novo, itemForm: formVazio(novo) };
    }
    case 'vencimento':
      return { ...estado, data_vencimento: acao.data };
    case 'modalidade-frete':
      return { ...estado, modalidade_frete: acao.modalidade };
    case 'transporte':
      return { ...estado, transporte: acao.transporte };
    case 'informacoes-complementares':
      return { ...estado, informacoes_complementares: acao.texto };
    case 'campo':
      return { ...estado, itemForm: { ...estado.itemForm, [acao.campo]: acao.valor } };
    case 'produto':
      return { ...estado, itemForm: comProduto(estado, estado.itemForm, acao.id_produto, acao.cfop_padrao) };
    case 'nota-entrada':
      return {
        ...estado,
        itemForm: {
          ...estado.itemForm,
          id_nf_entrada: acao.id_nf_entrada,
          id_item_entrada: '',
          id_produto: '',
        },
      };
    case 'item-entrada':
      return {
        ...estado,
        itemForm: comProduto(
          estado,
          { ...estado.itemForm, id_item_entrada: acao.id_item_entrada },
          acao.id_produto,
          acao.cfop_padrao,
        ),
      };
    case 'linhas':
      return {
        ...estado,
        itens: acao.linhas.map((linha, i) => itemResolvido(linha, estado.proximaChave + i)),
        itemForm: acao.formDoPedido === estado.itemForm ? formVazio(estado) : estado.itemForm,
        proximaChave: estado.proximaChave + acao.linhas.length,
      };
    case 'remover':
      return { ...estado, itens: estado.itens.filter((item) => item.chave !== acao.chave) };
    case 'carregar': {
      // The company's UF came with the screen, not with the draft.
      const novo = { ...acao.estado, uf_empresa: acao.estado.uf_empresa ?? estado.uf_empresa };
      return { ...novo, itemForm: formVazio(novo) };
    }
  }
}

/**
 * The CFOP of the item form for the company's UF once it is known: a 5xxx that is the operation's turns 6xxx for
 * a client in another UF, and the other way round.
 */
function mesmoCfopNaUf(estado: RascunhoEstado, cfop: string) {
  return cfopPadraoDaOperacao(estado.natureza_operacao, estado.uf_empresa, estado.uf_cliente, cfop);
}

/**
 * The note's totals as the emission will authorise them (contracts' totalDoRascunho, the fiscal engine's vProd,
 * vIPI and vNF): the IPI of a line where its CFOP's rule taxes it, at the product's TIPI rate.
 */
export function totaisDaNota(
  estado: Pick<RascunhoEstado, 'itens' | 'uf_empresa' | 'uf_cliente'>,
  opcoes: {
    crt: number | undefined;
    produtos: readonly Pick<TProduto, 'id' | 'aliquota_ipi'>[];
    ano?: number;
  },
): TotaisNfe {
  const crt = String(opcoes.crt ?? 1) as '1' | '2' | '3' | '4';
  return totalDoRascunho(
    estado.itens.map((item) => ({
      cfop: item.cfop,
      quantidade: item.quantidade,
      valor_unitario: item.valor_unitario,
      aliquota_ipi: opcoes.produtos.find((p) => p.id === item.id_produto)?.aliquota_ipi ?? null,
    })),
    {
      crt,
      ano: opcoes.ano ?? anoFiscal(new Date()),
      uf_emitente: estado.uf_empresa,
      uf_destinatario: estado.uf_cliente,
    },
  );
}

/** The body of POST /nfe/rascunho (SPEC §7); the server recomputes names, prices and totals. */
export function payloadDoRascunho(
  estado: RascunhoEstado,
  idRascunho: number | undefined,
  totais: Pick<TotaisNfe, 'valor_total_produtos' | 'valor_total_nota'>,
): TRascunhoNfe {
  return {
    ...(idRascunho === undefined ? {} : { id: idRascunho }),
    id_cliente: estado.id_cliente ?? '',
    natureza_operacao: estado.natureza_operacao,
    finalidade_emissao: estado.finalidade_emissao,
    transporte: transporteParaPayload(estado.modalidade_frete, estado.transporte),
    ...(estado.informacoes_complementares.trim()
      ? { informacoes_complementares: estado.informacoes_complementares }
      : {}),
    itens: estado.itens.map((item) => ({
      nome_produto: item.nome_produto,
      ...linhaParaServidor(item),
      valor_unitario: item.valor_unitario,
      valor_total: item.valor_total,
    })),
    valor_total_produtos: totais.valor_total_produtos,
    valor_total_nota: totais.valor_total_nota,
  };
}

function naturezaDe(valor: string): TNaturezaOperacao {
  return NATUREZAS_OPERACAO.find((natureza) => natureza === valor) ?? NATUREZA_RETORNO;
}

/**
 * The screen's state for a draft opened by id (SPEC §4), once clients, products and services are loaded: the
 * lines are named from those lists. A due date the server kept is reused; otherwise the client's default.
 */
export function estadoDoRascunho(
  nfe: TNfe,
  listas: {
    clientes: readonly ClienteEscolhido[];
    produtos: readonly TProduto[];
    servicos: readonly TServico[];
  },
  hoje?: string,
): RascunhoEstado {
  const cliente = listas.clientes.find((c) => c.id === nfe.id_cliente);
  const vencimentoSalvo = /^\d{4}-\d{2}-\d{2}/.exec(nfe.data_vencimento ?? '')?.[0];
  const finalidade = ZRascunhoNfe.shape.finalidade_emissao.safeParse(nfe.finalidade_emissao);
  const modalidade = MODALIDADES_FRETE.find((m) => m.value === nfe.transporte.modalidade_frete)?.value;
  const itens = nfe.itens.map((item, indice) =>
    itemDoRascunho(item, listas.produtos, listas.servicos, indice + 1),
  );
  return {
    id_cliente: nfe.id_cliente,
    natureza_operacao: naturezaDe(nfe.natureza_operacao),
    data_vencimento: vencimentoSalvo ?? vencimentoPadrao(cliente, hoje),
    finalidade_emissao: finalidade.success ? finalidade.data : '1',
    modalidade_frete: modalidade ?? '9',
    transporte: transporteDoRascunho(nfe.transporte),
    informacoes_complementares: nfe.informacoes_complementares ?? '',
    itens,
    itemForm: formVazio({
      natureza_operacao: naturezaDe(nfe.natureza_operacao),
      uf_empresa: null,
      uf_cliente: null,
    }),
    proximaChave: itens.length + 1,
    uf_empresa: null,
    uf_cliente: cliente?.uf ?? null,
  };
}
