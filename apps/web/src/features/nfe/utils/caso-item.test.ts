import { describe, expect, it } from 'vitest';
import { casoDoItem, isLinhaDeServico } from './caso-item';

describe('casoDoItem', () => {
  it('returns material by FIFO or by a chosen entry item, following the client', () => {
    expect(casoDoItem('RETORNO DE INDUSTRIALIZACAO', 'FIFO')).toBe('fifo');
    expect(casoDoItem('RETORNO DE INDUSTRIALIZACAO', 'MANUAL')).toBe('manual');
  });

  it('treats a client without a reference type as MANUAL, its default', () => {
    expect(casoDoItem('RETORNO DE INDUSTRIALIZACAO', undefined)).toBe('manual');
  });

  it('a symbolic return names its entry items, whatever the client’s reference type', () => {
    expect(casoDoItem('RETORNO SIMBÓLICO', 'FIFO')).toBe('manual');
    expect(casoDoItem('RETORNO SIMBÓLICO', 'MANUAL')).toBe('manual');
  });

  it('offers a single product select for any other operation', () => {
    expect(casoDoItem('VENDA DE MERCADORIA', 'FIFO')).toBe('produto');
    expect(casoDoItem('REMESSA PARA INDUSTRIALIZACAO', 'MANUAL')).toBe('produto');
  });
});

describe('isLinhaDeServico', () => {
  it('is true for CFOP 5124 and its interstate 6124 only', () => {
    expect(isLinhaDeServico('5124')).toBe(true);
    expect(isLinhaDeServico('6124')).toBe(true);
    expect(isLinhaDeServico('6902')).toBe(false);
    expect(isLinhaDeServico('5902')).toBe(false);
    expect(isLinhaDeServico('5901')).toBe(false);
  });
});
