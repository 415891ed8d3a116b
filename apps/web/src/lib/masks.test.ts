import { describe, expect, it } from 'vitest';
import { formatCpfCnpj, formatTelefone, maskCep, maskCpfCnpj, maskedOrEmpty, maskTelefone } from './masks';

describe('maskCpfCnpj', () => {
  it('masks a CPF progressively while typing', () => {
    expect(maskCpfCnpj('123')).toBe('123');
    expect(maskCpfCnpj('1234')).toBe('123.4');
    expect(maskCpfCnpj('1234567890')).toBe('123.456.789-0');
    expect(maskCpfCnpj('12345678909')).toBe('123.456.789-09');
  });

  it('switches to the CNPJ mask past 11 digits and stops at 14', () => {
    expect(maskCpfCnpj('123456789012')).toBe('12.345.678/9012');
    expect(maskCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCpfCnpj('11.222.333/0001-8199')).toBe('11.222.333/0001-81');
  });

  it('keeps the letters of an alphanumeric CNPJ, in upper case', () => {
    expect(maskCpfCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(maskCpfCnpj('1a')).toBe('1A');
  });
});

describe('maskCep / maskTelefone', () => {
  it('masks a CEP', () => {
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01310-1009')).toBe('01310-100');
  });

  it('masks landlines and mobiles', () => {
    expect(maskTelefone('11')).toBe('(11');
    expect(maskTelefone('1133334444')).toBe('(11) 3333-4444');
    expect(maskTelefone('11988887777')).toBe('(11) 98888-7777');
    expect(maskTelefone('(11) 98888-77771')).toBe('(11) 98888-7777');
    expect(maskTelefone('08001234567')).toBe('0800 123 4567');
    expect(maskTelefone('0300 789 1234')).toBe('0300 789 1234');
    expect(maskTelefone('40041234')).toBe('4004-1234');
    expect(maskTelefone('3003')).toBe('3003');
  });
});

describe('display formatters', () => {
  it('masks stored CPF and CNPJ, and shows a dash when missing', () => {
    expect(formatCpfCnpj('12345678909')).toBe('123.456.789-09');
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpfCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCpfCnpj(null)).toBe('—');
  });

  it('masks a stored phone', () => {
    expect(formatTelefone('11988887777')).toBe('(11) 98888-7777');
    expect(formatTelefone(null)).toBe('—');
  });

  it('gives form defaults masked or empty', () => {
    expect(maskedOrEmpty('01310100', maskCep)).toBe('01310-100');
    expect(maskedOrEmpty(null, maskCep)).toBe('');
  });
});
