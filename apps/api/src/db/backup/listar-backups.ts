import fs from 'node:fs/promises';
import path from 'node:path';
import { lerNome, type TipoDeBackup } from './formato-do-backup.ts';

export type BackupNaPasta = { arquivo: string; criadoEm: Date; tipo: TipoDeBackup };

/** The complete backups in `pasta`, newest first (a file being written still has its .tmp name). */
export async function listarBackups(pasta: string): Promise<BackupNaPasta[]> {
  let nomes: string[];
  try {
    nomes = await fs.readdir(pasta);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const backups: BackupNaPasta[] = [];
  for (const nome of nomes) {
    const lido = lerNome(nome);
    if (lido) backups.push({ arquivo: path.join(pasta, nome), ...lido });
  }
  return backups.sort((a, b) => b.criadoEm.getTime() - a.criadoEm.getTime());
}

/** The newest backup, of either kind or of the one given. */
export async function ultimoBackup(pasta: string, tipo?: TipoDeBackup): Promise<BackupNaPasta | undefined> {
  return (await listarBackups(pasta)).find((b) => !tipo || b.tipo === tipo);
}
