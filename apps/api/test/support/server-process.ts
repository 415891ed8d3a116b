import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServerProcess = {
  proc: ChildProcess;
  port: number;
  baseUrl: string;
  output: () => string;
  waitHealthy: () => Promise<void>;
  waitExit: () => Promise<number | null>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/** The real server (`npm start`'s entry point) as a child process on its own data directory. */
export async function spawnServer(
  env: Record<string, string>,
  as?: { uid: number; gid: number },
): Promise<ServerProcess> {
  const port = await freePort();
  const proc = spawn(
    process.execPath,
    ['--import', './src/preload.mjs', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        WEB_DIST_DIR: '/nonexistent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...as,
    },
  );
  let out = '';
  proc.stdout?.on('data', (c: Buffer) => {
    out += c.toString('utf8');
  });
  proc.stderr?.on('data', (c: Buffer) => {
    out += c.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    proc,
    port,
    baseUrl,
    output: () => out,
    waitExit: () => exited,
    waitHealthy: async () => {
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        if (proc.exitCode !== null) throw new Error(`o servidor saiu (${proc.exitCode}): ${out}`);
        try {
          if ((await fetch(`${baseUrl}/api/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`o servidor não respondeu: ${out}`);
    },
  };
}
