import type { TEntradaItem } from '@erp/contracts/entradas';
import type { TProduto } from '@erp/contracts/produtos';
import type { TServico } from '@erp/contracts/servicos';
import { describe, expect, it } from 'vitest';
import { type ContextoItem, ITEM_FORM_VAZIO, quantidadeValida, validarItem } from './validar-item';

const PP: TProduto = {
  id: 1,
  nome: 'Polipropileno H503',
  codigo_interno: 'PP-H503',
  ncm: '39021020',
  unidade_medida: 'KG',
  preco_venda: '8.00',
  aliquota_ipi: null,
  estoque_atual: '0',
  estoque_proprio_kg: '0',
  estoque_terceiros_kg: '0',
  cfop_padrao: null,
};
const MOAGEM: TServico = {
  id: 7,
  descricao: 'Moagem',
  codigo_lc_116: '14.05',
  aliquota_iss: '5',
  preco: '1.50',
};
const ITEM_ENTRADA: TEntradaItem = {
  id: 31,
  nome: 'Polipropileno H503',
  id_produto: 1,
  quantidade_kg: '1250.5000',
  saldo_kg: '1000.0000',
};

const contexto = (caso: ContextoItem['caso']): ContextoItem => ({
  caso,
  produtos: [PP],
  servicos: [MOAGEM],
  itensEntrada: [ITEM_ENTRADA],
});

describe('quantidadeValida', () => {
  it('takes kg above 0 with up to 4 places', () => {
    expect(quantidadeValida('12.5')).toBe('12.5');
    expect(quantidadeValida(' 0.01 ')).toBe('0.01');
    expect(quantidadeValida('1.2345')).toBe('1.2345');
  });

  it('refuses empty, zero, negative and malformed quantities', () => {
    for (const texto of ['', '0', '0.00', '-1', '1.23456', 'abc', '1,5']) {
      expect(quantidadeValida(texto), texto).toBeNull();
    }
  });
});

describe('validarItem', () => {
  it('asks for a product and a valid quantity', () => {
    const falha = { ok: false, mensagem: 'Selecione um produto e informe uma quantidade válida.' };
    expect(validarItem(ITEM_FORM_VAZIO, contexto('produto'))).toEqual(falha);
    expect(validarItem({ ...ITEM_FORM_VAZIO, id_produto: '1' }, contexto('produto'))).toEqual(falha);
    expect(validarItem({ ...ITEM_FORM_VAZIO, id_produto: '1', quantidade: '0' }, contexto('fifo'))).toEqual(
      falha,
    );
    expect(validarItem({ ...ITEM_FORM_VAZIO, quantidade: '5' }, contexto('fifo'))).toEqual(falha);
  });

  it('requires a service on a 5124 line', () => {
    const form = { ...ITEM_FORM_VAZIO, cfop: '5124', id_produto: '1', quantidade: '5' };
    expect(validarItem(form, contexto('fifo'))).toEqual({
      ok: false,
      mensagem: 'Para o CFOP 5124, é obrigatório selecionar um serviço executado.',
    });
    expect(validarItem({ ...form, id_servico: '99' }, contexto('fifo'))).toEqual({
      ok: false,
      mensagem: 'Serviço selecionado não encontrado.',
    });
  });

  it('requires the entry item of a MANUAL return before anything else', () => {
    expect(validarItem({ ...ITEM_FORM_VAZIO, id_nf_entrada: '4' }, contexto('manual'))).toEqual({
      ok: false,
      mensagem: 'Selecione o item da nota de entrada de referência.',
    });
  });

  it('gives a FIFO line without its entry item, which the server looks up', () => {
    const form = { ...ITEM_FORM_VAZIO, cfop: '5124', id_produto: '1', id_servico: '7', quantidade: '100' };
    expect(validarItem(form, contexto('fifo'))).toEqual({
      ok: true,
      novo: {
        produto: PP,
        servico: MOAGEM,
        quantidade: '100',
        cfop: '5124',
        id_item_entrada: null,
        id_nf_entrada_referencia: null,
        xPed: null,
        nItemPed: null,
      },
    });
  });

  it('gives a MANUAL line with the chosen invoice and entry item', () => {
    const form = {
      ...ITEM_FORM_VAZIO,
      id_nf_entrada: '4',
      id_item_entrada: '31',
      id_produto: '1',
      quantidade: '50',
    };
    expect(validarItem(form, contexto('manual'))).toEqual({
      ok: true,
      novo: {
        produto: PP,
        servico: null,
        quantidade: '50',
        cfop: '5902',
        id_item_entrada: 31,
        id_nf_entrada_referencia: 4,
        xPed: null,
        nItemPed: null,
      },
    });
  });

  it("carries the client's purchase order, and refuses it beyond the API's limits", () => {
    const form = { ...ITEM_FORM_VAZIO, id_produto: '1', quantidade: '5', xPed: ' PC-77812 ', nItemPed: '10' };
    const resultado = validarItem(form, contexto('fifo'));
    expect(resultado.ok && [resultado.novo.xPed, resultado.novo.nItemPed]).toEqual(['PC-77812', '10']);
    expect(validarItem({ ...form, xPed: 'PEDIDO-1234567890' }, contexto('fifo'))).toEqual({
      ok: false,
      mensagem: 'O pedido de compra deve ter até 15 caracteres.',
    });
    expect(validarItem({ ...form, nItemPed: '1234567' }, contexto('fifo'))).toEqual({
      ok: false,
      mensagem: 'O item do pedido tem de 1 a 6 dígitos.',
    });
  });

  it('names a MANUAL line after the entry item when its product is not among those loaded', () => {
    const form = {
      ...ITEM_FORM_VAZIO,
      id_nf_entrada: '4',
      id_item_entrada: '31',
      id_produto: '1',
      quantidade: '1',
    };
    const resultado = validarItem(form, { ...contexto('manual'), produtos: [] });
    expect(resultado.ok && resultado.novo.produto).toEqual({
      id: 1,
      nome: 'Polipropileno H503',
      preco_venda: '0',
    });
  });
});
