import type { TLinhaResolvidaNfe, TNfeItem } from '@erp/contracts/nfe-rascunho';
import type { TProduto } from '@erp/contracts/produtos';
import type { TServico } from '@erp/contracts/servicos';

/** A line of the draft as the screen holds it (SPEC §3 'NF-e item'); `chave` tells the rows apart. */
export type ItemNota = {
  chave: number;
  nome_produto: string;
  id_produto: number;
  id_servico: number | null;
  quantidade: string;
  cfop: string;
  id_item_entrada: number | null;
  /** The incoming invoice the line returns material of, kept while building the line (SPEC §3). */
  id_nf_entrada_referencia: number | null;
  /** Number and série of that invoice, shown beside the description. */
  numero_nf_entrada: number | null;
  serie_nf_entrada: number | null;
  /** As the server priced it: the service's or product's price, or the remessa's value per kg of a return. */
  valor_unitario: string;
  /** vProd of the line. */
  valor_total: string;
  /** The client's purchase order and its item (xPed, nItemPed); null when not informed. */
  xPed: string | null;
  nItemPed: string | null;
};

export const PRODUTO_NAO_ENCONTRADO = 'Produto não encontrado';
export const SERVICO_NAO_ENCONTRADO = 'Serviço não encontrado';

type ProdutoDaLinha = Pick<TProduto, 'id' | 'nome'>;
type ServicoDaLinha = Pick<TServico, 'id' | 'descricao'>;

/** SPEC §4: a service line reads 'Moagem (Polipropileno H503)'; any other line, the product's name. */
export function descricaoDoItem(nomeProduto: string, descricaoServico: string | null): string {
  return descricaoServico === null ? nomeProduto : `${descricaoServico} (${nomeProduto})`;
}

/** The entry NF a line returns material of, as the table shows it beside the description: 'NF 1001/1'. */
export function nfEntradaDoItem(
  item: Pick<ItemNota, 'numero_nf_entrada' | 'serie_nf_entrada'>,
): string | null {
  if (item.numero_nf_entrada === null) return null;
  return item.serie_nf_entrada === null
    ? `NF ${item.numero_nf_entrada}`
    : `NF ${item.numero_nf_entrada}/${item.serie_nf_entrada}`;
}

/** The client's purchase order of a line, as the table shows it: 'Pedido PC-77812, item 10'. */
export function pedidoDoCliente(item: Pick<ItemNota, 'xPed' | 'nItemPed'>): string | null {
  if (!item.xPed) return null;
  return item.nItemPed ? `Pedido ${item.xPed}, item ${item.nItemPed}` : `Pedido ${item.xPed}`;
}

export type NovoItem = {
  produto: ProdutoDaLinha;
  servico: ServicoDaLinha | null;
  /** kg, a decimal string already validated (> 0). */
  quantidade: string;
  cfop: string;
  id_item_entrada: number | null;
  id_nf_entrada_referencia: number | null;
  xPed: string | null;
  nItemPed: string | null;
};

/** A line as the draft sends it to the server, which names and prices it (SPEC §7). */
export function linhaParaServidor(
  item: Pick<ItemNota, 'id_produto' | 'id_servico' | 'quantidade' | 'cfop' | 'id_item_entrada'> &
    Partial<Pick<ItemNota, 'xPed' | 'nItemPed'>>,
) {
  return {
    id_produto: item.id_produto,
    id_servico: item.id_servico,
    quantidade: item.quantidade,
    cfop: item.cfop,
    id_item_entrada: item.id_item_entrada,
    ...(item.xPed ? { xPed: item.xPed } : {}),
    ...(item.nItemPed ? { nItemPed: item.nItemPed } : {}),
  };
}

/** The line the user asks for, before the server resolves it (a FIFO return may come back in several parts). */
export function pedidoDoItem(novo: NovoItem) {
  return linhaParaServidor({
    id_produto: novo.produto.id,
    id_servico: novo.servico?.id ?? null,
    quantidade: novo.quantidade,
    cfop: novo.cfop,
    id_item_entrada: novo.id_item_entrada,
    xPed: novo.xPed,
    nItemPed: novo.nItemPed,
  });
}

/** A line as the server resolved it (POST /nfe/rascunho/linhas), with the screen's key. */
export function itemResolvido(linha: TLinhaResolvidaNfe, chave: number): ItemNota {
  return {
    chave,
    nome_produto: linha.nome_produto,
    id_produto: linha.id_produto,
    id_servico: linha.id_servico,
    quantidade: linha.quantidade,
    cfop: linha.cfop,
    id_item_entrada: linha.id_item_entrada,
    id_nf_entrada_referencia: linha.id_nf_entrada_referencia,
    numero_nf_entrada: linha.numero_nf_entrada,
    serie_nf_entrada: linha.serie_nf_entrada,
    valor_unitario: linha.valor_unitario,
    valor_total: linha.valor_total,
    xPed: linha.xPed,
    nItemPed: linha.nItemPed,
  };
}

/**
 * A line of a draft loaded for editing. Its name is rebuilt from today's registers, as a new line would be;
 * a product or service no longer registered reads 'Produto não encontrado' / 'Serviço não encontrado' (SPEC §8).
 */
export function itemDoRascunho(
  item: TNfeItem,
  produtos: readonly ProdutoDaLinha[],
  servicos: readonly ServicoDaLinha[],
  chave: number,
): ItemNota {
  const nomeProduto = produtos.find((p) => p.id === item.id_produto)?.nome ?? PRODUTO_NAO_ENCONTRADO;
  const descricaoServico =
    item.id_servico === null
      ? null
      : (servicos.find((s) => s.id === item.id_servico)?.descricao ?? SERVICO_NAO_ENCONTRADO);
  return {
    chave,
    nome_produto: descricaoDoItem(nomeProduto, descricaoServico),
    id_produto: item.id_produto,
    id_servico: item.id_servico,
    quantidade: item.quantidade,
    cfop: item.cfop,
    id_item_entrada: item.id_item_entrada,
    id_nf_entrada_referencia: item.id_nf_entrada_referencia,
    numero_nf_entrada: item.numero_nf_entrada,
    serie_nf_entrada: item.serie_nf_entrada,
    valor_unitario: item.valor_unitario,
    valor_total: item.valor_total_item,
    xPed: item.xPed,
    nItemPed: item.nItemPed,
  };
}
