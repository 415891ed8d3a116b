import { describe, expect, it } from 'vitest';
import { calcularDvCpf, formatarCpf, isCpfValido, limparCpf } from './cpf.ts';

describe('CPF', () => {
  it.each([
    ['11144477735'],
    ['529.982.247-25'],
    ['06672992383'], // prestador da DPS de exemplo (pessoa física)
    ['98216457200'], // DPS de exemplo: DVs 00
    ['76920500230'], // NFS-e de exemplo
  ])('aceita %s', (cpf) => {
    expect(isCpfValido(cpf)).toBe(true);
  });

  it('calcula os DVs', () => {
    expect(calcularDvCpf('111444777')).toBe('35');
    expect(calcularDvCpf('982164572')).toBe('00');
    expect(() => calcularDvCpf('12345678')).toThrow(RangeError);
  });

  it.each([
    ['11144477736'],
    ['11144477745'],
    ['1114447773'],
    ['111444777350'],
    ['11111111111'],
    ['00000000000'],
    ['1114447773A'],
  ])('recusa %s', (cpf) => {
    expect(isCpfValido(cpf)).toBe(false);
  });

  it('formata e limpa', () => {
    expect(formatarCpf('11144477735')).toBe('111.444.777-35');
    expect(formatarCpf('111.444.777-35')).toBe('111.444.777-35');
    expect(formatarCpf('1234')).toBe('1234');
    expect(limparCpf('111.444.777-35')).toBe('11144477735');
  });
});
