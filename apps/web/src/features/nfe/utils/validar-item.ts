import type { TEntradaItem } from '@erp/contracts/entradas';
import { CFOP_PADRAO_ITEM } from '@erp/contracts/nfe-operacao';
import {
  MENSAGEM_ITEM_ENTRADA_OBRIGATORIO,
  MENSAGEM_ITEM_INVALIDO,
  MENSAGEM_SERVICO_OBRIGATORIO,
  ZNfeItemInput,
} from '@erp/contracts/nfe-rascunho';
import type { TProduto } from '@erp/contracts/produtos';
import type { TServico } from '@erp/contracts/servicos';
import { type CasoItem, isLinhaDeServico } from './caso-item';
import type { NovoItem } from './item-nota';

export const MENSAGEM_SERVICO_NAO_ENCONTRADO = 'Serviço selecionado não encontrado.';

/** 'Adicionar Item à Nota' as typed: select values and the quantity, all strings ('' when empty). */
export type ItemForm = {
  cfop: string;
  id_produto: string;
  id_servico: string;
  /** The incoming invoice chosen (MANUAL case). */
  id_nf_entrada: string;
  id_item_entrada: string;
  quantidade: string;
  /** The client's purchase order and its item (xPed, nItemPed), optional. */
  xPed: string;
  nItemPed: string;
};

/**
 * The empty item form: CFOP 5902 and everything else empty (SPEC §4, the draft's item form). The screen replaces the
 * CFOP with the operation's first one for the client's UF (cfopPadraoDaOperacao) when it starts and after each line.
 */
export const ITEM_FORM_VAZIO: ItemForm = {
  cfop: CFOP_PADRAO_ITEM,
  id_produto: '',
  id_servico: '',
  id_nf_entrada: '',
  id_item_entrada: '',
  quantidade: '',
  xPed: '',
  nItemPed: '',
};

/** kg as the API takes it: more than 0, up to 4 places. */
const QUANTIDADE = /^\d{1,9}(\.\d{1,4})?$/;

export function quantidadeValida(texto: string): string | null {
  const quantidade = texto.trim();
  if (!QUANTIDADE.test(quantidade) || /^0+(\.0+)?$/.test(quantidade)) return null;
  return quantidade;
}

export type ContextoItem = {
  caso: CasoItem;
  produtos: readonly TProduto[];
  servicos: readonly TServico[];
  /** The items of the chosen incoming invoice (MANUAL case). */
  itensEntrada: readonly TEntradaItem[];
};

export type ResultadoValidacao = { ok: true; novo: NovoItem } | { ok: false; mensagem: string };

const falha = (mensagem: string): ResultadoValidacao => ({ ok: false, mensagem });

function produtoDaLinha(form: ItemForm, contexto: ContextoItem) {
  const id = Number(form.id_produto);
  const produto = contexto.produtos.find((p) => p.id === id);
  if (produto || contexto.caso !== 'manual') return produto;
  // An entry item whose product is beyond the 999 loaded: its own name, and the server prices it.
  const itemEntrada = contexto.itensEntrada.find((i) => String(i.id) === form.id_item_entrada);
  return itemEntrada && { id: itemEntrada.id_produto, nome: itemEntrada.nome, preco_venda: '0' };
}

/**
 * SPEC §5 'Draft item', in the order the user meets them: the entry item of a MANUAL return, a product and a
 * quantity above 0, the service of a 5124 line. The FIFO entry item is looked up afterwards, on the server.
 */
export function validarItem(form: ItemForm, contexto: ContextoItem): ResultadoValidacao {
  if (contexto.caso === 'manual' && !form.id_item_entrada) return falha(MENSAGEM_ITEM_ENTRADA_OBRIGATORIO);
  const produto = produtoDaLinha(form, contexto);
  const quantidade = quantidadeValida(form.quantidade);
  if (!produto || quantidade === null) return falha(MENSAGEM_ITEM_INVALIDO);

  let servico: TServico | null = null;
  if (isLinhaDeServico(form.cfop)) {
    if (!form.id_servico) return falha(MENSAGEM_SERVICO_OBRIGATORIO);
    servico = contexto.servicos.find((s) => String(s.id) === form.id_servico) ?? null;
    if (!servico) return falha(MENSAGEM_SERVICO_NAO_ENCONTRADO);
  }

  // The purchase order by the API's rules (I60 1-15 characters, I61 1 to 6 digits).
  const xPed = ZNfeItemInput.shape.xPed.safeParse(form.xPed);
  if (!xPed.success) return falha(xPed.error.issues[0]?.message ?? MENSAGEM_ITEM_INVALIDO);
  const nItemPed = ZNfeItemInput.shape.nItemPed.safeParse(form.nItemPed);
  if (!nItemPed.success) return falha(nItemPed.error.issues[0]?.message ?? MENSAGEM_ITEM_INVALIDO);

  const isManual = contexto.caso === 'manual';
  return {
    ok: true,
    novo: {
      produto,
      servico,
      quantidade,
      cfop: form.cfop,
      id_item_entrada: isManual ? Number(form.id_item_entrada) : null,
      id_nf_entrada_referencia: isManual ? Number(form.id_nf_entrada) : null,
      xPed: xPed.data ?? null,
      nItemPed: nItemPed.data ?? null,
    },
  };
}
