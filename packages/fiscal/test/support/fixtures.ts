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

/** Remove as Signature do documento (para reassinar uma amostra). */
export function semAssinatura(xml: string): string {
  return xml.replace(
    /<Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">[\s\S]*?<\/Signature>/g,
    '',
  );
}

/** O primeiro elemento `nome` completo do texto (ex.: o envEvento de dentro de um envelope SOAP). */
export function extrairElemento(xml: string, nome: string): string {
  const trecho = new RegExp(`<${nome}[\\s>][\\s\\S]*</${nome}>`).exec(xml)?.[0];
  if (!trecho) throw new Error(`Elemento ${nome} não encontrado na fixture.`);
  return trecho;
}

/** Os DigestValue do documento, em ordem. */
export function digestsDe(xml: string): string[] {
  return [...xml.matchAll(/<DigestValue>([^<]*)<\/DigestValue>/g)].map((m) => (m[1] ?? '').trim());
}
