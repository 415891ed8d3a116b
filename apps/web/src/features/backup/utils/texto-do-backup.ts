import { isBackupAtrasado, type TBackupInfo } from '@erp/contracts/backup';
import { FUSO_DA_EMPRESA } from '@erp/fiscal/data-hora';
import { formatDateTime } from '../../../lib/format';

/** 'Último backup: 05/03/2026 02:00' in Brasília time, or that there is none yet. */
export function textoDoUltimoBackup(info: Pick<TBackupInfo, 'ultimo_backup'>): string {
  return info.ultimo_backup
    ? `Último backup: ${formatDateTime(info.ultimo_backup, FUSO_DA_EMPRESA)}`
    : 'Nenhum backup realizado ainda.';
}

/** The warning of an installation whose own daily backup has not run for two days, or never. */
export function textoDoAtraso(info: TBackupInfo, agora: Date = new Date()): string | null {
  if (!info.automatico || !isBackupAtrasado(info, agora)) return null;
  return info.ultimo_backup ? 'O último backup tem mais de dois dias.' : 'Nenhum backup realizado ainda.';
}
