import { describe, expect, it } from 'vitest';
import {
  anoBrasilia,
  dataEmTexto,
  dataHoraBrasilia,
  dataHoraEmTexto,
  diaEmBrasilia,
  FUSO_DA_EMPRESA,
  hojeEmBrasilia,
} from './data-hora.ts';

describe('the company time (Brasília), whatever the zone of the server or the browser', () => {
  it('keeps today as Brasília sees it: at 23:30 of 30/11 in Brasília UTC is already 1/12', () => {
    expect(hojeEmBrasilia(new Date('2026-12-01T02:30:00Z'))).toBe('2026-11-30');
    expect(hojeEmBrasilia(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01');
    expect(diaEmBrasilia(new Date('2027-01-01T02:59:59Z'))).toBe('2026-12-31');
  });

  it('counts a day of the old summer time in its own offset (-02:00)', () => {
    expect(diaEmBrasilia(new Date('2018-12-01T01:30:00Z'))).toBe('2018-11-30');
    expect(diaEmBrasilia(new Date('2018-12-01T02:30:00Z'))).toBe('2018-12-01');
  });

  it('writes the XML date-time with -03:00 and the text date-time as the clerk reads it', () => {
    expect(dataHoraBrasilia(new Date('2026-11-20T14:05:09Z'))).toBe('2026-11-20T11:05:09-03:00');
    expect(anoBrasilia(new Date('2027-01-01T02:30:00Z'))).toBe('26');
    expect(dataHoraEmTexto(new Date('2026-11-20T14:05:00Z'))).toBe('20/11/2026 11:05');
    expect(dataHoraEmTexto(new Date('2026-01-01T02:30:00Z'))).toBe('31/12/2025 23:30');
    expect(dataEmTexto(new Date('2026-07-01T02:59:59Z'))).toBe('30/06/2026');
    expect(dataEmTexto(new Date('2026-07-01T03:00:00Z'))).toBe('01/07/2026');
  });

  it('names the zone once, for Intl and for SQL', () => {
    expect(FUSO_DA_EMPRESA).toBe(
      Intl.DateTimeFormat(undefined, { timeZone: FUSO_DA_EMPRESA }).resolvedOptions().timeZone,
    );
  });
});
