import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { spawnServer } from '../support/server-process.ts';

it('SEFIN_ENDPOINT_BASE with a path stops the start naming the variable and the expected form', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'erp-variavel-malformada-'));
  try {
    const servidor = await spawnServer({
      DATA_DIR: dataDir,
      SEFIN_ENDPOINT_BASE: 'https://127.0.0.1:3443/SefinNacional',
    });
    expect(await servidor.waitExit()).toBe(1);
    expect(servidor.output()).toContain(
      'Configuração inválida: SEFIN_ENDPOINT_BASE inválida: use https://host:porta, sem caminho (recebido: https://127.0.0.1:3443/SefinNacional)',
    );
    // Refused before anything was touched, rather than answering 500 on 'Testar comunicação' later.
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
