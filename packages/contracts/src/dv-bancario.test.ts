import { describe, expect, it } from 'vitest';
import { normalizarChavePix } from './contas-bancarias.ts';
import { dvModulo10, dvModulo11, normalizarAgencia, normalizarConta } from './dv-bancario.ts';

describe('check digits of agência and conta', () => {
  it('Banco do Brasil: módulo 11 with weights 2..9, a remainder of 10 written X and 11 written 0', () => {
    // 1*6 + 2*5 + 3*4 + 4*3 + 5*2 = 50; 50 mod 11 = 6; 11 - 6 = 5
    expect(dvModulo11('12345', 9, 'X')).toBe('5');
    // 1*5 + 9*2 = 23; 23 mod 11 = 1; 11 - 1 = 10 -> X
    expect(normalizarConta('001', '1234-3', '1009x')).toEqual({ conta: '1009-X' });
    // 7*5 = 35; 35 mod 11 = 2 -> 9
    expect(normalizarConta('001', '1234-3', '7000-0')).toEqual({
      erro: 'Conta inválida (dígito verificador não confere).',
    });
    expect(normalizarAgencia('001', '1234-3')).toEqual({ agencia: '1234-3' });
    expect(normalizarAgencia('001', '1234')).toEqual({ agencia: '1234' });
  });

  it('Bradesco: the conta cycles weights 2..7 and writes a 10 as P', () => {
    // 6*2 + 5*3 + 4*4 + 3*5 + 2*6 + 1*7 = 77; 77 mod 11 = 0 -> 0
    expect(normalizarConta('237', '3010-4', '123456-0')).toEqual({ conta: '123456-0' });
    expect(dvModulo11('1009', 7, 'P')).toBe('P');
    expect(normalizarConta('237', '3010', '12345678-9')).toEqual({
      erro: 'A conta do Bradesco tem até 7 dígitos.',
    });
  });

  it('Itaú: the DAC is módulo 10 over agência and conta, and the agência has no DV', () => {
    expect(dvModulo10('005712345')).toBe('7');
    expect(normalizarConta('341', '0057', '12345-7')).toEqual({ conta: '12345-7' });
    expect(normalizarConta('341', '0058', '12345-7')).toEqual({
      erro: 'Conta inválida (dígito verificador não confere).',
    });
    expect(normalizarAgencia('341', '0057-1')).toEqual({
      erro: 'A agência do Itaú não tem dígito verificador.',
    });
  });

  it('another bank is checked for format only', () => {
    expect(normalizarConta('756', '3069', '0001234-5')).toEqual({ conta: '0001234-5' });
    expect(normalizarConta('756', '3069', '1234')).toEqual({ conta: '123-4' });
    expect(normalizarConta('756', '3069', 'abc')).toEqual({
      erro: 'Conta no formato 12345-6 (com o dígito verificador).',
    });
  });
});

describe('PIX keys as the DICT writes them', () => {
  it('phone with +55 and DDD, e-mail and random key in lower case, CPF/CNPJ as digits', () => {
    expect(normalizarChavePix('TELEFONE', '(11) 3333-4444')).toEqual({ chave: '+551133334444' });
    expect(normalizarChavePix('TELEFONE', '+55 (21) 98765-4321')).toEqual({ chave: '+5521987654321' });
    expect(normalizarChavePix('TELEFONE', '+1 202 555 0100')).toEqual({
      erro: 'Telefone com DDD, no formato +55 11 91234-5678.',
    });
    expect(normalizarChavePix('EMAIL', `${'a'.repeat(70)}@ex.com.br`)).toEqual({
      erro: 'A chave e-mail tem no máximo 77 caracteres.',
    });
    expect(normalizarChavePix('CNPJ', '11.222.333/0001-81')).toEqual({ chave: '11222333000181' });
    expect(normalizarChavePix('CPF', '111.111.111-11')).toEqual({ erro: 'CPF inválido.' });
  });
});
