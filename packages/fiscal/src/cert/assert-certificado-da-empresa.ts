import { formatarCnpj, limparCnpj } from '../common/cnpj.ts';
import { CertificadoError } from './certificado-error.ts';
import type { CertificadoA1 } from './read-pfx.ts';

/**
 * Confere se o certificado pode assinar pela empresa. A SEFAZ compara a raiz (8 primeiros caracteres) do CNPJ
 * do emitente com a do certificado (rejeição 213), por isso uma filial pode usar o certificado da matriz; só
 * raízes diferentes são recusadas.
 */
export function assertCertificadoDaEmpresa(cert: Pick<CertificadoA1, 'cnpj'>, cnpjEmpresa: string): void {
  if (!cert.cnpj) {
    throw new CertificadoError(
      'SEM_CNPJ',
      'O certificado não identifica um CNPJ; use o certificado e-CNPJ (A1) da empresa.',
    );
  }
  const empresa = limparCnpj(cnpjEmpresa);
  if (cert.cnpj.slice(0, 8) !== empresa.slice(0, 8)) {
    throw new CertificadoError(
      'CNPJ_DIFERENTE',
      `O certificado pertence ao CNPJ ${formatarCnpj(cert.cnpj)}, diferente do CNPJ da empresa ${formatarCnpj(empresa)}.`,
    );
  }
}
