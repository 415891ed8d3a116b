import DecimalJs from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  Decimal,
  formatarAliquota,
  formatarDecimal,
  formatarDecimalBr,
  formatarQuantidade,
  formatarValor,
  formatarValorUnitario,
} from './decimal.ts';

describe('formatarValor (2 casas, TDec_1302)', () => {
  it.each([
    ['0', '0.00'],
    ['500', '500.00'],
    ['1.005', '1.01'], // meio para cima; em float 1.005 vira 1.00499999... e arredondaria para 1.00
    ['2.675', '2.68'], // idem: 2.675 em float é 2.67499999...
    ['1.004999', '1.00'],
    ['0.125', '0.13'],
    ['9999999999999.994', '9999999999999.99'],
  ])('%s -> %s', (entrada, esperado) => {
    expect(formatarValor(entrada)).toBe(esperado);
  });

  it('soma exata de Decimal: 0.1 + 0.2 = 0.30, sem ruído de float', () => {
    expect(formatarValor(new Decimal('0.1').plus('0.2'))).toBe('0.30');
  });

  it('aceita Decimal do decimal.js global, qualquer que seja sua configuração', () => {
    expect(formatarValor(new DecimalJs('12.345'))).toBe('12.35');
  });

  it('recusa mais de 13 dígitos inteiros', () => {
    expect(() => formatarValor('99999999999999.99')).toThrow(/13 dígitos/);
    // Arredondamento que estoura: 9999999999999.995 -> 10000000000000.00.
    expect(() => formatarValor('9999999999999.995')).toThrow(/13 dígitos/);
  });
});

describe('formatarQuantidade (4 casas, qCom/qTrib)', () => {
  it.each([
    ['10', '10.0000'],
    ['1234.56785', '1234.5679'],
    ['0.00004', '0.0000'],
    ['0.00005', '0.0001'],
  ])('%s -> %s', (entrada, esperado) => {
    expect(formatarQuantidade(entrada)).toBe(esperado);
  });
});

describe('formatarValorUnitario (até 10 casas, vUnCom/vUnTrib)', () => {
  it.each([
    ['50', '50.00'],
    ['50.5', '50.50'],
    ['1.2345', '1.2345'],
    ['0.12345678901', '0.123456789'], // arredonda na 10ª casa (0) e o zero à direita sai
    ['0.12345678905', '0.1234567891'],
    ['3.00000000004', '3.00'],
  ])('%s -> %s', (entrada, esperado) => {
    expect(formatarValorUnitario(entrada)).toBe(esperado);
  });
});

describe('formatarAliquota (2 a 4 casas, TDec_0302a04)', () => {
  it.each([
    ['18', '18.00'],
    ['0.65', '0.65'],
    ['7.6', '7.60'],
    ['1.65125', '1.6513'],
    ['100', '100.00'],
  ])('%s -> %s', (entrada, esperado) => {
    expect(formatarAliquota(entrada)).toBe(esperado);
  });

  it('recusa alíquota com 4 dígitos inteiros', () => {
    expect(() => formatarAliquota('1000')).toThrow(RangeError);
  });
});

describe('entradas recusadas', () => {
  it.each([['1,50'], ['1.234,56'], ['-1'], ['1e3'], [''], [' '], ['abc'], ['.5'], ['5.']])(
    '"%s"',
    (entrada) => {
      expect(() => formatarValor(entrada)).toThrow(RangeError);
    },
  );

  it('recusa number, para que um float nunca chegue ao XML', () => {
    expect(() => formatarValor(0.1 as unknown as string)).toThrow(TypeError);
  });

  it('recusa Decimal negativo, infinito e NaN', () => {
    expect(() => formatarValor(new Decimal('-0.01'))).toThrow(/negativo/);
    expect(() => formatarValor(new Decimal(Number.POSITIVE_INFINITY))).toThrow(RangeError);
    expect(() => formatarValor(new Decimal(Number.NaN))).toThrow(RangeError);
  });

  it('aceita espaços nas pontas de um texto', () => {
    expect(formatarDecimal(' 1.5 ', { casas: 2 })).toBe('1.50');
  });
});

describe('formatarDecimalBr', () => {
  it('reads the digits the Brazilian way, rounding half up, never through a float', () => {
    expect(formatarDecimalBr('1234567.5', 2)).toBe('1.234.567,50');
    expect(formatarDecimalBr('1000', 3)).toBe('1.000,000');
    expect(formatarDecimalBr('0.1235', 3)).toBe('0,124');
    expect(formatarDecimalBr('123456789012.3456', 4, 2)).toBe('123.456.789.012,3456');
    expect(formatarDecimalBr('120.2500', 4, 2)).toBe('120,25');
    expect(formatarDecimalBr('98000.0000', 4, 0)).toBe('98.000');
    expect(formatarDecimalBr('-1234.5', 2)).toBe('-1.234,50');
    // 0.1 + 0.2 as a float would print 0,30000000000000004 at enough places.
    expect(formatarDecimalBr(new Decimal('0.1').plus('0.2'), 10, 2)).toBe('0,30');
  });
});
