import { describe, expect, it } from 'vitest';
import { descricaoPeriodo, lastDayOfMonthIso, periodoMesAteHoje, periodoMesAtual } from './periodo';

describe('report periods', () => {
  it('takes the whole current month, leap years included', () => {
    expect(periodoMesAtual(new Date('2028-02-10T23:30:00-03:00'))).toEqual({
      data_inicio: '2028-02-01',
      data_fim: '2028-02-29',
    });
    expect(lastDayOfMonthIso(new Date('2026-12-31T12:00:00-03:00'))).toBe('2026-12-31');
    // 22:00 of 31 Jan in Brasília is 1 Feb in UTC: the month is still January.
    expect(lastDayOfMonthIso(new Date('2027-02-01T01:00:00Z'))).toBe('2027-01-31');
  });

  it('runs the cash flow from the first of the month until today', () => {
    expect(periodoMesAteHoje(new Date('2026-11-22T08:00:00-03:00'))).toEqual({
      data_inicio: '2026-11-01',
      data_fim: '2026-11-22',
    });
  });

  it('describes the period in the Brazilian format', () => {
    expect(descricaoPeriodo({ data_inicio: '2026-11-01', data_fim: '2026-11-30' })).toBe(
      'Período: 01/11/2026 a 30/11/2026',
    );
  });
});
