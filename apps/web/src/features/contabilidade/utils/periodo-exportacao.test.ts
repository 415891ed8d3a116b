import { describe, expect, it } from 'vitest';
import { mesAnterior } from '../../../lib/dates';
import { formatarTamanho } from './periodo-exportacao';

describe('mesAnterior', () => {
  it('is the whole month before, across a year and in a leap February', () => {
    expect(mesAnterior(new Date('2026-01-15T12:00:00-03:00'))).toEqual({
      inicio: '2025-12-01',
      fim: '2025-12-31',
    });
    expect(mesAnterior(new Date('2028-03-01T00:00:00-03:00'))).toEqual({
      inicio: '2028-02-01',
      fim: '2028-02-29',
    });
  });
});

describe('formatarTamanho', () => {
  it('writes KB below a megabyte and MB with one decimal above', () => {
    expect(formatarTamanho(2048)).toBe('2 KB');
    expect(formatarTamanho(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });
});
