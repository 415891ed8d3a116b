import { FUSO_DA_EMPRESA } from '@erp/fiscal/data-hora';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUE,
  formatBRL,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatKg,
  formatPercent,
} from './format';

describe('formatBRL', () => {
  it('formats decimal strings from the API with a plain space after R$', () => {
    expect(formatBRL('1234.56')).toBe('R$ 1.234,56');
    expect(formatBRL('0')).toBe('R$ 0,00');
    expect(formatBRL('1234567.8')).toBe('R$ 1.234.567,80');
  });

  it('formats numbers the same way', () => {
    expect(formatBRL(1234.56)).toBe('R$ 1.234,56');
    expect(formatBRL(10)).toBe('R$ 10,00');
  });

  it('rounds half up on the exact decimal, not on the float', () => {
    expect(formatBRL('1.005')).toBe('R$ 1,01');
    expect(formatBRL('2.675')).toBe('R$ 2,68');
  });

  it('keeps cents exact beyond float precision', () => {
    expect(formatBRL('9999999999999.99')).toBe('R$ 9.999.999.999.999,99');
  });

  it('puts the minus sign before R$ and never shows a negative zero', () => {
    expect(formatBRL('-1234.5')).toBe('-R$ 1.234,50');
    expect(formatBRL('-0.001')).toBe('R$ 0,00');
  });

  it('shows a dash for missing or malformed values', () => {
    expect(formatBRL(null)).toBe(EMPTY_VALUE);
    expect(formatBRL(undefined)).toBe(EMPTY_VALUE);
    expect(formatBRL('')).toBe(EMPTY_VALUE);
    expect(formatBRL('abc')).toBe(EMPTY_VALUE);
    expect(formatBRL(Number.NaN)).toBe(EMPTY_VALUE);
  });
});

describe('formatDecimal / formatKg / formatPercent', () => {
  it('formats kg with two decimals and thousands separators', () => {
    expect(formatKg('1234.5')).toBe('1.234,50 kg');
    expect(formatKg('1234.5000')).toBe('1.234,50 kg');
    expect(formatKg(0)).toBe('0,00 kg');
    expect(formatKg('0.125')).toBe('0,13 kg');
  });

  it('formats other precisions on request', () => {
    expect(formatDecimal('1234.5678', 4)).toBe('1.234,5678');
    expect(formatDecimal('3', 0)).toBe('3');
  });

  it('formats rates given in percentage points', () => {
    expect(formatPercent('5')).toBe('5,00%');
    expect(formatPercent('2.5')).toBe('2,50%');
  });

  it('shows a dash for missing values', () => {
    expect(formatKg(null)).toBe(EMPTY_VALUE);
    expect(formatPercent(undefined)).toBe(EMPTY_VALUE);
  });
});

describe('formatDate', () => {
  it('rearranges a date-only string without moving the day', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate('2024-01-01')).toBe('01/01/2024');
    expect(formatDate('2023-12-31')).toBe('31/12/2023');
  });

  it('shows a timestamp on the calendar day of the given time zone', () => {
    // 02:00 UTC is still the previous evening in Brasília.
    expect(formatDate('2024-03-05T02:00:00.000Z', FUSO_DA_EMPRESA)).toBe('04/03/2024');
    expect(formatDate('2024-03-05T15:00:00.000Z', FUSO_DA_EMPRESA)).toBe('05/03/2024');
  });

  it('shows a dash for missing or invalid values', () => {
    expect(formatDate(null)).toBe(EMPTY_VALUE);
    expect(formatDate('')).toBe(EMPTY_VALUE);
    expect(formatDate('not a date')).toBe(EMPTY_VALUE);
  });
});

describe('formatDateTime', () => {
  it('formats an instant as dd/mm/aaaa hh:mm in 24-hour time', () => {
    expect(formatDateTime('2024-03-05T17:07:00.000Z', FUSO_DA_EMPRESA)).toBe('05/03/2024 14:07');
    expect(formatDateTime('2024-03-05T03:00:00.000Z', FUSO_DA_EMPRESA)).toBe('05/03/2024 00:00');
  });

  it('shows only the day for a date-only string', () => {
    expect(formatDateTime('2024-03-05')).toBe('05/03/2024');
  });

  it('shows a dash for missing values', () => {
    expect(formatDateTime(undefined)).toBe(EMPTY_VALUE);
  });
});
