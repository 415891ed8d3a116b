import type { TNfeItem } from '@erp/contracts/nfe';
import { describe, expect, it } from 'vitest';
import { descricaoDoItem, itemDoRascunho, montarItem, valorUnitarioDoItem } from './item-nota';

const PP = { id: 1, nome: 'Polipropileno H503', preco_venda: '8.00' };
const MOAGEM = { id: 7, descricao: 'Moagem', preco: '1.50' };

describe('descricaoDoItem', () => {
  it('names a service line after the service and, in parentheses, the reference product', () => {
    expect(descricaoDoItem('Polipropileno H503', 'Moagem')).toBe('Moagem (Polipropileno H503)');
  });

  it('names any other line after the product', () => {
    expect(descricaoDoItem('Polipropileno H503', null)).toBe('Polipropileno H503');
  });
});

describe('valorUnitarioDoItem', () => {
  it("is the service's price on a service line and the product's sale price otherwise", () => {
    expect(valorUnitarioDoItem(PP, MOAGEM)).toBe('1.50');
    expect(valorUnitarioDoItem(PP, null)).toBe('8.00');
  });
});

describe('montarItem', () => {
  it('computes a product line: unit value × quantity, to the centavo', () => {
    const item = montarItem(
      {
        produto: PP,
        servico: null,
        quantidade: '1250.5',
        cfop: '5902',
        id_item_entrada: 31,
        id_nf_entrada_referencia: 4,
      },
      3,
    );
    expect(item).toEqual({
      chave: 3,
      nome_produto: 'Polipropileno H503',
      id_produto: 1,
      id_servico: null,
      quantidade: '1250.5',
      cfop: '5902',
      id_item_entrada: 31,
      id_nf_entrada_referencia: 4,
      valor_unitario: '8.00',
      valor_total: '10004.00',
    });
  });

  it('prices a 5124 line by the service and names it after service and product', () => {
    const item = montarItem(
      {
        produto: PP,
        servico: MOAGEM,
        quantidade: '333.33',
        cfop: '5124',
        id_item_entrada: null,
        id_nf_entrada_referencia: null,
      },
      1,
    );
    expect(item.nome_produto).toBe('Moagem (Polipropileno H503)');
    expect(item.id_servico).toBe(7);
    expect(item.valor_unitario).toBe('1.50');
    // 499.995 rounds half up.
    expect(item.valor_total).toBe('500.00');
  });
});

describe('itemDoRascunho', () => {
  const carregado: TNfeItem = {
    id: 90,
    numero_item: 1,
    nome_produto: 'Moagem (Polipropileno H503)',
    id_produto: 1,
    id_servico: 7,
    quantidade: '100.0000',
    cfop: '5124',
    id_item_entrada: 31,
    id_nf_entrada_referencia: 4,
    numero_nf_entrada: 1001,
    valor_unitario: '1.5000000000',
    valor_total_item: '150.00',
  };

  it('takes the saved line with its server total, named from the registers', () => {
    expect(itemDoRascunho(carregado, [PP], [MOAGEM], 5)).toEqual({
      chave: 5,
      nome_produto: 'Moagem (Polipropileno H503)',
      id_produto: 1,
      id_servico: 7,
      quantidade: '100.0000',
      cfop: '5124',
      id_item_entrada: 31,
      id_nf_entrada_referencia: 4,
      valor_unitario: '1.5000000000',
      valor_total: '150.00',
    });
  });

  it("says 'Serviço não encontrado' and 'Produto não encontrado' for registers no longer loaded", () => {
    expect(itemDoRascunho(carregado, [], [], 1).nome_produto).toBe(
      'Serviço não encontrado (Produto não encontrado)',
    );
    expect(itemDoRascunho({ ...carregado, id_servico: null }, [], [], 1).nome_produto).toBe(
      'Produto não encontrado',
    );
  });
});
