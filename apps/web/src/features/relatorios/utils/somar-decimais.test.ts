import { describe, expect, it } from 'vitest';
import { somarDecimais } from './somar-decimais';

describe('somarDecimais', () => {
  it('adds money exactly, where floats would not', () => {
    expect(somarDecimais(['0.10', '0.20'])).toBe('0.30');
    expect(somarDecimais(['4000.00', '1750.50', '0.01'])).toBe('5750.51');
    expect(somarDecimais(['9999999999999.99', '0.01'])).toBe('10000000000000.00');
  });

  it('is 0.00 for nothing and keeps the sign of a negative total', () => {
    expect(somarDecimais([])).toBe('0.00');
    expect(somarDecimais(['-10.05', '3'])).toBe('-7.05');
    expect(somarDecimais(['-0.01', '0.01'])).toBe('0.00');
  });

  it('keeps the largest scale of the inputs', () => {
    expect(somarDecimais(['1.5', '0.0025'])).toBe('1.5025');
  });

  it('refuses what is not a decimal', () => {
    expect(() => somarDecimais(['1,50'])).toThrow(RangeError);
  });
});
