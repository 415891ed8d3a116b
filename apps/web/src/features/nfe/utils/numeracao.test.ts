import type { TNfeEvento } from '@erp/contracts/nfe-documento';
import { describe, expect, it } from 'vitest';
import { cartasDeCorrecao, perguntaInutilizacao, textoFaixa } from './numeracao';

const evento = (tipo_evento: string, sequencia: number, texto: string): TNfeEvento => ({
  tipo_evento,
  descricao: tipo_evento === '110110' ? 'Carta de Correção' : 'Cancelamento',
  sequencia,
  protocolo: '135260000000001',
  texto,
  created_at: '2026-11-20T13:00:00.000Z',
});

describe('cartasDeCorrecao', () => {
  it('keeps only the letters (110110), in their sequence', () => {
    const eventos = [
      evento('110110', 2, 'segunda carta de correção'),
      evento('110111', 1, 'cancelamento pedido pelo cliente'),
      evento('110110', 1, 'primeira carta de correção'),
    ];
    expect(cartasDeCorrecao(eventos).map((e) => [e.sequencia, e.texto])).toEqual([
      [1, 'primeira carta de correção'],
      [2, 'segunda carta de correção'],
    ]);
  });
});

describe('textoFaixa', () => {
  it('shows one number alone and a range with its ends', () => {
    expect(textoFaixa({ numero_inicial: 7, numero_final: 7 })).toBe('7');
    expect(textoFaixa({ numero_inicial: 2, numero_final: 4 })).toBe('2 a 4');
  });
});

describe('perguntaInutilizacao', () => {
  it('names the range and the série', () => {
    expect(perguntaInutilizacao(1, { numero_inicial: 2, numero_final: 3 })).toBe(
      'Tem certeza que deseja inutilizar os números 2 a 3 da série 1? Esta ação não pode ser desfeita.',
    );
    expect(perguntaInutilizacao(1, { numero_inicial: 5, numero_final: 5 })).toBe(
      'Tem certeza que deseja inutilizar o número 5 da série 1? Esta ação não pode ser desfeita.',
    );
  });
});
