import type pg from 'pg';
import type { Config } from '../../config.ts';
import { type BackupCriado, type BackupEmAndamento, criarBackup } from './criar-backup.ts';
import type { TipoDeBackup } from './formato-do-backup.ts';
import { aplicarRotacao } from './rotacao-de-backups.ts';

export type BackupFeito = (BackupCriado & { apagados: number }) | BackupEmAndamento;

/**
 * A backup of the installation as the schedule ('automatico') and `npm run backup` ('manual') take it: into the
 * backups folder, the key file of the certificate store beside it, then the rotation (14 daily, 12 monthly, of
 * each kind apart, and the newest backup of every key).
 */
export async function fazerBackup(
  pool: pg.Pool,
  config: Pick<Config, 'backup' | 'segredos'>,
  tipo: TipoDeBackup,
  agora?: () => Date,
): Promise<BackupFeito> {
  const backup = await criarBackup(pool, {
    pasta: config.backup.pasta,
    arquivoDaChave: config.segredos.arquivoChave,
    tipo,
    ...(agora ? { agora } : {}),
  });
  if (backup.situacao !== 'criado') return backup;
  const apagados = await aplicarRotacao(config.backup.pasta);
  return { ...backup, apagados: apagados.length };
}
