import { spawn } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A copy of what the web app is built from (its sources, the packages it imports, the lockfile, this script),
 * with the installed node_modules linked: the build is real, and no one editing the working tree meanwhile changes
 * what the test counts as "the sources".
 */
function copiaDoRepositorio(): string {
  const copia = mkdtempSync(path.join(os.tmpdir(), 'erp-construir-web-'));
  const semGerados = (origem: string) => !/[/\\](node_modules|dist)([/\\]|$)/.test(origem);
  for (const item of ['apps/web', 'packages/contracts', 'packages/fiscal', 'scripts/construir-web.mjs']) {
    cpSync(path.join(raiz, item), path.join(copia, item), { recursive: true, filter: semGerados });
  }
  for (const arquivo of ['package.json', 'package-lock.json', 'tsconfig.base.json']) {
    cpSync(path.join(raiz, arquivo), path.join(copia, arquivo));
  }
  symlinkSync(path.join(raiz, 'node_modules'), path.join(copia, 'node_modules'));
  return copia;
}

/**
 * The script as `npm start` runs it, in a child process (spawned, so the test runner's worker keeps answering).
 * With `pararAoConstruir` the child is stopped as soon as it says it is building: the decision is what is under
 * test, and a second build would only cost the run its seconds.
 */
function iniciar(
  copia: string,
  { pararAoConstruir = false } = {},
): Promise<{ saida: string; status: number | null; segundos: number }> {
  const inicio = Date.now();
  const filho = spawn(process.execPath, ['scripts/construir-web.mjs'], {
    cwd: copia,
    env: { PATH: process.env.PATH ?? '' },
    // Its own process group, so stopping it also stops the vite build it runs.
    detached: true,
  });
  let saida = '';
  let parado = false;
  filho.stdout.on('data', (c: Buffer) => {
    saida += c.toString('utf8');
    if (pararAoConstruir && !parado && filho.pid && saida.includes('Construindo a interface web')) {
      parado = true;
      process.kill(-filho.pid, 'SIGTERM');
    }
  });
  filho.stderr.on('data', (c: Buffer) => {
    saida += c.toString('utf8');
  });
  return new Promise((resolve) =>
    filho.once('close', (status) => resolve({ saida, status, segundos: (Date.now() - inicio) / 1000 })),
  );
}

// `npm start` runs scripts/construir-web.mjs before the server: a real vite build, so minutes on a loaded machine.
describe('npm start builds the web app only when its sources changed', { timeout: 600_000 }, () => {
  let copia: string;
  beforeAll(() => {
    copia = copiaDoRepositorio();
  });
  afterAll(() => rmSync(copia, { recursive: true, force: true }));

  it('builds on the first start, starts from the built files on the next, rebuilds after a change', async () => {
    const indice = path.join(copia, 'apps/web/dist/index.html');
    const primeira = await iniciar(copia);
    expect(primeira.status).toBe(0);
    expect(primeira.saida).toContain('Construindo a interface web (a interface ainda não foi construída)...');
    expect(primeira.saida).toMatch(/Interface web construída em \d+\.\d s\./);
    // The two Rollup warnings about zod's comments are gone, and vite lists no files.
    expect(primeira.saida).not.toMatch(/annotation|warn|kB/i);
    expect(existsSync(indice)).toBe(true);
    expect(readFileSync(path.join(copia, 'apps/web/.dist.carimbo'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
    const construidoEm = statSync(indice).mtimeMs;

    const segunda = await iniciar(copia);
    expect(segunda).toMatchObject({
      status: 0,
      saida: 'Interface web atualizada em apps/web/dist: sem reconstruir.\n',
    });
    expect(statSync(indice).mtimeMs).toBe(construidoEm);
    // The hash of about 4 MB of sources, against a build of tens of seconds.
    expect(segunda.segundos).toBeLessThan(primeira.segundos / 3);

    appendFileSync(path.join(copia, 'apps/web/src/main.tsx'), '\n// alterado\n');
    const terceira = await iniciar(copia, { pararAoConstruir: true });
    expect(terceira.saida).toContain(
      'Construindo a interface web (as fontes mudaram desde a última construção)...',
    );
  });
});
