import { X509Certificate } from 'node:crypto';
import { cnpjDoCertificado } from '@erp/fiscal/certificado';
import { C14N, ENVELOPED, RSA_SHA1, SHA1, verificarAssinatura } from '@erp/fiscal/xml';
import forge from 'node-forge';
import { type Resultado, resultado } from '../nfe/motivos.ts';
import { atributo, filho, filhos, type NoXml, texto } from './ler-xml.ts';

export interface AssinaturaConferida {
  /** DigestValue da Reference: vira o digVal do protocolo. */
  digestValue: string;
  /** CNPJ do titular do certificado da assinatura (14 caracteres). */
  cnpjSignatario: string;
}

function pem(base64: string): string {
  const limpo = base64.replace(/\s/g, '');
  return `-----BEGIN CERTIFICATE-----\n${limpo.replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END CERTIFICATE-----\n`;
}

/** Grupo E do MOC: o certificado da assinatura (não há cadeia ICP-Brasil aqui; E04 a E07 não se aplicam). */
function conferirCertificado(base64: string | undefined, agora: Date): Resultado | { cnpj: string } {
  if (!base64) return resultado('290');
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(pem(base64));
  } catch {
    return resultado('290');
  }
  if (cert.ca) return resultado('290'); // E01: não pode ser certificado de AC
  if (agora < new Date(cert.validFrom) || agora > new Date(cert.validTo)) return resultado('291'); // E02
  let cnpj: string | undefined;
  try {
    cnpj = cnpjDoCertificado(forge.pki.certificateFromPem(cert.toString()));
  } catch {
    return resultado('290');
  }
  return cnpj ? { cnpj } : resultado('292'); // E03
}

/** F01: perfil da assinatura (algoritmos, uma só Reference apontando para o Id do elemento assinado). */
function conferirPadrao(assinatura: NoXml, id: string): boolean {
  const signedInfo = filho(assinatura, 'SignedInfo');
  const referencias = filhos(signedInfo, 'Reference');
  const referencia = referencias[0];
  if (!signedInfo || referencias.length !== 1 || !referencia) return false;
  const transformacoes = filhos(filho(referencia, 'Transforms'), 'Transform').map((t) =>
    atributo(t, 'Algorithm'),
  );
  return (
    atributo(filho(signedInfo, 'CanonicalizationMethod'), 'Algorithm') === C14N &&
    atributo(filho(signedInfo, 'SignatureMethod'), 'Algorithm') === RSA_SHA1 &&
    atributo(filho(referencia, 'DigestMethod'), 'Algorithm') === SHA1 &&
    atributo(referencia, 'URI') === `#${id}` &&
    transformacoes.length === 2 &&
    transformacoes[0] === ENVELOPED &&
    transformacoes[1] === C14N
  );
}

/**
 * Grupos E e F do MOC para um documento isolado (NFe, evento, inutNFe): certificado da assinatura (290, 291,
 * 292), padrão (298) e valor (297). `raiz` é o elemento pai lido (NFe, evento, inutNFe), que contém o elemento
 * assinado com Id `id` e a Signature.
 */
export function conferirAssinatura(
  documento: string,
  raiz: NoXml,
  id: string,
  agora: Date,
): Resultado | AssinaturaConferida {
  const assinatura = filho(raiz, 'Signature');
  if (!assinatura) return resultado('298');
  const certificado = conferirCertificado(texto(assinatura, 'KeyInfo/X509Data/X509Certificate'), agora);
  if ('cStat' in certificado) return certificado;
  if (!conferirPadrao(assinatura, id)) return resultado('298');
  // F02: digest e SignatureValue, pela verificação do pacote fiscal (xml-crypto sobre os bytes recebidos).
  if (!verificarAssinatura(documento, { perfilSefaz: true }).valida) return resultado('297');
  return {
    digestValue: texto(assinatura, 'SignedInfo/Reference/DigestValue') ?? '',
    cnpjSignatario: certificado.cnpj,
  };
}
