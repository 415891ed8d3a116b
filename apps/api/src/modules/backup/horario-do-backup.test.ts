import { describe, expect, it } from 'vitest';
import {
  isBackupDeEncerramentoDevido,
  isBackupDiarioDevido,
  ultimoHorarioDeBackup,
} from './horario-do-backup.ts';

const em = (iso: string) => new Date(iso);

describe('the daily backup at 02:00 Brasília time', () => {
  it('is due from 02:00 Brasília (05:00 UTC) until one is taken', () => {
    expect(ultimoHorarioDeBackup(em('2026-05-10T05:00:00Z'), 2)).toEqual(em('2026-05-10T05:00:00Z'));
    expect(ultimoHorarioDeBackup(em('2026-05-10T04:59:59Z'), 2)).toEqual(em('2026-05-09T05:00:00Z'));
    // 23:30 of the 10th in Brasília is already the 11th in UTC: the slot is still the 10th's.
    expect(ultimoHorarioDeBackup(em('2026-05-11T02:30:00Z'), 2)).toEqual(em('2026-05-10T05:00:00Z'));
    expect(isBackupDiarioDevido(em('2026-05-10T04:00:00Z'), em('2026-05-10T05:01:00Z'), 2)).toBe(true);
    expect(isBackupDiarioDevido(em('2026-05-10T05:00:30Z'), em('2026-05-10T18:00:00Z'), 2)).toBe(false);
  });

  it('at 23:00 the slot before 23:00 is the previous day’s', () => {
    expect(ultimoHorarioDeBackup(em('2026-05-11T01:59:00Z'), 23)).toEqual(em('2026-05-10T02:00:00Z'));
    expect(ultimoHorarioDeBackup(em('2026-05-11T02:00:00Z'), 23)).toEqual(em('2026-05-11T02:00:00Z'));
    expect(ultimoHorarioDeBackup(em('2026-03-01T12:00:00Z'), 23)).toEqual(em('2026-03-01T02:00:00Z'));
  });

  it('catches up at the first look of the morning when the machine was off at night', () => {
    expect(isBackupDiarioDevido(em('2026-05-09T21:00:00Z'), em('2026-05-10T11:05:00Z'), 2)).toBe(true);
  });

  it('is due at once on an installation that has none', () => {
    expect(isBackupDiarioDevido(undefined, em('2026-05-10T12:00:00Z'), 2)).toBe(true);
  });

  it('takes another one at shutdown only when the last is more than a day old', () => {
    const agora = em('2026-05-10T20:00:00Z');
    expect(isBackupDeEncerramentoDevido(em('2026-05-10T05:00:00Z'), agora)).toBe(false);
    expect(isBackupDeEncerramentoDevido(em('2026-05-09T19:59:00Z'), agora)).toBe(true);
    expect(isBackupDeEncerramentoDevido(undefined, agora)).toBe(true);
  });
});
