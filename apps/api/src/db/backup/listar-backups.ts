import fs from 'node:fs/promises';
import path from 'node:path';
import { dataDoBackup } from './formato-do-backup.ts';

export type BackupNaPasta = { arquivo: string; criadoEm: Date };

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
    const criadoEm = dataDoBackup(nome);
    if (criadoEm) backups.push({ arquivo: path.join(pasta, nome), criadoEm });
  }
  return backups.sort((a, b) => b.criadoEm.getTime() - a.criadoEm.getTime());
}

export async function ultimoBackup(pasta: string): Promise<BackupNaPasta | undefined> {
  return (await listarBackups(pasta))[0];
}
