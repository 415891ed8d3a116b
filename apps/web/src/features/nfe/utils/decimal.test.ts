import { describe, expect, it } from 'vitest';
import { multiplicarEmCentavos, somarEmCentavos } from './decimal';

describe('multiplicarEmCentavos', () => {
  it('multiplies a price per kg by a quantity exactly, to the centavo', () => {
    expect(multiplicarEmCentavos('8.00', '1250.5')).toBe('10004.00');
    expect(multiplicarEmCentavos('1.50', '100')).toBe('150.00');
    expect(multiplicarEmCentavos('0.1', '3')).toBe('0.30');
    expect(multiplicarEmCentavos('12', '2')).toBe('24.00');
  });

  it('rounds half up like the server (decimal.js ROUND_HALF_UP)', () => {
    expect(multiplicarEmCentavos('2.35', '0.5')).toBe('1.18');
    expect(multiplicarEmCentavos('2.25', '0.01')).toBe('0.02');
    expect(multiplicarEmCentavos('2.24', '0.01')).toBe('0.02');
    expect(multiplicarEmCentavos('0.0000000001', '0.0001')).toBe('0.00');
    expect(multiplicarEmCentavos('3.3333333333', '3')).toBe('10.00');
  });

  it('is null when either value is not a decimal', () => {
    expect(multiplicarEmCentavos('1,50', '2')).toBeNull();
    expect(multiplicarEmCentavos('1.5', '')).toBeNull();
    expect(multiplicarEmCentavos('-1', '2')).toBeNull();
  });
});

describe('somarEmCentavos', () => {
  it('adds line totals exactly, where floats would not', () => {
    expect(somarEmCentavos(['0.10', '0.20'])).toBe('0.30');
    expect(somarEmCentavos(['10004.00', '150.00', '0.01'])).toBe('10154.01');
    expect(somarEmCentavos(['1', '2.5'])).toBe('3.50');
  });

  it('is 0.00 for no lines', () => {
    expect(somarEmCentavos([])).toBe('0.00');
  });

  it('refuses what is not an amount in centavos', () => {
    expect(() => somarEmCentavos(['1.005'])).toThrow(RangeError);
    expect(() => somarEmCentavos(['abc'])).toThrow(RangeError);
  });
});
