import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { spawnServer } from '../support/server-process.ts';

it('a wrong APP_SECRET_KEY stops the start-up with the reason in Portuguese, never repeating the key', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'erp-chave-errada-'));
  try {
    const chaveErrada = 'c2VncmVkby1jdXJ0by1kZW1haXM=';
    const servidor = await spawnServer({ DATA_DIR: dataDir, APP_SECRET_KEY: chaveErrada });
    expect(await servidor.waitExit()).toBe(1);
    expect(servidor.output()).toContain(
      'Configuração inválida: APP_SECRET_KEY deve ser uma chave de exatamente 32 bytes em base64 (gere uma com: openssl rand -base64 32).',
    );
    expect(servidor.output()).not.toContain(chaveErrada);
    // Refused before anything was touched: no database, no key file.
    expect(existsSync(path.join(dataDir, 'app-secret.key'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
