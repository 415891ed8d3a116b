import forge from 'node-forge';
import { isCnpjValido, limparCnpj } from '../common/cnpj.ts';

/** ICP-Brasil, DOC-ICP-04: otherName do subjectAltName com o CNPJ da pessoa jurídica titular do e-CNPJ. */
export const OID_CNPJ_ICP_BRASIL = '2.16.76.1.3.3';
const OID_SUBJECT_ALT_NAME = '2.5.29.17';
const FORMATO_CNPJ = /^[0-9A-Z]{12}[0-9]{2}$/;

function cnpjDoOtherName(cert: forge.pki.Certificate): string | undefined {
  const extensao = cert.extensions.find((e: { id?: string }) => e.id === OID_SUBJECT_ALT_NAME) as
    | { value?: string }
    | undefined;
  if (typeof extensao?.value !== 'string') return undefined;
  let nomes: forge.asn1.Asn1;
  try {
    nomes = forge.asn1.fromDer(extensao.value);
  } catch {
    return undefined;
  }
  if (!Array.isArray(nomes.value)) return undefined;
  for (const nome of nomes.value) {
    // GeneralName otherName: [0] IMPLICIT SEQUENCE { type-id OID, value [0] EXPLICIT ANY }
    if (nome.tagClass !== forge.asn1.Class.CONTEXT_SPECIFIC || nome.type !== 0 || !Array.isArray(nome.value))
      continue;
    const [oid, valor] = nome.value;
    if (!oid || typeof oid.value !== 'string' || forge.asn1.derToOid(oid.value) !== OID_CNPJ_ICP_BRASIL)
      continue;
    const interno = Array.isArray(valor?.value) ? valor.value[0] : undefined;
    // As ACs usam PrintableString, UTF8String ou OCTET STRING; em todos o conteúdo são os 14 caracteres.
    if (interno && typeof interno.value === 'string') {
      const cnpj = interno.value.trim().toUpperCase();
      if (FORMATO_CNPJ.test(cnpj)) return cnpj;
    }
  }
  return undefined;
}

function cnpjDoCN(cert: forge.pki.Certificate): string | undefined {
  const cn = cert.subject.getField('CN')?.value;
  if (typeof cn !== 'string') return undefined;
  // e-CNPJ: "RAZAO SOCIAL:12345678000195"; alguns certificados de teste trazem só o CNPJ, com ou sem máscara.
  const candidatos = [cn.slice(cn.lastIndexOf(':') + 1), cn];
  for (const candidato of candidatos) {
    const limpo = limparCnpj(candidato);
    if (isCnpjValido(limpo)) return limpo;
  }
  return undefined;
}

/**
 * CNPJ do titular: o otherName 2.16.76.1.3.3 do ICP-Brasil quando existe, senão o CNPJ no CN (depois do ':').
 * undefined para e-CPF ou certificados sem CNPJ identificável.
 */
export function cnpjDoCertificado(cert: forge.pki.Certificate): string | undefined {
  return cnpjDoOtherName(cert) ?? cnpjDoCN(cert);
}
