import type { TNfeItem } from '@erp/contracts/nfe-rascunho';
import { describe, expect, it } from 'vitest';
import {
  descricaoDoItem,
  itemDoRascunho,
  itemResolvido,
  nfEntradaDoItem,
  pedidoDoCliente,
  pedidoDoItem,
} from './item-nota';

const PP = { id: 1, nome: 'Polipropileno H503' };
const MOAGEM = { id: 7, descricao: 'Moagem' };

describe('descricaoDoItem', () => {
  it('names a service line after the service and, in parentheses, the reference product', () => {
    expect(descricaoDoItem('Polipropileno H503', 'Moagem')).toBe('Moagem (Polipropileno H503)');
  });

  it('names any other line after the product', () => {
    expect(descricaoDoItem('Polipropileno H503', null)).toBe('Polipropileno H503');
  });
});

describe('nfEntradaDoItem', () => {
  it('reads the entry NF as number/série, beside the description', () => {
    expect(nfEntradaDoItem({ numero_nf_entrada: 1001, serie_nf_entrada: 1 })).toBe('NF 1001/1');
    expect(nfEntradaDoItem({ numero_nf_entrada: 1001, serie_nf_entrada: null })).toBe('NF 1001');
    expect(nfEntradaDoItem({ numero_nf_entrada: null, serie_nf_entrada: null })).toBeNull();
  });
});

describe('pedidoDoItem', () => {
  it('asks the server for the product, service, kg, CFOP and entry item only: it names and prices the line', () => {
    expect(
      pedidoDoItem({
        produto: PP,
        servico: MOAGEM,
        quantidade: '333.33',
        cfop: '6124',
        id_item_entrada: 31,
        id_nf_entrada_referencia: 4,
        xPed: null,
        nItemPed: null,
      }),
    ).toEqual({ id_produto: 1, id_servico: 7, quantidade: '333.33', cfop: '6124', id_item_entrada: 31 });
  });
});

describe('itemResolvido', () => {
  it('keeps the server’s name, value per kg of the remessa, total and entry NF', () => {
    expect(
      itemResolvido(
        {
          id_produto: 1,
          id_servico: null,
          id_item_entrada: 32,
          id_nf_entrada_referencia: 5,
          numero_nf_entrada: 1002,
          serie_nf_entrada: 1,
          nome_produto: 'Polipropileno H503',
          cfop: '6902',
          quantidade: '20',
          valor_unitario: '9.1234',
          valor_total: '182.47',
          xPed: 'PC-77812',
          nItemPed: '10',
        },
        3,
      ),
    ).toEqual({
      chave: 3,
      nome_produto: 'Polipropileno H503',
      id_produto: 1,
      id_servico: null,
      quantidade: '20',
      cfop: '6902',
      id_item_entrada: 32,
      id_nf_entrada_referencia: 5,
      numero_nf_entrada: 1002,
      serie_nf_entrada: 1,
      valor_unitario: '9.1234',
      valor_total: '182.47',
      xPed: 'PC-77812',
      nItemPed: '10',
    });
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
    serie_nf_entrada: 1,
    valor_unitario: '1.5000000000',
    valor_total_item: '150.00',
    xPed: null,
    nItemPed: null,
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
      numero_nf_entrada: 1001,
      serie_nf_entrada: 1,
      valor_unitario: '1.5000000000',
      valor_total: '150.00',
      xPed: null,
      nItemPed: null,
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

describe('pedidoDoCliente', () => {
  it("shows the client's purchase order and its item beside the description", () => {
    expect(pedidoDoCliente({ xPed: 'PC-77812', nItemPed: '10' })).toBe('Pedido PC-77812, item 10');
    expect(pedidoDoCliente({ xPed: 'PC-77812', nItemPed: null })).toBe('Pedido PC-77812');
    expect(pedidoDoCliente({ xPed: null, nItemPed: null })).toBeNull();
  });
});
