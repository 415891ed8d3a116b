import { describe, expect, it } from 'vitest';
import { corpoDoApontamento } from './corpo-do-apontamento';

const tudo = {
  id_produto: '7',
  id_servico: '2',
  quantidade: '5000',
  quantidade_kg: '490.5',
  destino: 'manter' as const,
  documento_acordo: 'E-mail de 20/11',
};

describe('corpoDoApontamento', () => {
  it('sends an output with its product, quantity and service', () => {
    expect(corpoDoApontamento({ ...tudo, tipo: 'producao' })).toEqual({
      tipo: 'producao',
      quantidade_kg: '490.5',
      id_produto: '7',
      quantidade: '5000',
      id_servico: '2',
    });
  });
  it('sends sucata with its destination, and the agreement only when kept', () => {
    expect(corpoDoApontamento({ ...tudo, tipo: 'sucata' })).toEqual({
      tipo: 'sucata',
      quantidade_kg: '490.5',
      destino: 'manter',
      documento_acordo: 'E-mail de 20/11',
    });
    expect(corpoDoApontamento({ ...tudo, tipo: 'sucata', destino: 'devolver' })).toEqual({
      tipo: 'sucata',
      quantidade_kg: '490.5',
      destino: 'devolver',
    });
  });
  it('sends a loss with its kg only', () => {
    expect(corpoDoApontamento({ ...tudo, tipo: 'perda' })).toEqual({ tipo: 'perda', quantidade_kg: '490.5' });
  });
});
