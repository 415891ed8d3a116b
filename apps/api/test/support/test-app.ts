import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppContext } from '../../src/app-context.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { createDb, type Database } from '../../src/db/client.ts';
import { type AmbienteFiscal, ambienteFiscalDoApp } from '../../src/modules/fiscal/ambiente-fiscal.ts';
import { type ConexaoSimulacao, conexaoSimulacao } from '../../src/modules/fiscal/conexao-simulacao.ts';
import { TEMPLATE_DB, TEST_ADMIN } from './constants.ts';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  pool: pg.Pool;
  config: Config;
  /** Simulação's connection: the in-process simulator's control API (faults, state). */
  fiscal: ConexaoSimulacao;
  /** Every environment, as the app reaches them. */
  ambiente: AmbienteFiscal;
  /** What the app's operations receive, for calling them directly. */
  ctx: AppContext;
  baseUrl: string;
  logs: () => string;
  /** fetch against the running server; `token` adds the bearer header. */
  request: (path: string, init?: RequestInit & { token?: string; json?: unknown }) => Promise<Response>;
  loginAsAdmin: () => Promise<string>;
  close: () => Promise<void>;
};

/**
 * A real API on a random loopback port, over a fresh database cloned from the migrated template. `host` binds it
 * elsewhere (a LAN interface's address, so a request can come from a non-loopback address); baseUrl keeps it.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  { host = '127.0.0.1' }: { host?: string } = {},
): Promise<TestApp> {
  const serverUrl = inject('pgServerUrl');
  const name = `erp_test_${randomBytes(6).toString('hex')}`;
  const maintenance = new pg.Client({ connectionString: serverUrl });
  await maintenance.connect();
  await maintenance.query(`create database ${name} template ${TEMPLATE_DB}`);
  await maintenance.end();

  const { db, pool, close: fecharBanco } = createDb(serverUrl.replace(/\/[^/]+$/, `/${name}`), 5);
  const config: Config = {
    // A key of its own: the secrets of a test never touch the shared DATA_DIR's key file.
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: '/nonexistent',
      APP_SECRET_KEY: randomBytes(32).toString('base64'),
      // The test databases are clones on a shared server: nothing for the app's own backups to take.
      BACKUP_AUTOMATICO: 'false',
    }),
    ...overrides,
  };
  let logText = '';
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => {
    logText += chunk.toString('utf8');
  });
  const simDir = await mkdtemp(path.join(os.tmpdir(), 'erp-test-sim-'));
  const fiscal = conexaoSimulacao({ certDir: simDir, config: config.simulador });
  const ambiente = ambienteFiscalDoApp(db, config, fiscal);
  const app = await buildApp({ db, config, fiscal: ambiente }, { logStream });
  await app.listen({ host, port: 0 });
  const address = app.server.address();
  const baseUrl = `http://${host}:${typeof address === 'object' && address ? address.port : 0}`;

  const request: TestApp['request'] = (path, init = {}) => {
    const { token, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (json !== undefined) headers.set('content-type', 'application/json');
    return fetch(`${baseUrl}${path}`, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  };

  return {
    app,
    db,
    pool,
    config,
    baseUrl,
    logs: () => logText,
    request,
    loginAsAdmin: async () => {
      const res = await request('/api/login', {
        method: 'POST',
        json: { email: TEST_ADMIN.email, senha: TEST_ADMIN.password },
      });
      if (res.status !== 200) throw new Error(`login do admin falhou: ${res.status}`);
      return ((await res.json()) as { token: string }).token;
    },
    fiscal,
    ambiente,
    ctx: { db, config, fiscal: ambiente },
    close: async () => {
      await app.close();
      await ambiente.close();
      await rm(simDir, { recursive: true, force: true });
      await fecharBanco();
      const m = new pg.Client({ connectionString: serverUrl });
      await m.connect();
      await m.query(`drop database if exists ${name} with (force)`);
      await m.end();
    },
  };
}
