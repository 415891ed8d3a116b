import { diaEmBrasilia, FUSO_DA_EMPRESA } from '@erp/fiscal/data-hora';

const DIA_MS = 24 * 60 * 60 * 1000;

const deslocamento = new Intl.DateTimeFormat('en-US', {
  timeZone: FUSO_DA_EMPRESA,
  timeZoneName: 'longOffset',
});

/** Minutes Brasília is ahead of UTC at `instante` (-180 since 2019; the zone database knows the older DST). */
function minutosDoFuso(instante: Date): number {
  const nome = deslocamento.formatToParts(instante).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(nome);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

function horarioEmBrasilia(dia: string, hora: number): Date {
  const comoUtc = Date.parse(`${dia}T${String(hora).padStart(2, '0')}:00:00Z`);
  return new Date(comoUtc - minutosDoFuso(new Date(comoUtc)) * 60_000);
}

/** The daily backup's most recent time (hora:00 in Brasília) at or before `agora`. */
export function ultimoHorarioDeBackup(agora: Date, hora: number): Date {
  const dia = diaEmBrasilia(agora);
  const hoje = horarioEmBrasilia(dia, hora);
  if (hoje.getTime() <= agora.getTime()) return hoje;
  const ontem = new Date(Date.parse(`${dia}T12:00:00Z`) - DIA_MS).toISOString().slice(0, 10);
  return horarioEmBrasilia(ontem, hora);
}

/**
 * The daily backup is due when none was taken since its last scheduled time: at hora:00, or at the first look
 * after it when the machine was off or the app stopped then (a computer switched off every night still gets
 * one a day, in the morning).
 */
export function isBackupDiarioDevido(ultimo: Date | undefined, agora: Date, hora: number): boolean {
  return !ultimo || ultimo.getTime() < ultimoHorarioDeBackup(agora, hora).getTime();
}

/** At shutdown, a backup is taken when the last one is more than a day old. */
export function isBackupDeEncerramentoDevido(ultimo: Date | undefined, agora: Date): boolean {
  return !ultimo || agora.getTime() - ultimo.getTime() > DIA_MS;
}
