import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlDoEmbutidoEmExecucao } from '../../src/db/embedded-postgres.ts';
import { type ServerProcess, spawnServer } from '../support/server-process.ts';

const execFileAsync = promisify(execFile);
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * `npm run backup` typed in a shell that lacks the server's DATA_DIR (set in its service unit, say): it takes the
 * running server's data directory, and its manual backups rotate apart from the server's automatic ones.
 */
let pasta: string;
let casa: string;
let dataDir: string;
let servidor: ServerProcess;

/** The CLI as `npm run backup` runs it, with no DATA_DIR nor DATABASE_URL, as the same user (same HOME). */
async function backupSemDataDir() {
  try {
    const { stdout, stderr } = await execFileAsync(
      process.execPath,
      ['--import', 'tsx', 'src/db/backup/backup-cli.ts'],
      { cwd: apiDir, env: { PATH: process.env.PATH ?? '', HOME: casa, LOG_LEVEL: 'warn' } },
    );
    return { codigo: 0, saida: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { codigo: e.code, saida: e.stdout + e.stderr };
  }
}

const backups = () =>
  readdirSync(path.join(dataDir, 'backups'))
    .filter((n) => n.endsWith('.gz'))
    .sort();

const chaveNoCabecalho = (nome: string) =>
  (
    JSON.parse(
      gunzipSync(readFileSync(path.join(dataDir, 'backups', nome)))
        .toString('utf8')
        .split('\n', 1)[0] ?? '',
    ) as {
      chave: string | null;
    }
  ).chave;

beforeAll(async () => {
  pasta = await mkdtemp(path.join(os.tmpdir(), 'erp-backup-em-execucao-'));
  // The embedded PostgreSQL runs as the 'postgres' user when the tests run as root: it must reach its folder.
  await chmod(pasta, 0o755);
  casa = path.join(pasta, 'casa');
  await mkdir(casa);
  dataDir = path.join(pasta, 'dados-do-servico');
  // The automatic backup is due at once on an installation that has none: the server takes it at start.
  servidor = await spawnServer({ DATA_DIR: dataDir, HOME: casa, BACKUP_AUTOMATICO: 'true' });
  await servidor.waitHealthy();
  const prazo = Date.now() + 60_000;
  while (Date.now() < prazo) {
    if (
      (() => {
        try {
          return backups().length > 0;
        } catch {
          return false;
        }
      })()
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
}, 240_000);

afterAll(async () => {
  if (servidor && servidor.proc.exitCode === null) {
    servidor.proc.kill('SIGTERM');
    await servidor.waitExit();
  }
  if (pasta) await rm(pasta, { recursive: true, force: true });
}, 120_000);

describe('npm run backup without DATA_DIR, the server running', { timeout: 180_000 }, () => {
  it("takes the running server's data directory, and keeps the day's automatic backup beside the manual ones", async () => {
    const [automatico] = backups();
    expect(automatico).toMatch(/^erp-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.gz$/);

    const primeiro = await backupSemDataDir();
    expect(primeiro.codigo, primeiro.saida).toBe(0);
    expect(primeiro.saida).toContain(
      `Usando a pasta de dados do sistema em execução (processo ${servidor.proc.pid}): ${dataDir}`,
    );
    expect(primeiro.saida).toMatch(/Backup criado: .*erp-backup-.*-manual\.gz/);
    const segundo = await backupSemDataDir();
    expect(segundo.codigo, segundo.saida).toBe(0);
    expect(segundo.saida).toContain('1 backup(s) antigo(s) apagado(s) pela rotação.');

    // The second manual backup replaced the first; the server's automatic one of the same day stays.
    const nomes = backups();
    expect(nomes).toHaveLength(2);
    expect(nomes).toContain(automatico);
    const manual = nomes.find((n) => n.endsWith('-manual.gz')) ?? '';
    expect(segundo.saida).toContain(`Backup criado: ${path.join(dataDir, 'backups', manual)}`);

    // Both carry the verifier of the key the database holds, and the key file beside them.
    const banco = new pg.Client({ connectionString: await urlDoEmbutidoEmExecucao(dataDir) });
    await banco.connect();
    try {
      const { rows } = await banco.query<{ verificador: string }>(
        'select verificador from chave_dos_segredos',
      );
      expect(rows).toHaveLength(1);
      expect(chaveNoCabecalho(manual)).toBe(rows[0]?.verificador);
      expect(chaveNoCabecalho(automatico ?? '')).toBe(rows[0]?.verificador);
    } finally {
      await banco.end();
    }
    const chave = readFileSync(path.join(dataDir, 'app-secret.key'));
    expect(readFileSync(path.join(dataDir, 'backups', `${manual}.key`)).equals(chave)).toBe(true);
  });

  it('the server no longer names its data once stopped', async () => {
    const registro = path.join(casa, '.erp-sistema-em-execucao.json');
    expect(JSON.parse(readFileSync(registro, 'utf8'))).toMatchObject({ pid: servidor.proc.pid, dataDir });
    servidor.proc.kill('SIGTERM');
    expect(await servidor.waitExit()).toBe(0);
    expect(existsSync(registro)).toBe(false);
  });
});
