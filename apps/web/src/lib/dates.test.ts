import { describe, expect, it } from 'vitest';
import { addDaysIso, firstDayOfMonthIso, todayIso } from './dates';

describe('dates', () => {
  it('gives today and the first day of the month in the company calendar (Brasília), not UTC nor the browser', () => {
    const now = new Date('2024-03-01T02:30:00Z'); // 29 Feb 2024, 23:30 in Brasília
    expect(todayIso(now)).toBe('2024-02-29');
    expect(firstDayOfMonthIso(now)).toBe('2024-02-01');
    expect(todayIso(new Date('2024-03-01T03:00:00Z'))).toBe('2024-03-01');
  });

  it('adds days across month and year ends', () => {
    expect(addDaysIso('2024-01-31', 30)).toBe('2024-03-01');
    expect(addDaysIso('2024-12-20', 15)).toBe('2025-01-04');
    expect(addDaysIso('2024-03-10', 0)).toBe('2024-03-10');
  });

  it('rejects a malformed date', () => {
    expect(() => addDaysIso('10/03/2024', 1)).toThrow(RangeError);
  });
});
