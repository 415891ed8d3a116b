import { describe, expect, it } from 'vitest';
import {
  formatarCep,
  formatarChaveAcesso,
  formatarData,
  formatarDataHora,
  formatarDocumento,
  formatarHora,
  formatarMoeda,
  formatarNumero,
  formatarNumeroNota,
  formatarQuantidade,
  formatarTelefone,
} from './formatar-pt-br.ts';

describe('formatação pt-BR a partir do texto do XML', () => {
  it('moeda com milhar e duas casas, sem float', () => {
    expect(formatarMoeda('1234.56')).toBe('1.234,56');
    expect(formatarMoeda('500')).toBe('500,00');
    expect(formatarMoeda('0.30')).toBe('0,30');
    expect(formatarMoeda('1234567890123.99')).toBe('1.234.567.890.123,99');
    expect(formatarMoeda(undefined)).toBe('');
  });

  it('arredonda meio para cima só na apresentação, propagando o vai um', () => {
    expect(formatarNumero('0.005', 2)).toBe('0,01');
    expect(formatarNumero('9.995', 2)).toBe('10,00');
    expect(formatarNumero('999.9999', 2)).toBe('1.000,00');
    expect(formatarNumero('1.2349', 2, 3)).toBe('1,235');
  });

  it('quantidade e unitário mantêm as casas do XML, com mínimo', () => {
    expect(formatarQuantidade('10.0000')).toBe('10,0000');
    expect(formatarQuantidade('1.5')).toBe('1,5000');
    expect(formatarQuantidade('0.1234567891', 2)).toBe('0,1234567891');
    expect(formatarQuantidade('50', 2)).toBe('50,00');
  });

  it('texto que não é número volta como está', () => {
    expect(formatarMoeda('abc')).toBe('abc');
  });

  it('datas e horas como declaradas no XML', () => {
    expect(formatarData('2018-09-25T15:14:00-03:00')).toBe('25/09/2018');
    expect(formatarData('2025-12-04')).toBe('04/12/2025');
    expect(formatarHora('2018-09-25T15:14:00-03:00')).toBe('15:14:00');
    expect(formatarHora('2018-09-25')).toBe('');
    expect(formatarDataHora('2025-12-04T20:02:57-03:00')).toBe('04/12/2025 20:02:57');
  });

  it('documentos, CEP, telefone, chave e número', () => {
    expect(formatarDocumento('06929383000163')).toBe('06.929.383/0001-63');
    expect(formatarDocumento('98216457200')).toBe('982.164.572-00');
    expect(formatarCep('93800000')).toBe('93800-000');
    expect(formatarTelefone('5190909090')).toBe('(51) 9090-9090');
    expect(formatarTelefone('91991970568')).toBe('(91) 99197-0568');
  });

  it('telefones de todos os formatos brasileiros, pelo tipo do número', () => {
    expect(formatarTelefone('1133334444')).toBe('(11) 3333-4444');
    expect(formatarTelefone('11987654321')).toBe('(11) 98765-4321');
    expect(formatarTelefone('08007071234')).toBe('0800 707 1234');
    expect(formatarTelefone('03007891234')).toBe('0300 789 1234');
    expect(formatarTelefone('05001234567')).toBe('0500 123 4567');
    expect(formatarTelefone('09001234567')).toBe('0900 123 4567');
    expect(formatarTelefone('0800123456')).toBe('0800 12 3456');
    expect(formatarTelefone('40040001')).toBe('4004-0001');
    expect(formatarTelefone('30030303')).toBe('3003-0303');
    expect(formatarTelefone('987654321')).toBe('98765-4321');
    // O 0 da discagem interurbana e o código do país, que alguns emitentes gravam.
    expect(formatarTelefone('01133334444')).toBe('(11) 3333-4444');
    expect(formatarTelefone('011987654321')).toBe('(11) 98765-4321');
    expect(formatarTelefone('551133334444')).toBe('+55 (11) 3333-4444');
    expect(formatarTelefone('5511987654321')).toBe('+55 (11) 98765-4321');
    // Exterior, ramal e o que não é só dígitos ficam como vieram.
    expect(formatarTelefone('123456')).toBe('123456');
    expect(formatarTelefone('0012125551234')).toBe('0012125551234');
    expect(formatarTelefone('(11) 3333-4444')).toBe('(11) 3333-4444');
    expect(formatarTelefone(undefined)).toBe('');
    expect(formatarChaveAcesso('43180906929383000163550010000000261000010301')).toBe(
      '4318 0906 9293 8300 0163 5500 1000 0000 2610 0001 0301',
    );
    expect(formatarNumeroNota('26')).toBe('000.000.026');
  });
});
