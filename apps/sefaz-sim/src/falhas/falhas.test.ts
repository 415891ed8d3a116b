import { describe, expect, test } from 'vitest';
import { Falhas, lerFalha } from './falhas.ts';

describe('Falhas', () => {
  test('a do serviço tem precedência sobre a de todos; vezes se esgota', () => {
    const falhas = new Falhas();
    falhas.definir('*', { tipo: 'http500' });
    falhas.definir('NFeAutorizacao4', { tipo: 'consumoIndevido', vezes: 2 });
    expect(falhas.consumir('NFeAutorizacao4')).toEqual({ tipo: 'consumoIndevido', vezes: 2 });
    expect(falhas.consumir('NFeAutorizacao4')).toEqual({ tipo: 'consumoIndevido', vezes: 1 });
    expect(falhas.consumir('NFeAutorizacao4')).toEqual({ tipo: 'http500' });
    expect(falhas.consumir('NFeStatusServico4')).toEqual({ tipo: 'http500' });
    falhas.remover();
    expect(falhas.consumir('NFeStatusServico4')).toBeUndefined();
  });

  test('lerFalha recusa o que não é uma falha conhecida', () => {
    expect(lerFalha({ tipo: 'atraso', ms: 10 })).toEqual({ tipo: 'atraso', ms: 10 });
    expect(lerFalha({ tipo: 'atraso', ms: -1 })).toBeUndefined();
    expect(lerFalha({ tipo: 'paralisado', cStat: '110' })).toBeUndefined();
    expect(lerFalha({ tipo: 'http500', vezes: 0 })).toBeUndefined();
    expect(lerFalha({ tipo: 'desconhecida' })).toBeUndefined();
    expect(lerFalha('http500')).toBeUndefined();
  });
});
