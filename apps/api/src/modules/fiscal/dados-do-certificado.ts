import { X509Certificate } from 'node:crypto';
import type { CertificadoA1 } from '@erp/fiscal/certificado';

/**
 * What is kept and shown of an A1 besides the encrypted file: the holder (the e-CNPJ's CN is
 * "RAZÃO SOCIAL:CNPJ", shown without the CNPJ that has its own field), the issuing CA, the serial number in
 * hexadecimal as certificate viewers show it, and the validity.
 */
export function dadosDoCertificado(lido: CertificadoA1) {
  const cnpj = lido.cnpj ?? '';
  const titular =
    cnpj && lido.subjectCN.endsWith(`:${cnpj}`) ? lido.subjectCN.slice(0, -cnpj.length - 1) : '';
  return {
    titular: titular || lido.subjectCN,
    cnpj,
    emissor: lido.issuerCN ?? '',
    serie: new X509Certificate(lido.certificatePem).serialNumber.toUpperCase(),
    validoDe: lido.notBefore,
    validoAte: lido.notAfter,
  };
}
