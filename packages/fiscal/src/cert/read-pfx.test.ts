import { describe, expect, it } from 'vitest';
import { lerFixture, SENHA_PFX_TESTE } from '../../test/support/fixtures.ts';
import { CertificadoError } from './certificado-error.ts';
import { formatarDataCertificado, readPfx } from './read-pfx.ts';

function erroDe(fn: () => unknown): CertificadoError {
  try {
    fn();
  } catch (erro) {
    if (erro instanceof CertificadoError) return erro;
    throw erro;
  }
  throw new Error('esperava CertificadoError');
}

describe('readPfx', () => {
  it('lê o certificado público de teste (AES-256, PBES2/PBKDF2, MAC SHA-256)', () => {
    const cert = readPfx(lerFixture('certs/cert_cnpj_06157250000116_senha_minhasenha.pfx'), 'minhasenha');
    expect(cert.cnpj).toBe('06157250000116');
    expect(cert.subjectCN).toBe('06.157.250/0001-16');
    expect(cert.notBefore.toISOString()).toBe('2024-06-07T14:56:44.000Z');
    expect(cert.notAfter.toISOString()).toBe('2034-06-05T14:56:44.000Z');
    expect(cert.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----\r?\n/);
    expect(cert.certificatePem).toMatch(/^-----BEGIN CERTIFICATE-----\r?\n/);
    // O arquivo repete o próprio certificado como "CA": a cadeia não deve trazer o titular.
    expect(cert.chainPem).toEqual([]);
    expect(Buffer.from(cert.certificateDerBase64, 'base64')[0]).toBe(0x30);
  });

  it('lê o PFX legado RC2-40/3DES, que o OpenSSL 3 recusa', () => {
    const cert = readPfx(lerFixture('certs/legado-rc2-3des.pfx'), SENHA_PFX_TESTE);
    expect(cert.cnpj).toBe('12345678000195');
    expect(cert.subjectCN).toBe('EMPRESA TESTE:12345678000195');
    expect(cert.issuerCN).toBe('AC TESTE ERP');
    expect(cert.chainPem).toHaveLength(1);
    expect(cert.notAfter.toISOString()).toBe('2049-12-31T23:59:59.000Z');
  });

  it('lê o mesmo titular do PFX moderno e do legado (mesma chave e certificado)', () => {
    const legado = readPfx(lerFixture('certs/legado-rc2-3des.pfx'), SENHA_PFX_TESTE);
    const moderno = readPfx(lerFixture('certs/moderno-aes.pfx'), SENHA_PFX_TESTE);
    expect(moderno.certificateDerBase64).toBe(legado.certificateDerBase64);
    expect(moderno.privateKeyPem).toBe(legado.privateKeyPem);
  });

  it('prefere o CNPJ do otherName ICP-Brasil 2.16.76.1.3.3 ao CN', () => {
    const cert = readPfx(lerFixture('certs/icp-brasil-oid.pfx'), SENHA_PFX_TESTE);
    expect(cert.subjectCN).toBe('EMPRESA OID LTDA');
    expect(cert.cnpj).toBe('11222333000181');
  });

  it('a chave privada e o certificado devolvidos assinam e verificam com node:crypto', async () => {
    const { createSign, createVerify } = await import('node:crypto');
    const cert = readPfx(lerFixture('certs/legado-rc2-3des.pfx'), SENHA_PFX_TESTE);
    const assinatura = createSign('RSA-SHA1').update('NF-e').sign(cert.privateKeyPem);
    expect(createVerify('RSA-SHA1').update('NF-e').verify(cert.certificatePem, assinatura)).toBe(true);
  });

  it.each([
    ['certs/legado-rc2-3des.pfx'],
    ['certs/moderno-aes.pfx'],
    ['certs/cert_cnpj_06157250000116_senha_minhasenha.pfx'],
  ])('senha errada em %s', (arquivo) => {
    const erro = erroDe(() => readPfx(lerFixture(arquivo), 'senha-errada'));
    expect(erro.codigo).toBe('SENHA_INCORRETA');
    expect(erro.message).toBe('Senha do certificado incorreta.');
    expect(erro.message).not.toContain('senha-errada');
  });

  it('certificado vencido, com a data no horário de Brasília', () => {
    // notAfter 2021-01-01T00:00:00Z = 31/12/2020 21:00 em Brasília.
    const erro = erroDe(() => readPfx(lerFixture('certs/vencido.pfx'), SENHA_PFX_TESTE));
    expect(erro.codigo).toBe('VENCIDO');
    expect(erro.message).toBe('Certificado vencido em 31/12/2020.');
  });

  it('certificado ainda não válido', () => {
    // notBefore 2090-01-01T00:00:00Z = 31/12/2089 21:00 em Brasília.
    const erro = erroDe(() => readPfx(lerFixture('certs/ainda-nao-valido.pfx'), SENHA_PFX_TESTE));
    expect(erro.codigo).toBe('AINDA_NAO_VALIDO');
    expect(erro.message).toBe('Certificado ainda não é válido (início em 31/12/2089).');
  });

  it('lê um vencido sem conferir a validade, para mostrar os dados ao usuário', () => {
    const cert = readPfx(lerFixture('certs/vencido.pfx'), SENHA_PFX_TESTE, { verificarValidade: false });
    expect(cert.notAfter.toISOString()).toBe('2021-01-01T00:00:00.000Z');
    expect(cert.cnpj).toBe('12345678000195');
  });

  it('confere a validade no instante informado', () => {
    const arquivo = lerFixture('certs/legado-rc2-3des.pfx');
    expect(() => readPfx(arquivo, SENHA_PFX_TESTE, { agora: new Date('2023-12-31T23:59:59Z') })).toThrow(
      'Certificado ainda não é válido (início em 31/12/2023).',
    );
    expect(() => readPfx(arquivo, SENHA_PFX_TESTE, { agora: new Date('2050-01-01T12:00:00Z') })).toThrow(
      'Certificado vencido em 31/12/2049.',
    );
    expect(readPfx(arquivo, SENHA_PFX_TESTE, { agora: new Date('2030-06-01T00:00:00Z') }).cnpj).toBe(
      '12345678000195',
    );
  });

  it('arquivo sem chave privada', () => {
    const erro = erroDe(() => readPfx(lerFixture('certs/sem-chave.pfx'), SENHA_PFX_TESTE));
    expect(erro.codigo).toBe('SEM_CHAVE_PRIVADA');
    expect(erro.message).toBe('O arquivo não contém a chave privada do certificado.');
  });

  it('arquivo que não é PFX', () => {
    const erro = erroDe(() => readPfx(lerFixture('nfe/nfe_layout4.xml'), 'x'));
    expect(erro.codigo).toBe('ARQUIVO_INVALIDO');
    expect(erro.message).toBe('O arquivo não é um certificado A1 (PFX/P12) válido.');
    expect(erroDe(() => readPfx(new Uint8Array(), 'x')).codigo).toBe('ARQUIVO_INVALIDO');
  });

  it('formata datas em dd/mm/aaaa no fuso de Brasília', () => {
    expect(formatarDataCertificado(new Date('2026-07-01T02:59:59Z'))).toBe('30/06/2026');
    expect(formatarDataCertificado(new Date('2026-07-01T03:00:00Z'))).toBe('01/07/2026');
  });
});
