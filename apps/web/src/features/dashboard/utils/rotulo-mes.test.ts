import { describe, expect, it } from 'vitest';
import { rotuloMes } from './rotulo-mes';

describe('rotuloMes', () => {
  it('writes the short month and the two-digit year as Intl pt-BR does', () => {
    expect(rotuloMes('2026-11')).toBe('nov. de 26');
    expect(rotuloMes('2027-01')).toBe('jan. de 27');
    expect(rotuloMes('2026-05')).toBe('mai. de 26');
    expect(rotuloMes('2026-09')).toBe('set. de 26');
  });

  it('keeps the month whatever the time zone (first of the month at UTC midnight)', () => {
    expect(rotuloMes('2027-03')).toBe('mar. de 27');
  });

  it('shows an unexpected value as it came', () => {
    expect(rotuloMes('2026-13-01')).toBe('2026-13-01');
  });
});
