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

  test('com autorizador, só as requisições que chegam a ele; normal é qualquer autorizador de UF', () => {
    const falhas = new Falhas();
    falhas.definir('*', { tipo: 'paralisado', cStat: '108', autorizador: 'normal' });
    falhas.definir('NFeAutorizacao4', { tipo: 'foraDoAr', autorizador: 'SP', vezes: 1 });
    expect(falhas.consumir('NFeStatusServico4', 'SP')).toMatchObject({ cStat: '108' });
    expect(falhas.consumir('NFeStatusServico4', 'SVRS')).toMatchObject({ cStat: '108' });
    expect(falhas.consumir('NFeStatusServico4', 'SVC-AN')).toBeUndefined();
    expect(falhas.consumir('NFeDistribuicaoDFe', 'AN')).toBeUndefined();
    expect(falhas.consumir('SefinNacional')).toBeUndefined();
    // A do serviço é de SP: na SVC-AN não vale nem se gasta; em SP vale (uma vez), e depois vale a de '*'.
    expect(falhas.consumir('NFeAutorizacao4', 'SVC-AN')).toBeUndefined();
    expect(falhas.consumir('NFeAutorizacao4', 'SP')).toMatchObject({ tipo: 'foraDoAr' });
    expect(falhas.consumir('NFeAutorizacao4', 'SP')).toMatchObject({ tipo: 'paralisado' });
  });

  test('lerFalha recusa o que não é uma falha conhecida', () => {
    expect(lerFalha({ tipo: 'foraDoAr' })).toEqual({ tipo: 'foraDoAr' });
    expect(lerFalha({ tipo: 'foraDoAr', ms: 50, autorizador: 'SVC-RS' })).toEqual({
      tipo: 'foraDoAr',
      ms: 50,
      autorizador: 'SVC-RS',
    });
    expect(lerFalha({ tipo: 'http500', autorizador: 'XX' })).toBeUndefined();
    expect(lerFalha({ tipo: 'http500', autorizador: 'toString' })).toBeUndefined();
    expect(lerFalha({ tipo: 'atraso', ms: 10 })).toEqual({ tipo: 'atraso', ms: 10 });
    expect(lerFalha({ tipo: 'naoConsta', autorizador: 'SP' })).toEqual({
      tipo: 'naoConsta',
      autorizador: 'SP',
    });
    expect(lerFalha({ tipo: 'atraso', ms: -1 })).toBeUndefined();
    expect(lerFalha({ tipo: 'paralisado', cStat: '110' })).toBeUndefined();
    expect(lerFalha({ tipo: 'http500', vezes: 0 })).toBeUndefined();
    expect(lerFalha({ tipo: 'desconhecida' })).toBeUndefined();
    expect(lerFalha('http500')).toBeUndefined();
  });
});
