import type { TNfeItem } from '@erp/contracts/nfe';
import type { TProduto } from '@erp/contracts/produtos';
import type { TServico } from '@erp/contracts/servicos';
import { multiplicarEmCentavos } from './decimal';

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
  valor_unitario: string;
  valor_total: string;
};

export const PRODUTO_NAO_ENCONTRADO = 'Produto não encontrado';
export const SERVICO_NAO_ENCONTRADO = 'Serviço não encontrado';

type ProdutoDaLinha = Pick<TProduto, 'id' | 'nome' | 'preco_venda'>;
type ServicoDaLinha = Pick<TServico, 'id' | 'descricao' | 'preco'>;

/** SPEC §4: a service line reads 'Moagem (Polipropileno H503)'; any other line, the product's name. */
export function descricaoDoItem(nomeProduto: string, descricaoServico: string | null): string {
  return descricaoServico === null ? nomeProduto : `${descricaoServico} (${nomeProduto})`;
}

/** SPEC §5: the service's price per kg on a service line, otherwise the product's sale price. */
export function valorUnitarioDoItem(produto: ProdutoDaLinha, servico: ServicoDaLinha | null): string {
  return servico ? servico.preco : produto.preco_venda;
}

export type NovoItem = {
  produto: ProdutoDaLinha;
  servico: ServicoDaLinha | null;
  /** kg, a decimal string already validated (> 0). */
  quantidade: string;
  cfop: string;
  id_item_entrada: number | null;
  id_nf_entrada_referencia: number | null;
};

/** The line as the table shows it and the draft sends it: total = unit value × quantity, to the centavo. */
export function montarItem(novo: NovoItem, chave: number): ItemNota {
  const valorUnitario = valorUnitarioDoItem(novo.produto, novo.servico);
  return {
    chave,
    nome_produto: descricaoDoItem(novo.produto.nome, novo.servico?.descricao ?? null),
    id_produto: novo.produto.id,
    id_servico: novo.servico?.id ?? null,
    quantidade: novo.quantidade,
    cfop: novo.cfop,
    id_item_entrada: novo.id_item_entrada,
    id_nf_entrada_referencia: novo.id_nf_entrada_referencia,
    valor_unitario: valorUnitario,
    valor_total: multiplicarEmCentavos(valorUnitario, novo.quantidade) ?? '0.00',
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
    valor_unitario: item.valor_unitario,
    valor_total: item.valor_total_item,
  };
}
