import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { lerFixtureTexto } from '../../test/support/fixtures.ts';
import { cnpjDoCertificado } from './cnpj-do-certificado.ts';

function certificadoDaAmostra(arquivo: string): forge.pki.Certificate {
  const xml = lerFixtureTexto(arquivo);
  const base64 = /<X509Certificate>([\s\S]*?)<\/X509Certificate>/.exec(xml)?.[1]?.replace(/\s/g, '') ?? '';
  return forge.pki.certificateFromAsn1(forge.asn1.fromDer(forge.util.decode64(base64)));
}

describe('cnpjDoCertificado', () => {
  it('lê o otherName 2.16.76.1.3.3 de um e-CNPJ ICP-Brasil real (assinatura da NF-e de exemplo)', () => {
    const cert = certificadoDaAmostra('nfe/nfe_layout4.xml');
    expect(cert.subject.getField('CN')?.value).toBe('DIGITINS SISTEMAS DE INFORMATICA LTDA:06929383000163');
    expect(cnpjDoCertificado(cert)).toBe('06929383000163');
  });

  it('usa o CN quando não há otherName, e nada quando o CN não tem um CNPJ válido', () => {
    const montar = (cn: string): forge.pki.Certificate => {
      const cert = forge.pki.createCertificate();
      cert.setSubject([{ name: 'commonName', value: cn }]);
      return cert;
    };
    expect(cnpjDoCertificado(montar('EMPRESA X:12345678000195'))).toBe('12345678000195');
    expect(cnpjDoCertificado(montar('EMPRESA X:12ABC34501DE35'))).toBe('12ABC34501DE35');
    expect(cnpjDoCertificado(montar('12.345.678/0001-95'))).toBe('12345678000195');
    expect(cnpjDoCertificado(montar('FULANO DE TAL:11144477735'))).toBeUndefined(); // e-CPF
    expect(cnpjDoCertificado(montar('EMPRESA X:12345678000196'))).toBeUndefined(); // DV errado
  });
});
