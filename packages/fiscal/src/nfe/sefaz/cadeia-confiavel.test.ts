import { X509Certificate } from 'node:crypto';
import { rootCertificates } from 'node:tls';
import { expect, test } from 'vitest';
import { cadeiaConfiavel, raizesIcpBrasilEmbutidas } from './cadeia-confiavel.ts';

test('a raiz ICP-Brasil v10 embutida é a publicada pelo ITI (impressão digital SHA-256)', () => {
  const [raiz] = raizesIcpBrasilEmbutidas();
  const certificado = new X509Certificate(raiz ?? '');
  expect(certificado.fingerprint256).toBe(
    '6E:0B:FF:06:9A:26:99:4C:15:DE:2C:48:88:CC:54:AF:84:88:2E:54:95:B7:FB:F6:6B:E9:CC:FF:EC:74:89:F6',
  );
  expect(certificado.subject).toContain('CN=Autoridade Certificadora Raiz Brasileira v10');
  expect(certificado.ca).toBe(true);
});

test('a cadeia confiável junta as raízes do Node, a ICP-Brasil e as extras, nessa ordem', () => {
  const extra = '-----BEGIN CERTIFICATE-----\nextra\n-----END CERTIFICATE-----\n';
  const cadeia = cadeiaConfiavel([extra]);
  expect(cadeia.slice(0, rootCertificates.length)).toEqual([...rootCertificates]);
  expect(cadeia.slice(rootCertificates.length, -1)).toEqual([...raizesIcpBrasilEmbutidas()]);
  expect(cadeia.at(-1)).toBe(extra);
});
