import { describe, expect, it } from 'vitest';
import { assertCertificadoDaEmpresa } from './assert-certificado-da-empresa.ts';
import { CertificadoError } from './certificado-error.ts';

describe('assertCertificadoDaEmpresa', () => {
  it('aceita o CNPJ da empresa, com ou sem máscara', () => {
    expect(() => assertCertificadoDaEmpresa({ cnpj: '12345678000195' }, '12.345.678/0001-95')).not.toThrow();
  });

  it('aceita o certificado da matriz numa filial (mesma raiz, como a SEFAZ)', () => {
    expect(() => assertCertificadoDaEmpresa({ cnpj: '12345678000195' }, '12345678000276')).not.toThrow();
  });

  it('recusa CNPJ de outra empresa, com as máscaras na mensagem', () => {
    const chamada = () => assertCertificadoDaEmpresa({ cnpj: '06157250000116' }, '12345678000195');
    expect(chamada).toThrow(CertificadoError);
    expect(chamada).toThrow(
      'O certificado pertence ao CNPJ 06.157.250/0001-16, diferente do CNPJ da empresa 12.345.678/0001-95.',
    );
  });

  it('recusa certificado sem CNPJ (e-CPF)', () => {
    expect(() => assertCertificadoDaEmpresa({ cnpj: undefined }, '12345678000195')).toThrow(
      'O certificado não identifica um CNPJ; use o certificado e-CNPJ (A1) da empresa.',
    );
  });
});
