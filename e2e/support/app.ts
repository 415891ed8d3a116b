import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type RunningApp = {
  baseUrl: string;
  adminEmail: string;
  adminPassword: string;
  dataDir: string;
  /** Stops the app; its data directory is removed unless `keepData` (the global setup keeps its model). */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
};

const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;
const ADMIN_EMAIL = 'admin@empresa.local';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export function strongPassword(): string {
  // A fresh random password per run (never a constant that could leak into a real install), with every
  // character class so any password policy accepts it.
  return `E2e-${randomBytes(18).toString('base64url')}-9a`;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`A API terminou durante a inicialização (código ${child.exitCode}):\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`A API não respondeu em ${STARTUP_TIMEOUT_MS / 1000} s:\n${output()}`);
}

export type AppOptions = {
  /**
   * A data directory the app already started once in (migrated, administrator created), copied instead of
   * creating and migrating a new cluster; its administrator's password is `adminPassword`. The global setup
   * makes one per run.
   */
  modelo?: { dataDir: string; adminPassword: string };
  /**
   * How the app's SEFAZ/Sefin simulator answers (SEFAZ_SIM_CONFIG, the fields of its control API), e.g.
   * `{ tomadoresNaoCadastrados: ['11444777000161'] }` to have that tomador's DPS refused with E0190.
   */
  simulador?: Record<string, unknown>;
};

/**
 * Starts the real application (API + embedded PostgreSQL + built SPA) on a fresh data directory.
 * Requires apps/web/dist to be built (the root `test:e2e` script builds it first).
 */
export async function startApp(options: AppOptions = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'erp-e2e-'));
  // mkdtemp creates 0700; when we run as root the embedded PostgreSQL runs as user postgres and must
  // be able to reach its own folder inside.
  await chmod(dataDir, 0o755);
  if (options.modelo) {
    // cp -a keeps the cluster's owner (the postgres user when we run as root) and modes, which PostgreSQL checks.
    await promisify(execFile)('cp', ['-a', `${options.modelo.dataDir}/.`, dataDir]);
  }
  const adminPassword = options.modelo?.adminPassword ?? strongPassword();
  const baseUrl = `http://127.0.0.1:${port}`;

  const child = spawn(
    process.execPath,
    [
      '--import',
      path.join(repoRoot, 'apps/api/src/preload.mjs'),
      '--import',
      'tsx',
      path.join(repoRoot, 'apps/api/src/server.ts'),
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_EMAIL,
        ADMIN_PASSWORD: adminPassword,
        WEB_DIST_DIR: path.join(repoRoot, 'apps/web/dist'),
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        SEFAZ_SIM_CONFIG: options.simulador ? JSON.stringify(options.simulador) : '',
      },
      // Own process group, so a forced stop also takes down the PostgreSQL it started.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );

  // Kept (bounded) to explain a failed start-up; the API's password and tokens are never logged.
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  async function stop({ keepData = false } = {}): Promise<void> {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
        process.kill(-child.pid, 'SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
  }

  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, adminEmail: ADMIN_EMAIL, adminPassword, dataDir, stop };
}
