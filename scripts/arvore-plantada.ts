import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, expect } from 'vitest';

const run = promisify(execFile);

/**
 * For the tests of a `npm run lint` script: `arvore` plants a repository-shaped tree in the system's temporary
 * folder (so the working tree never holds a planted file, and each test's tree is removed after it), `conferir`
 * runs the script on it and answers its exit code and what it printed on stderr.
 */
export function usarArvorePlantada(script: string) {
  let raiz: string | undefined;

  afterEach(() => {
    if (!raiz) return;
    rmSync(raiz, { recursive: true, force: true });
    expect(existsSync(raiz)).toBe(false);
    raiz = undefined;
  });

  function arvore(arquivos: Record<string, string>): string {
    raiz = mkdtempSync(path.join(tmpdir(), `${path.basename(script, '.mjs')}-`));
    for (const [arquivo, texto] of Object.entries(arquivos)) {
      mkdirSync(path.dirname(path.join(raiz, arquivo)), { recursive: true });
      writeFileSync(path.join(raiz, arquivo), texto);
    }
    return raiz;
  }

  async function conferir(pasta: string): Promise<{ code: number; stderr: string }> {
    try {
      const { stderr } = await run(process.execPath, [script, pasta]);
      return { code: 0, stderr };
    } catch (error) {
      const { code, stderr } = error as { code: number; stderr: string };
      return { code, stderr };
    }
  }

  return { arvore, conferir };
}
