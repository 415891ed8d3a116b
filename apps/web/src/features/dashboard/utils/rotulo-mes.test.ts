import { describe, expect, it } from 'vitest';
import { rotuloMes } from './rotulo-mes';

describe('rotuloMes', () => {
  it('writes the short month and the two-digit year: nov/26', () => {
    expect(rotuloMes('2026-11')).toBe('nov/26');
    expect(rotuloMes('2027-01')).toBe('jan/27');
    expect(rotuloMes('2026-05')).toBe('mai/26');
    expect(rotuloMes('2026-09')).toBe('set/26');
    expect(rotuloMes('2029-12')).toBe('dez/29');
  });

  it('shows an unexpected value as it came', () => {
    expect(rotuloMes('2026-13')).toBe('2026-13');
    expect(rotuloMes('2026-13-01')).toBe('2026-13-01');
  });
});
