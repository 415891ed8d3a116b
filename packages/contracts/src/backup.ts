import { z } from 'zod';

/** `GET /api/preferencias/backup` (administrators): the newest backup in the backups folder. */
export const ZBackupInfo = z.object({
  /** When the newest complete backup was taken (ISO date-time, UTC), or null when there is none. */
  ultimo_backup: z.iso.datetime().nullable(),
  /** The folder on the server where backups are written (DATA_DIR/backups, or BACKUP_DIR). */
  pasta: z.string(),
  /** Whether the app takes them itself (embedded database); with DATABASE_URL they are the operator's job. */
  automatico: z.boolean(),
  /** The Brasília hour of the daily backup (BACKUP_HORA). */
  hora: z.number().int().min(0).max(23),
});
export type TBackupInfo = z.infer<typeof ZBackupInfo>;

/** The dashboard warns past this: a daily backup has missed at least one day. */
export const BACKUP_ATRASADO_MS = 2 * 24 * 60 * 60 * 1000;

/** Whether the last backup is missing or older than two days: asked only when the app takes them itself. */
export function isBackupAtrasado(
  info: Pick<TBackupInfo, 'ultimo_backup'>,
  agora: Date = new Date(),
): boolean {
  if (!info.ultimo_backup) return true;
  return agora.getTime() - new Date(info.ultimo_backup).getTime() > BACKUP_ATRASADO_MS;
}
