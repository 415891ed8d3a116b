import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServer } from '../support/server-process.ts';

const ADMIN = { email: 'admin@empresa.local', senha: 'Senha-Do-Ciclo-2026' };
const running: ServerProcess[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const s of running.splice(0)) {
    if (s.proc.exitCode === null) {
      s.proc.kill('SIGTERM');
      await s.waitExit();
    }
  }
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function newDataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'erp-ciclo-'));
  await chmod(dir, 0o755);
  dirs.push(dir);
  return path.join(dir, 'data');
}

async function start(dataDir: string, as?: { uid: number; gid: number }) {
  const s = await spawnServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: ADMIN.senha }, as);
  running.push(s);
  return s;
}

async function login(s: ServerProcess): Promise<string> {
  const res = await fetch(`${s.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const meStatus = async (s: ServerProcess, token: string) =>
  (await fetch(`${s.baseUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } })).status;

function postgresPid(dataDir: string) {
  return Number.parseInt(
    readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0] ?? '',
    10,
  );
}

function uidOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number.parseInt(/^Uid:\s+(\d+)/m.exec(status)?.[1] ?? '-1', 10);
}

// Each test starts real servers (initdb, migrations, seed): generous timeouts for a loaded 2-core machine.
describe('server lifecycle on the embedded PostgreSQL', { timeout: 180_000 }, () => {
  it('refuses a second instance on the same data directory, stops cleanly and keeps the data', async () => {
    const dataDir = await newDataDir();
    const first = await start(dataDir);
    await first.waitHealthy();
    const token = await login(first);
    const pgPid = postgresPid(dataDir);
    if (process.getuid?.() === 0) {
      // PostgreSQL refuses root: it must run as the unprivileged 'postgres' user.
      expect(uidOf(pgPid)).toBe(Number(execFileSync('id', ['-u', 'postgres']).toString()));
    }

    const second = await start(dataDir);
    expect(await second.waitExit()).toBe(1);
    expect(second.output()).toContain('Outra instância do sistema já está em execução');
    expect(await meStatus(first, token)).toBe(200);

    first.proc.kill('SIGTERM');
    expect(await first.waitExit()).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'app.lock'))).toBe(false);

    const again = await start(dataDir);
    await again.waitHealthy();
    expect(await meStatus(again, token)).toBe(200);
  });

  it('keeps every committed row after kill -9 while writing', async () => {
    const dataDir = await newDataDir();
    const first = await start(dataDir);
    await first.waitHealthy();

    const committed: string[] = [];
    let writing = true;
    const writers = Array.from({ length: 3 }, async () => {
      while (writing) {
        try {
          committed.push(await login(first));
        } catch {
          return; // the process is gone mid-request: that write was never acknowledged
        }
      }
    });
    // Kill while writes are in flight, once a few have been acknowledged.
    const deadline = Date.now() + 60_000;
    while (committed.length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    first.proc.kill('SIGKILL');
    writing = false;
    await Promise.all(writers);
    await first.waitExit();
    expect(committed.length).toBeGreaterThan(2);

    // The orphaned PostgreSQL still holds the directory; the next start must stop it and carry on.
    const second = await start(dataDir);
    await second.waitHealthy();
    for (const token of committed) expect(await meStatus(second, token)).toBe(200);
  });

  it('runs as a normal (non-root) user', async () => {
    const dataDir = await newDataDir();
    const isRoot = process.getuid?.() === 0;
    const nobody = { uid: 65534, gid: 65534 };
    if (isRoot) await chown(path.dirname(dataDir), nobody.uid, nobody.gid);
    const s = await start(dataDir, isRoot ? nobody : undefined);
    await s.waitHealthy();
    await login(s);
    const expectedUid = isRoot ? nobody.uid : process.getuid?.();
    expect(uidOf(postgresPid(dataDir))).toBe(expectedUid);
    expect(uidOf(s.proc.pid ?? 0)).toBe(expectedUid);
  });
});
