import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fazerBackup } from '../../src/db/backup/fazer-backup.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.ts';
import { acquireInstanceLock } from '../../src/db/instance-lock.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const execFileAsync = promisify(execFile);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run backup` / `npm run restore` as the scripts run them, on a data directory of their own. */
async function cli(script: 'backup-cli.ts' | 'restore-cli.ts', args: string[], dataDir: string) {
  try {
    const { stdout, stderr } = await execFileAsync(
      process.execPath,
      ['--import', 'tsx', `src/db/backup/${script}`, ...args],
      { cwd: apiDir, env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
    );
    return { codigo: 0, saida: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { codigo: e.code, saida: e.stdout + e.stderr };
  }
}

const manifesto = (arquivo: string) =>
  JSON.parse(
    gunzipSync(readFileSync(arquivo))
      .toString('utf8')
      .trimEnd()
      .split('\n')
      .at(-1)
      ?.replace('#MANIFESTO ', '') ?? '',
  ) as { tabelas: unknown[]; sequencias: unknown[]; migracao: unknown };

let t: TestApp;
let origem: string;
let pasta: string;
const chave = Buffer.from(`${randomBytes(32).toString('base64')}\n`);

beforeAll(async () => {
  pasta = await mkdtemp(path.join(os.tmpdir(), 'erp-backup-cli-'));
  // The embedded PostgreSQL runs as the 'postgres' user when the tests run as root: it must reach its folder.
  await chmod(pasta, 0o755);
  await writeFile(path.join(pasta, 'app-secret.key'), chave);
  t = await createTestApp();
  const token = await t.loginAsAdmin();
  const clientes = [
    { nome_razao_social: 'Recicladora Paulista Ltda', cpf_cnpj: '11.444.777/0001-61' },
    { nome_razao_social: 'Injetados do Vale Ltda', cpf_cnpj: '11.222.333/0001-81' },
  ];
  for (const cliente of clientes) {
    const res = await t.request('/api/clientes', { method: 'POST', token, json: cliente });
    expect(res.status).toBe(201);
  }
  const backup = await fazerBackup(
    t.pool,
    {
      segredos: { chave: undefined, arquivoChave: path.join(pasta, 'app-secret.key') },
      backup: { pasta: path.join(pasta, 'origem'), hora: 2, isAutomatico: false },
    },
    'manual',
  );
  if (backup.situacao !== 'criado') throw new Error('backup não criado');
  origem = backup.arquivo;
});

afterAll(async () => {
  await t?.close();
  await rm(pasta, { recursive: true, force: true });
});

// Starts real embedded servers (initdb included): generous for a loaded 2-core machine.
describe('npm run restore and npm run backup on a fresh data directory', { timeout: 120_000 }, () => {
  it('restores into a new installation, whose own backup then holds exactly the same rows', async () => {
    const dataDir = path.join(pasta, 'nova-instalacao');
    const restauracao = await cli('restore-cli.ts', [origem], dataDir);
    expect(restauracao.saida).toContain('restaurado e conferido');
    expect(restauracao.saida).toContain('Chave dos segredos (app-secret.key) restaurada');
    expect(restauracao.codigo).toBe(0);
    expect(readFileSync(path.join(dataDir, 'app-secret.key')).equals(chave)).toBe(true);

    // The app is stopped: `npm run backup` starts the embedded database itself, and stops it again.
    const backup = await cli('backup-cli.ts', [], dataDir);
    expect(backup.saida).toContain('Backup criado');
    expect(backup.codigo).toBe(0);
    const [novo] = readdirSync(path.join(dataDir, 'backups')).filter((n) => n.endsWith('.gz'));
    const [antes, depois] = [manifesto(origem), manifesto(path.join(dataDir, 'backups', novo ?? ''))];
    expect(depois.tabelas).toEqual(antes.tabelas);
    expect(depois.sequencias).toEqual(antes.sequencias);
    expect(depois.migracao).toEqual(antes.migracao);
    expect(readFileSync(path.join(dataDir, 'backups', `${novo}.key`)).equals(chave)).toBe(true);

    // With the app running (this process holds the lock and the database): backup yes, restore no.
    const liberar = await acquireInstanceLock(dataDir);
    const embutido = await startEmbeddedPostgres(dataDir, { info: () => {}, warn: () => {} });
    try {
      const comAppRodando = await cli('backup-cli.ts', [], dataDir);
      expect(comAppRodando.saida).toContain('Backup criado');
      expect(comAppRodando.codigo).toBe(0);
      const recusada = await cli('restore-cli.ts', [origem, '--substituir'], dataDir);
      expect(recusada.codigo).toBe(1);
      expect(recusada.saida).toContain('O sistema está em execução com os dados em');
    } finally {
      await embutido.stop();
      await liberar();
    }
  });

  it('answers a missing file and a bad use in Portuguese, with exit codes 1 and 2', async () => {
    const dataDir = path.join(pasta, 'outra');
    const semArquivo = await cli('restore-cli.ts', [path.join(pasta, 'nao-existe.gz')], dataDir);
    expect(semArquivo.codigo).toBe(1);
    expect(semArquivo.saida).toContain('Arquivo de backup não encontrado');
    const semArgumento = await cli('restore-cli.ts', [], dataDir);
    expect(semArgumento.codigo).toBe(2);
    expect(semArgumento.saida).toContain('Uso: npm run restore -- ARQUIVO [--substituir]');
  });
});
