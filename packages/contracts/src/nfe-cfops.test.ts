import { describe, expect, it } from 'vitest';
import { cfopPadraoDaOperacao, cfopsDaOperacao, mensagemCfopForaDaOperacao } from './nfe-operacao.ts';

const valores = (opcoes: { value: string }[]) => opcoes.map((o) => o.value);

describe('cfopsDaOperacao', () => {
  it('a return to a client of the company’s UF: 5902, 5124 and 5903, with SPEC’s labels', () => {
    expect(cfopsDaOperacao('RETORNO DE INDUSTRIALIZACAO', 'SP', 'SP')).toEqual([
      { value: '5902', label: '5902 - Retorno' },
      { value: '5124', label: '5124 - Industrialização' },
      { value: '5903', label: '5903 - Retorno não aplicado' },
    ]);
  });

  it('a client in another UF gets the 6xxx of the operation', () => {
    expect(valores(cfopsDaOperacao('RETORNO DE INDUSTRIALIZACAO', 'SP', 'MG'))).toEqual([
      '6902',
      '6124',
      '6903',
    ]);
    expect(valores(cfopsDaOperacao('REMESSA PARA INDUSTRIALIZACAO', 'SP', 'MG'))).toEqual(['6901']);
    expect(valores(cfopsDaOperacao('VENDA DE MERCADORIA', 'SP', 'MG'))).toEqual(['6101', '6102']);
    expect(valores(cfopsDaOperacao('VENDA DE MERCADORIA', 'SP', 'SP'))).toEqual(['5101', '5102']);
  });

  it('a UF not known yet counts as the company’s', () => {
    expect(valores(cfopsDaOperacao('RETORNO DE INDUSTRIALIZACAO', 'SP', null))).toEqual([
      '5902',
      '5124',
      '5903',
    ]);
    expect(valores(cfopsDaOperacao('RETORNO DE INDUSTRIALIZACAO', null, 'MG'))).toEqual([
      '5902',
      '5124',
      '5903',
    ]);
  });

  it('a symbolic return only returns the material used: 5902, or 6902 for another UF', () => {
    expect(cfopsDaOperacao('RETORNO SIMBÓLICO', 'SP', 'SP')).toEqual([
      { value: '5902', label: '5902 - Retorno' },
    ]);
    expect(valores(cfopsDaOperacao('RETORNO SIMBÓLICO', 'SP', 'MG'))).toEqual(['6902']);
  });
});

describe('cfopPadraoDaOperacao', () => {
  it('the product’s default where it fits the operation, in the client’s UF form', () => {
    expect(cfopPadraoDaOperacao('VENDA DE MERCADORIA', 'SP', 'MG', '5101')).toBe('6101');
    expect(cfopPadraoDaOperacao('VENDA DE MERCADORIA', 'SP', 'SP', '5102')).toBe('5102');
    expect(cfopPadraoDaOperacao('RETORNO DE INDUSTRIALIZACAO', 'SP', 'MG', '5124')).toBe('6124');
  });

  it('otherwise the operation’s first: the return’s 5902 or 6902', () => {
    expect(cfopPadraoDaOperacao('RETORNO DE INDUSTRIALIZACAO', 'SP', 'SP', '5101')).toBe('5902');
    expect(cfopPadraoDaOperacao('RETORNO DE INDUSTRIALIZACAO', 'SP', 'MG')).toBe('6902');
    expect(cfopPadraoDaOperacao('VENDA DE MERCADORIA', 'SP', 'SP', null)).toBe('5101');
  });
});

it('mensagemCfopForaDaOperacao names the CFOPs that fit', () => {
  expect(mensagemCfopForaDaOperacao('5902', 'RETORNO DE INDUSTRIALIZACAO', 'SP', 'MG')).toBe(
    'O CFOP 5902 não é desta operação para cliente de MG: use 6902, 6124 ou 6903.',
  );
  expect(mensagemCfopForaDaOperacao('6101', 'REMESSA PARA INDUSTRIALIZACAO', 'SP', 'SP')).toBe(
    'O CFOP 6101 não é desta operação para cliente da mesma UF: use 5901.',
  );
});
