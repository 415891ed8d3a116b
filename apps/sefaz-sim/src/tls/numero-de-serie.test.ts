import { createSecureContext } from 'node:tls';
import { describe, expect, it } from 'vitest';
import { numeroDeSerie, obterCertificados } from './gerar-certificados.ts';

describe('numeroDeSerie', () => {
  it('is always a positive INTEGER in minimal DER: 16 bytes, the first 0x01-0x7F', () => {
    for (let i = 0; i < 20_000; i++) {
      const serial = numeroDeSerie();
      expect(serial).toMatch(/^[0-9a-f]{32}$/);
      const primeiro = Number.parseInt(serial.slice(0, 2), 16);
      expect(primeiro >= 0x01 && primeiro <= 0x7f, serial).toBe(true);
    }
  });

  it('gives certificates OpenSSL loads with their keys', () => {
    const certificados = obterCertificados();
    expect(() => createSecureContext({ key: certificados.keyPem, cert: certificados.certPem })).not.toThrow();
    expect(() => createSecureContext({ key: certificados.caKeyPem, cert: certificados.caPem })).not.toThrow();
  });
});
