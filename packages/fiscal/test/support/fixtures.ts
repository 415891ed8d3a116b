import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Caminho absoluto de um arquivo em test/fixtures. */
export function caminhoFixture(relativo: string): string {
  return fileURLToPath(new URL(`../fixtures/${relativo}`, import.meta.url));
}

export function lerFixture(relativo: string): Buffer {
  return readFileSync(caminhoFixture(relativo));
}

export function lerFixtureTexto(relativo: string): string {
  return readFileSync(caminhoFixture(relativo), 'utf8');
}

/** Senha dos PFX gerados para os testes (test/fixtures/README.md). */
export const SENHA_PFX_TESTE = 'teste1234';
