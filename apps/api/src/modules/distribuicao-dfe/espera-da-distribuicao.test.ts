import { describe, expect, it } from 'vitest';
import { isAguardando, proximaConsultaPermitida } from './espera-da-distribuicao.ts';

const agora = new Date('2026-11-20T13:05:00Z');

describe('the wait NT 2014.002 imposes between DistDFe queries', () => {
  it('is an hour after 137 and after 656, none after 138 or a rejection', () => {
    expect(proximaConsultaPermitida('137', agora)?.toISOString()).toBe('2026-11-20T14:05:00.000Z');
    expect(proximaConsultaPermitida('656', agora)?.toISOString()).toBe('2026-11-20T14:05:00.000Z');
    expect(proximaConsultaPermitida('138', agora)).toBeNull();
    expect(proximaConsultaPermitida('593', agora)).toBeNull();
  });

  it('is on until the stored instant has passed', () => {
    expect(isAguardando(new Date('2026-11-20T13:05:01Z'), agora)).toBe(true);
    expect(isAguardando(new Date('2026-11-20T13:05:00Z'), agora)).toBe(false);
    expect(isAguardando(null, agora)).toBe(false);
  });
});
