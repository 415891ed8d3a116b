import type { TNfe } from '@erp/contracts/nfe-documento';
import type { TProduto } from '@erp/contracts/produtos';
import { describe, expect, it } from 'vitest';
import {
  estadoDoRascunho,
  payloadDoRascunho,
  type RascunhoEstado,
  rascunhoInicial,
  rascunhoReducer,
  totaisDaNota,
} from './rascunho-estado';

const HOJE = '2026-11-20';
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
  cfop_padrao: '5902',
};
const CAIXA: TProduto = {
  ...PP,
  id: 2,
  nome: 'Caixa plástica',
  codigo_interno: 'CX-1',
  preco_venda: '12.35',
  cfop_padrao: '5102',
};
const MOAGEM = { id: 7, descricao: 'Moagem', codigo_lc_116: '14.05', aliquota_iss: '5', preco: '1.50' };

/** A return as the server resolves it: 10 kg at the remessa's 8,00 (NF 1001/1) and 0,5 kg of Moagem at 1,50. */
const LINHAS = [
  {
    id_produto: 1,
    id_servico: null,
    id_item_entrada: 31,
    id_nf_entrada_referencia: 4,
    numero_nf_entrada: 1001,
    serie_nf_entrada: 1,
    nome_produto: 'Polipropileno H503',
    cfop: '5902',
    quantidade: '10',
    valor_unitario: '8',
    valor_total: '80.00',
    xPed: null,
    nItemPed: null,
  },
  {
    id_produto: 1,
    id_servico: 7,
    id_item_entrada: 31,
    id_nf_entrada_referencia: 4,
    numero_nf_entrada: 1001,
    serie_nf_entrada: 1,
    nome_produto: 'Moagem (Polipropileno H503)',
    cfop: '5124',
    quantidade: '0.5',
    valor_unitario: '1.5',
    valor_total: '0.75',
    xPed: null,
    nItemPed: null,
  },
];

function comEmpresaSP(estado: RascunhoEstado) {
  return rascunhoReducer(estado, { tipo: 'empresa', uf: 'SP' });
}

function comDuasLinhas(uf = 'SP') {
  let estado = rascunhoReducer(comEmpresaSP(rascunhoInicial(HOJE)), {
    tipo: 'cliente',
    cliente: { id: 3, condicao_pagamento_dias: 15, uf },
    hoje: HOJE,
  });
  estado = rascunhoReducer(estado, { tipo: 'campo', campo: 'quantidade', valor: '10' });
  return rascunhoReducer(estado, { tipo: 'linhas', linhas: LINHAS, formDoPedido: estado.itemForm });
}

const SIMPLES = { crt: 1, produtos: [PP, CAIXA], ano: 2026 };

describe('rascunhoReducer', () => {
  it('starts as a return with no client, due in 30 days, CFOP 5902 on the item form', () => {
    const estado = rascunhoInicial(HOJE);
    expect(estado.natureza_operacao).toBe('RETORNO DE INDUSTRIALIZACAO');
    expect(estado.data_vencimento).toBe('2026-12-20');
    expect(estado.itemForm.cfop).toBe('5902');
    expect(estado.itens).toEqual([]);
  });

  it("choosing a client clears lines and item form and sets the due date from the client's term", () => {
    let estado = comDuasLinhas();
    estado = rascunhoReducer(estado, { tipo: 'campo', campo: 'quantidade', valor: '3' });
    estado = rascunhoReducer(estado, {
      tipo: 'cliente',
      cliente: { id: 4, condicao_pagamento_dias: 45 },
      hoje: HOJE,
    });
    expect(estado.id_cliente).toBe(4);
    expect(estado.itens).toEqual([]);
    expect(estado.itemForm.quantidade).toBe('');
    expect(estado.data_vencimento).toBe('2027-01-04');
  });

  it('sets the CFOP to the default of the product chosen where it fits the operation, else keeps it', () => {
    const venda = rascunhoReducer(comEmpresaSP(rascunhoInicial(HOJE)), {
      tipo: 'natureza',
      natureza: 'VENDA DE MERCADORIA',
    });
    expect(venda.itemForm.cfop).toBe('5101');
    let estado = rascunhoReducer(venda, { tipo: 'produto', id_produto: '2', cfop_padrao: '5102' });
    expect(estado.itemForm).toMatchObject({ id_produto: '2', cfop: '5102' });
    estado = rascunhoReducer(estado, { tipo: 'produto', id_produto: '1', cfop_padrao: null });
    expect(estado.itemForm).toMatchObject({ id_produto: '1', cfop: '5102' });
    // A return does not take a sale's CFOP.
    const retorno = rascunhoReducer(rascunhoInicial(HOJE), {
      tipo: 'produto',
      id_produto: '2',
      cfop_padrao: '5102',
    });
    expect(retorno.itemForm).toMatchObject({ id_produto: '2', cfop: '5902' });
  });

  it('a client in another UF: the form starts on 6902 and a product’s 5101 becomes 6101', () => {
    let estado = rascunhoReducer(comEmpresaSP(rascunhoInicial(HOJE)), {
      tipo: 'cliente',
      cliente: { id: 9, condicao_pagamento_dias: 30, uf: 'MG' },
      hoje: HOJE,
    });
    expect(estado.itemForm.cfop).toBe('6902');
    estado = rascunhoReducer(estado, { tipo: 'natureza', natureza: 'VENDA DE MERCADORIA' });
    estado = rascunhoReducer(estado, { tipo: 'produto', id_produto: '2', cfop_padrao: '5101' });
    expect(estado.itemForm.cfop).toBe('6101');
  });

  it('the company’s UF, known after the client, turns the form’s CFOP interstate', () => {
    let estado = rascunhoReducer(rascunhoInicial(HOJE), {
      tipo: 'cliente',
      cliente: { id: 9, condicao_pagamento_dias: 30, uf: 'MG' },
      hoje: HOJE,
    });
    expect(estado.itemForm.cfop).toBe('5902');
    estado = rascunhoReducer(estado, { tipo: 'empresa', uf: 'SP' });
    expect(estado.itemForm.cfop).toBe('6902');
  });

  it('takes the product and its CFOP from the entry item, and forgets the item when the invoice changes', () => {
    let estado = rascunhoReducer(rascunhoInicial(HOJE), { tipo: 'nota-entrada', id_nf_entrada: '4' });
    estado = rascunhoReducer(estado, {
      tipo: 'item-entrada',
      id_item_entrada: '31',
      id_produto: '1',
      cfop_padrao: '5124',
    });
    expect(estado.itemForm).toMatchObject({
      id_nf_entrada: '4',
      id_item_entrada: '31',
      id_produto: '1',
      cfop: '5124',
    });
    estado = rascunhoReducer(estado, { tipo: 'nota-entrada', id_nf_entrada: '5' });
    expect(estado.itemForm).toMatchObject({ id_nf_entrada: '5', id_item_entrada: '', id_produto: '' });
  });

  it('takes the server’s lines, resets the item form to the operation’s CFOP and sums the lines', () => {
    const estado = comDuasLinhas();
    expect(estado.itemForm).toMatchObject({ cfop: '5902', quantidade: '' });
    expect(estado.itens.map((i) => [i.chave, i.nome_produto, i.valor_total, i.numero_nf_entrada])).toEqual([
      [1, 'Polipropileno H503', '80.00', 1001],
      [2, 'Moagem (Polipropileno H503)', '0.75', 1001],
    ]);
    expect(totaisDaNota(estado, SIMPLES)).toEqual({
      valor_total_produtos: '80.75',
      valor_ipi: '0.00',
      valor_total_nota: '80.75',
      erros: [],
    });
    expect(comDuasLinhas('MG').itemForm.cfop).toBe('6902');
  });

  it('lines valued again after a removal keep the form as typed, and take new keys', () => {
    let estado = rascunhoReducer(comDuasLinhas(), { tipo: 'campo', campo: 'quantidade', valor: '3' });
    estado = rascunhoReducer(estado, { tipo: 'linhas', linhas: LINHAS.slice(1) });
    expect(estado.itemForm.quantidade).toBe('3');
    expect(estado.itens.map((i) => i.chave)).toEqual([3]);
  });

  it('a form changed while the server answered is kept for the next line', () => {
    const inicio = rascunhoReducer(comEmpresaSP(rascunhoInicial(HOJE)), {
      tipo: 'cliente',
      cliente: { id: 3, condicao_pagamento_dias: 15, uf: 'SP' },
      hoje: HOJE,
    });
    const pedido = rascunhoReducer(inicio, { tipo: 'campo', campo: 'quantidade', valor: '10' });
    const mudado = rascunhoReducer(pedido, { tipo: 'campo', campo: 'quantidade', valor: '4' });
    const estado = rascunhoReducer(mudado, { tipo: 'linhas', linhas: LINHAS, formDoPedido: pedido.itemForm });
    expect(estado.itens).toHaveLength(2);
    expect(estado.itemForm.quantidade).toBe('4');
  });

  it('removes one line and the total follows', () => {
    const estado = rascunhoReducer(comDuasLinhas(), { tipo: 'remover', chave: 1 });
    expect(estado.itens.map((i) => i.chave)).toEqual([2]);
    expect(totaisDaNota(estado, SIMPLES).valor_total_nota).toBe('0.75');
  });

  it('changing the operation keeps the lines and clears the item form to its first CFOP', () => {
    let estado = rascunhoReducer(comDuasLinhas(), { tipo: 'produto', id_produto: '2', cfop_padrao: '5102' });
    estado = rascunhoReducer(estado, { tipo: 'natureza', natureza: 'VENDA DE MERCADORIA' });
    expect(estado.itens).toHaveLength(2);
    expect(estado.itemForm).toMatchObject({ id_produto: '', cfop: '5101' });
  });
});

describe('totaisDaNota', () => {
  it('a CRT 3 sale adds the IPI at the product’s rate: the total is the vNF the emission authorises', () => {
    const venda = {
      id_produto: 2,
      id_servico: null,
      id_item_entrada: null,
      id_nf_entrada_referencia: null,
      numero_nf_entrada: null,
      serie_nf_entrada: null,
      nome_produto: 'Caixa plástica',
      cfop: '5101',
      quantidade: '10',
      valor_unitario: '12.35',
      valor_total: '123.50',
      xPed: null,
      nItemPed: null,
    };
    const estado = rascunhoReducer(comEmpresaSP(rascunhoInicial(HOJE)), {
      tipo: 'linhas',
      linhas: [venda],
    });
    const produtos = [PP, { ...CAIXA, aliquota_ipi: '6.5000' }];
    // 123,50 x 6,5 % = 8,0275 -> 8,03
    expect(totaisDaNota(estado, { crt: 3, produtos, ano: 2026 })).toEqual({
      valor_total_produtos: '123.50',
      valor_ipi: '8.03',
      valor_total_nota: '131.53',
      erros: [],
    });
    // Simples Nacional: no IPI on the note.
    expect(totaisDaNota(estado, { crt: 1, produtos, ano: 2026 }).valor_total_nota).toBe('123.50');
    // Without the rate the engine's refusal is shown, as the emission would give it.
    expect(totaisDaNota(estado, { crt: 3, produtos: [CAIXA], ano: 2026 }).erros).toEqual([
      'Informe a alíquota do IPI da TIPI (pIPI) do item det[0].',
    ]);
  });
});

describe('payloadDoRascunho', () => {
  it('sends SPEC §7 fields with the totals, and the id only when editing', () => {
    const estado = comDuasLinhas();
    const novo = payloadDoRascunho(estado, undefined, totaisDaNota(estado, SIMPLES));
    expect(novo).toEqual({
      id_cliente: 3,
      natureza_operacao: 'RETORNO DE INDUSTRIALIZACAO',
      finalidade_emissao: '1',
      transporte: { modalidade_frete: '9' },
      itens: [
        {
          nome_produto: 'Polipropileno H503',
          id_produto: 1,
          id_servico: null,
          quantidade: '10',
          cfop: '5902',
          id_item_entrada: 31,
          valor_unitario: '8',
          valor_total: '80.00',
        },
        {
          nome_produto: 'Moagem (Polipropileno H503)',
          id_produto: 1,
          id_servico: 7,
          quantidade: '0.5',
          cfop: '5124',
          id_item_entrada: 31,
          valor_unitario: '1.5',
          valor_total: '0.75',
        },
      ],
      valor_total_produtos: '80.75',
      valor_total_nota: '80.75',
    });
    expect(payloadDoRascunho(estado, 12, totaisDaNota(estado, SIMPLES)).id).toBe(12);
  });
});

describe('estadoDoRascunho', () => {
  const nfe: TNfe = {
    id: 12,
    id_cliente: 3,
    nome_razao_social: 'Embalagens Paulista Ltda',
    natureza_operacao: 'VENDA DE MERCADORIA',
    finalidade_emissao: '1',
    transporte: { modalidade_frete: '9' },
    status: 'Rascunho',
    valor_total_produtos: '123.50',
    valor_total_nota: '123.50',
    data_vencimento: null,
    numero_nfe: null,
    serie_nfe: null,
    chave_acesso: null,
    protocolo: null,
    c_stat: null,
    x_motivo: null,
    recusa_cancelamento: null,
    data_emissao: null,
    data_autorizacao: null,
    data_cancelamento: null,
    contingencia: null,
    contingencia_desde: null,
    contingencia_justificativa: null,
    ambiente: 'simulacao',
    efeitos_estornados_em: null,
    informacoes_complementares: null,
    created_at: '2026-11-20T13:00:00.000Z',
    itens: [
      {
        id: 90,
        numero_item: 1,
        nome_produto: 'Caixa plástica',
        id_produto: 2,
        id_servico: null,
        quantidade: '10.0000',
        cfop: '5102',
        id_item_entrada: null,
        id_nf_entrada_referencia: null,
        numero_nf_entrada: null,
        serie_nf_entrada: null,
        valor_unitario: '12.3500000000',
        valor_total_item: '123.50',
        xPed: null,
        nItemPed: null,
      },
    ],
    eventos: [],
  };
  const listas = {
    clientes: [{ id: 3, condicao_pagamento_dias: 20 }],
    produtos: [PP, CAIXA],
    servicos: [MOAGEM],
  };

  it("loads client, operation and lines; the due date defaults to the client's term", () => {
    const estado = estadoDoRascunho(nfe, listas, HOJE);
    expect(estado).toMatchObject({
      id_cliente: 3,
      natureza_operacao: 'VENDA DE MERCADORIA',
      data_vencimento: '2026-12-10',
      proximaChave: 2,
    });
    expect(estado.itens.map((i) => [i.nome_produto, i.cfop, i.valor_total])).toEqual([
      ['Caixa plástica', '5102', '123.50'],
    ]);
    expect(totaisDaNota(estado, SIMPLES).valor_total_nota).toBe('123.50');
    expect(estado.itemForm.cfop).toBe('5101');
  });

  it('keeps a due date the server stored', () => {
    expect(estadoDoRascunho({ ...nfe, data_vencimento: '2027-01-15' }, listas, HOJE).data_vencimento).toBe(
      '2027-01-15',
    );
  });
});
