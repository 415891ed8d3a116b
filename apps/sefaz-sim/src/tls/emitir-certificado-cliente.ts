import forge from 'node-forge';
import type { CertificadosSimulador } from './gerar-certificados.ts';
import { montarCertificado } from './gerar-certificados.ts';

export interface PedidoCertificadoCliente {
  /** CNPJ do titular, 14 caracteres sem máscara. */
  cnpj: string;
  razaoSocial: string;
  /** Padrão: 365 dias a partir de ontem. */
  validadeDias?: number;
  inicio?: Date;
}

export interface CertificadoCliente {
  certPem: string;
  keyPem: string;
  /** PFX (AES-256) com a chave, o certificado e a AC do simulador, como um A1 de verdade. */
  pfx: Buffer;
  senha: string;
}

/**
 * Emite um "A1 de simulação" pela AC do simulador, com o CNPJ no CN ("RAZÃO:CNPJ", como no e-CNPJ). Serve para
 * a empresa que ainda não tem certificado usar o modo simulação, e para testes com mais de uma empresa.
 */
export function emitirCertificadoCliente(
  certificados: CertificadosSimulador,
  pedido: PedidoCertificadoCliente,
  senha: string,
): CertificadoCliente {
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(pedido.cnpj)) {
    throw new RangeError(`CNPJ inválido para o certificado: "${pedido.cnpj}".`);
  }
  const ac = {
    cert: forge.pki.certificateFromPem(certificados.caPem),
    chave: forge.pki.privateKeyFromPem(certificados.caKeyPem) as forge.pki.rsa.PrivateKey,
  };
  const { cert, chave, chavePem } = montarCertificado({
    subject: [
      { name: 'countryName', value: 'BR' },
      { name: 'organizationName', value: 'ICP-Brasil (simulação)' },
      { name: 'commonName', value: `${pedido.razaoSocial}:${pedido.cnpj}` },
    ],
    validadeDias: pedido.validadeDias ?? 365,
    emissor: ac,
    ...(pedido.inicio ? { inicio: pedido.inicio } : {}),
    extensoes: [
      { name: 'basicConstraints', cA: false },
      {
        name: 'keyUsage',
        digitalSignature: true,
        nonRepudiation: true,
        keyEncipherment: true,
        critical: true,
      },
      { name: 'extKeyUsage', clientAuth: true, emailProtection: true },
    ],
  });
  const pfx = forge.pkcs12.toPkcs12Asn1(chave, [cert, ac.cert], senha, { algorithm: 'aes256' });
  return {
    certPem: forge.pki.certificateToPem(cert),
    keyPem: chavePem,
    pfx: Buffer.from(forge.asn1.toDer(pfx).getBytes(), 'binary'),
    senha,
  };
}
