import type { TBackupInfo } from '@erp/contracts/backup';
import type { AppContext } from '../../app-context.ts';
import { ultimoBackup } from '../../db/backup/listar-backups.ts';

/** What Dados da Empresa and the dashboard show: read from the backups folder, the only truth about them. */
export async function consultarBackup(ctx: AppContext): Promise<TBackupInfo> {
  const ultimo = await ultimoBackup(ctx.config.backup.pasta);
  return {
    ultimo_backup: ultimo?.criadoEm.toISOString() ?? null,
    pasta: ctx.config.backup.pasta,
    automatico: ctx.config.backup.isAutomatico,
    hora: ctx.config.backup.hora,
  };
}
