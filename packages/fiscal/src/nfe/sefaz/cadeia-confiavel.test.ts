import { X509Certificate } from 'node:crypto';
import { rootCertificates } from 'node:tls';
import { expect, test } from 'vitest';
import { cadeiaConfiavel, raizesIcpBrasilEmbutidas } from './cadeia-confiavel.ts';

// Impressões digitais publicadas pelo ITI (veja certs/README.md). Um PEM alterado, ausente ou a mais falha aqui.
const RAIZES_ESPERADAS = {
  'Autoridade Certificadora Raiz Brasileira v10':
    '6E:0B:FF:06:9A:26:99:4C:15:DE:2C:48:88:CC:54:AF:84:88:2E:54:95:B7:FB:F6:6B:E9:CC:FF:EC:74:89:F6',
  'Autoridade Certificadora Raiz Brasileira v5':
    'CA:A5:3F:C6:09:1C:69:51:88:7C:97:6E:37:8F:6E:F8:9A:A6:37:7C:55:D9:7B:64:75:42:2B:71:ED:7E:9B:17',
};

test('as raízes ICP-Brasil v10 e v5 embutidas são as publicadas pelo ITI (impressão digital SHA-256)', () => {
  const certificados = raizesIcpBrasilEmbutidas().map((pem) => new X509Certificate(pem));
  const nomeComum = (certificado: X509Certificate) => /CN=(.+)/.exec(certificado.subject)?.[1] ?? '';
  const embutidas = Object.fromEntries(certificados.map((c) => [nomeComum(c), c.fingerprint256]));
  expect(embutidas).toEqual(RAIZES_ESPERADAS);
  for (const certificado of certificados) {
    expect(certificado.ca).toBe(true);
    expect(certificado.checkIssued(certificado)).toBe(true);
    expect(certificado.verify(certificado.publicKey)).toBe(true);
  }
});

test('a cadeia confiável junta as raízes do Node, a ICP-Brasil e as extras, nessa ordem', () => {
  const extra = '-----BEGIN CERTIFICATE-----\nextra\n-----END CERTIFICATE-----\n';
  const cadeia = cadeiaConfiavel([extra]);
  expect(cadeia.slice(0, rootCertificates.length)).toEqual([...rootCertificates]);
  expect(cadeia.slice(rootCertificates.length, -1)).toEqual([...raizesIcpBrasilEmbutidas()]);
  expect(cadeia.at(-1)).toBe(extra);
});
