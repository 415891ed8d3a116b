import type { TCliente } from '@erp/contracts/clientes';
import {
  NATUREZA_RETORNO,
  NATUREZAS_OPERACAO,
  type TNaturezaOperacao,
  type TNfe,
  type TRascunhoNfe,
  ZRascunhoNfe,
} from '@erp/contracts/nfe';
import type { TProduto } from '@erp/contracts/produtos';
import type { TServico } from '@erp/contracts/servicos';
import { somarEmCentavos } from './decimal';
import { type ItemNota, itemDoRascunho, montarItem, type NovoItem } from './item-nota';
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
  itens: ItemNota[];
  itemForm: ItemForm;
  /** The key of the next line added. */
  proximaChave: number;
};

export function rascunhoInicial(hoje?: string): RascunhoEstado {
  return {
    id_cliente: null,
    natureza_operacao: NATUREZA_RETORNO,
    data_vencimento: vencimentoPadrao(undefined, hoje),
    finalidade_emissao: '1',
    modalidade_frete: '9',
    itens: [],
    itemForm: ITEM_FORM_VAZIO,
    proximaChave: 1,
  };
}

type ClienteEscolhido = Pick<TCliente, 'id' | 'condicao_pagamento_dias'>;

export type RascunhoAcao =
  | { tipo: 'cliente'; cliente: ClienteEscolhido | null; hoje?: string }
  | { tipo: 'natureza'; natureza: TNaturezaOperacao }
  | { tipo: 'vencimento'; data: string }
  | { tipo: 'campo'; campo: 'cfop' | 'quantidade' | 'id_servico'; valor: string }
  | { tipo: 'produto'; id_produto: string; cfop_padrao: string | null | undefined }
  | { tipo: 'nota-entrada'; id_nf_entrada: string }
  | {
      tipo: 'item-entrada';
      id_item_entrada: string;
      id_produto: string;
      cfop_padrao: string | null | undefined;
    }
  | { tipo: 'adicionar'; novo: NovoItem }
  | { tipo: 'remover'; chave: number }
  | { tipo: 'carregar'; estado: RascunhoEstado };

/** SPEC §4: changing the product sets the CFOP to the product's default CFOP, when it has one. */
function comProduto(form: ItemForm, id_produto: string, cfopPadrao: string | null | undefined): ItemForm {
  return { ...form, id_produto, cfop: cfopPadrao || form.cfop };
}

export function rascunhoReducer(estado: RascunhoEstado, acao: RascunhoAcao): RascunhoEstado {
  switch (acao.tipo) {
    case 'cliente':
      // A new client starts the note over: its lines, its references and its due date belong to the old one.
      return {
        ...estado,
        id_cliente: acao.cliente?.id ?? null,
        data_vencimento: vencimentoPadrao(acao.cliente ?? undefined, acao.hoje),
        itens: [],
        itemForm: ITEM_FORM_VAZIO,
      };
    case 'natureza':
      // The selectors of the item form depend on the operation: a half-chosen line would not fit the new one.
      return { ...estado, natureza_operacao: acao.natureza, itemForm: ITEM_FORM_VAZIO };
    case 'vencimento':
      return { ...estado, data_vencimento: acao.data };
    case 'campo':
      return { ...estado, itemForm: { ...estado.itemForm, [acao.campo]: acao.valor } };
    case 'produto':
      return { ...estado, itemForm: comProduto(estado.itemForm, acao.id_produto, acao.cfop_padrao) };
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
          { ...estado.itemForm, id_item_entrada: acao.id_item_entrada },
          acao.id_produto,
          acao.cfop_padrao,
        ),
      };
    case 'adicionar':
      return {
        ...estado,
        itens: [...estado.itens, montarItem(acao.novo, estado.proximaChave)],
        itemForm: ITEM_FORM_VAZIO,
        proximaChave: estado.proximaChave + 1,
      };
    case 'remover':
      return { ...estado, itens: estado.itens.filter((item) => item.chave !== acao.chave) };
    case 'carregar':
      return acao.estado;
  }
}

/** SPEC §4: the total is the sum of the line totals. */
export function totalDaNota(itens: readonly ItemNota[]): string {
  return somarEmCentavos(itens.map((item) => item.valor_total));
}

/** The body of POST /nfe/rascunho (SPEC §7); the server recomputes names, prices and totals. */
export function payloadDoRascunho(estado: RascunhoEstado, idRascunho: number | undefined): TRascunhoNfe {
  const total = totalDaNota(estado.itens);
  return {
    ...(idRascunho === undefined ? {} : { id: idRascunho }),
    id_cliente: estado.id_cliente ?? '',
    natureza_operacao: estado.natureza_operacao,
    finalidade_emissao: estado.finalidade_emissao,
    transporte: { modalidade_frete: estado.modalidade_frete },
    itens: estado.itens.map((item) => ({
      nome_produto: item.nome_produto,
      id_produto: item.id_produto,
      id_servico: item.id_servico,
      quantidade: item.quantidade,
      cfop: item.cfop,
      id_item_entrada: item.id_item_entrada,
      valor_unitario: item.valor_unitario,
      valor_total: item.valor_total,
    })),
    valor_total_produtos: total,
    valor_total_nota: total,
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
  const transporte = ZRascunhoNfe.shape.transporte.safeParse(nfe.transporte);
  const itens = nfe.itens.map((item, indice) =>
    itemDoRascunho(item, listas.produtos, listas.servicos, indice + 1),
  );
  return {
    id_cliente: nfe.id_cliente,
    natureza_operacao: naturezaDe(nfe.natureza_operacao),
    data_vencimento: vencimentoSalvo ?? vencimentoPadrao(cliente, hoje),
    finalidade_emissao: finalidade.success ? finalidade.data : '1',
    modalidade_frete: transporte.success ? transporte.data.modalidade_frete : '9',
    itens,
    itemForm: ITEM_FORM_VAZIO,
    proximaChave: itens.length + 1,
  };
}
