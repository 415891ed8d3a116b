import { describe, expect, it } from 'vitest';
import { somarKg, subtrairKg } from './kg';

describe('kg arithmetic', () => {
  it('subtracts exactly, where floats would not', () => {
    expect(subtrairKg('0.3000', '0.1')).toBe('0.2000');
    expect(subtrairKg('100.0000', '37.5')).toBe('62.5000');
    expect(subtrairKg('1', '1.0001')).toBe('-0.0001');
    expect(subtrairKg('12', 'abc')).toBeNull();
  });

  it('sums a column of quantities', () => {
    expect(somarKg(['1250.5000', '2000.0000', '0.0001'])).toBe('3250.5001');
    expect(somarKg([])).toBe('0.0000');
    expect(somarKg(['1', '1,5'])).toBeNull();
  });
});
