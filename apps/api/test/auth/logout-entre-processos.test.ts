import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEMPLATE_DB, TEST_ADMIN } from '../support/constants.ts';
import { type ServerProcess, spawnServer } from '../support/server-process.ts';

/**
 * Two API processes on one PostgreSQL, as behind a load balancer: each remembers the sessions it found valid, and
 * a logout on one must not leave the session usable on the other for any time at all.
 */
let a: ServerProcess;
let b: ServerProcess;
let pasta: string;
let nomeBanco: string;

beforeAll(async () => {
  pasta = await mkdtemp(path.join(os.tmpdir(), 'erp-logout-processos-'));
  const servidor = inject('pgServerUrl');
  nomeBanco = `erp_test_${randomBytes(6).toString('hex')}`;
  const m = new pg.Client({ connectionString: servidor });
  await m.connect();
  await m.query(`create database ${nomeBanco} template ${TEMPLATE_DB}`);
  await m.end();
  const comum = {
    DATABASE_URL: servidor.replace(/\/[^/]+$/, `/${nomeBanco}`),
    APP_SECRET_KEY: randomBytes(32).toString('base64'),
    BACKUP_AUTOMATICO: 'false',
  };
  [a, b] = await Promise.all([
    spawnServer({ ...comum, DATA_DIR: path.join(pasta, 'a') }),
    spawnServer({ ...comum, DATA_DIR: path.join(pasta, 'b') }),
  ]);
  await Promise.all([a.waitHealthy(), b.waitHealthy()]);
}, 180_000);

afterAll(async () => {
  for (const s of [a, b]) {
    if (s && s.proc.exitCode === null) {
      s.proc.kill('SIGTERM');
      await s.waitExit();
    }
  }
  if (nomeBanco) {
    const m = new pg.Client({ connectionString: inject('pgServerUrl') });
    await m.connect();
    await m.query(`drop database if exists ${nomeBanco} with (force)`);
    await m.end();
  }
  if (pasta) await rm(pasta, { recursive: true, force: true });
}, 60_000);

async function entrar(s: ServerProcess): Promise<string> {
  const res = await fetch(`${s.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: TEST_ADMIN.email, senha: TEST_ADMIN.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

const statusDe = async (s: ServerProcess, caminho: string, token: string, method = 'GET') =>
  (await fetch(`${s.baseUrl}/api${caminho}`, { method, headers: { authorization: `Bearer ${token}` } }))
    .status;

describe('a logout on one API process', { timeout: 120_000 }, () => {
  it('is refused by the other on its very next request, although it had just found the session valid', async () => {
    // Ten times over: a notice racing the next request would let some of them through.
    for (let vez = 0; vez < 10; vez++) {
      const token = await entrar(a);
      // B reads the session from the database, then answers from its memory.
      expect(await statusDe(b, '/me', token)).toBe(200);
      expect(await statusDe(b, '/me', token)).toBe(200);
      expect(await statusDe(a, '/logout', token, 'POST')).toBe(204);
      expect(await statusDe(b, '/me', token)).toBe(401);
      expect(await statusDe(a, '/me', token)).toBe(401);
    }
  });

  it('of a session in use on both, seen from the other side too', async () => {
    const token = await entrar(b);
    expect(await statusDe(a, '/me', token)).toBe(200);
    expect(await statusDe(b, '/me', token)).toBe(200);
    expect(await statusDe(b, '/logout', token, 'POST')).toBe(204);
    expect(await statusDe(a, '/me', token)).toBe(401);
  });
});
