import fs from 'node:fs/promises';
import path from 'node:path';
import { diaEmBrasilia } from '@erp/fiscal/data-hora';
import { chaveAoLadoDe } from './formato-do-backup.ts';
import { lerCabecalhoDoBackup } from './ler-arquivo-de-backup.ts';
import { type BackupNaPasta, listarBackups } from './listar-backups.ts';

export const DIARIOS = 14;
export const MENSAIS = 12;
/** A .tmp older than this was left by a backup that died (a backup of the bench data takes a few minutes). */
const IDADE_DE_TEMPORARIO_ABANDONADO_MS = 24 * 60 * 60 * 1000;

/**
 * Which backups to keep: the newest of each of the last DIARIOS days that have one, and the newest of each of
 * the last MENSAIS months that have one (Brasília calendar). The sets overlap: today's newest is also this
 * month's. Everything else goes.
 */
export function backupsAManter<T extends { criadoEm: Date }>(backups: T[]): Set<T> {
  const maisNovosPrimeiro = [...backups].sort((a, b) => b.criadoEm.getTime() - a.criadoEm.getTime());
  const manter = new Set<T>();
  const dias = new Set<string>();
  const meses = new Set<string>();
  for (const backup of maisNovosPrimeiro) {
    const dia = diaEmBrasilia(backup.criadoEm);
    const mes = dia.slice(0, 7);
    if (!dias.has(dia) && dias.size < DIARIOS) {
      dias.add(dia);
      manter.add(backup);
    }
    if (!meses.has(mes) && meses.size < MENSAIS) {
      meses.add(mes);
      manter.add(backup);
    }
  }
  return manter;
}

/**
 * The newest backup of every key (the verifier in its header): whatever the calendar says, the last backup a key
 * still opens is never deleted, so a key change (or a lost key) never leaves the certificate unreadable in every
 * backup. Backups from before the verifier, or unreadable ones, name no key.
 */
async function ultimoDeCadaChave(backups: BackupNaPasta[]): Promise<Set<BackupNaPasta>> {
  const vistas = new Set<string>();
  const ultimos = new Set<BackupNaPasta>();
  for (const backup of backups) {
    const chave = await lerCabecalhoDoBackup(backup.arquivo).then(
      (cabecalho) => cabecalho.chave ?? undefined,
      () => undefined,
    );
    if (chave === undefined || vistas.has(chave)) continue;
    vistas.add(chave);
    ultimos.add(backup);
  }
  return ultimos;
}

/**
 * Deletes the backups the rotation does not keep (and the key beside each), and .tmp files a crash left. The
 * automatic and the manual backups rotate apart, each kind keeping its own days and months.
 */
export async function aplicarRotacao(pasta: string, agora = new Date()): Promise<BackupNaPasta[]> {
  const backups = await listarBackups(pasta);
  const manter = await ultimoDeCadaChave(backups);
  for (const tipo of ['automatico', 'manual'] as const) {
    for (const backup of backupsAManter(backups.filter((b) => b.tipo === tipo))) manter.add(backup);
  }
  const apagados = backups.filter((b) => !manter.has(b));
  for (const backup of apagados) {
    await fs.rm(chaveAoLadoDe(backup.arquivo), { force: true });
    await fs.rm(backup.arquivo, { force: true });
  }
  for (const nome of await fs.readdir(pasta).catch(() => [] as string[])) {
    if (!nome.startsWith('erp-backup-') || !nome.endsWith('.tmp')) continue;
    const arquivo = path.join(pasta, nome);
    const stat = await fs.stat(arquivo).catch(() => undefined);
    if (stat && agora.getTime() - stat.mtimeMs > IDADE_DE_TEMPORARIO_ABANDONADO_MS) {
      await fs.rm(arquivo, { force: true });
    }
  }
  return apagados;
}
