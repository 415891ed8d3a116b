import { readFileSync } from 'node:fs';
import { type CertificadoA1, readPfx } from '@erp/fiscal/certificado';

/** Arquivo de test/fixtures (cópias sem alteração de ../shared/fiscal; veja fixtures/README.md). */
export function lerFixture(nome: string): Buffer {
  return readFileSync(new URL(`../fixtures/${nome}`, import.meta.url));
}

/** A1 público de teste: autoassinado, CN "06.157.250/0001-16", senha "minhasenha". */
export const CNPJ_A1_TESTE = '06157250000116';

export function a1DeTeste(): CertificadoA1 {
  return readPfx(lerFixture('cert_cnpj_06157250000116_senha_minhasenha.pfx'), 'minhasenha');
}

/** A amostra oficial, indentada depois de assinada (a assinatura não confere mais: veja fixtures/README.md). */
export function nfeOficialIndentada(): string {
  return lerFixture('nfe_layout4.xml').toString('utf8');
}

/** A amostra oficial sem os espaços entre as tags, exatamente como foi assinada: a assinatura confere. */
export function nfeOficialCompacta(): string {
  return nfeOficialIndentada().replace(/>\s+</g, '><').trim();
}
