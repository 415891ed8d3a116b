import { describe, expect, it } from 'vitest';
import { zCepOpcional, zCpfCnpj, zDecimal, zTelefoneOpcional, zTextoOpcional } from './fields.ts';

describe('zDecimal', () => {
  const money = zDecimal({ scale: 2, min: 0 });
  it('keeps exact decimal strings and reads numbers through their decimal form', () => {
    expect(money.parse('1234.5')).toBe('1234.5');
    expect(money.parse(19.9)).toBe('19.9');
  });
  it('refuses float noise, extra places, negatives and text', () => {
    expect(money.safeParse(0.1 + 0.2).success).toBe(false);
    expect(money.safeParse('1.234').success).toBe(false);
    expect(money.safeParse('-1').error?.issues[0]?.message).toBe('O valor mínimo é 0.');
    expect(money.safeParse('12,50').success).toBe(false);
  });
});

describe('zCpfCnpj', () => {
  it('strips masks and verifies check digits', () => {
    expect(zCpfCnpj.parse('11.222.333/0001-81')).toBe('11222333000181');
    expect(zCpfCnpj.parse('529.982.247-25')).toBe('52998224725');
    expect(zCpfCnpj.safeParse('11.222.333/0001-82').success).toBe(false);
    expect(zCpfCnpj.safeParse('111.111.111-11').success).toBe(false);
  });
  it('accepts the alphanumeric CNPJ, upper-casing it', () => {
    // 12ABC34501DE: weights 5..2,9..2 over ASCII-48 values give the check digits 35.
    expect(zCpfCnpj.parse('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });
});

describe('optional text and CEP', () => {
  it('turns blanks into null and strips the CEP mask', () => {
    expect(zTextoOpcional().parse('   ')).toBeNull();
    expect(zCepOpcional.parse('13054-000')).toBe('13054000');
    expect(zCepOpcional.safeParse('1305-000').error?.issues[0]?.message).toBe('O CEP deve ter 8 dígitos.');
  });
});

describe('zTelefoneOpcional', () => {
  it('keeps the digits of every Brazilian format: area code, mobile, 0800 and the national 4004 numbers', () => {
    expect(zTelefoneOpcional.parse('(11) 3333-4444')).toBe('1133334444');
    expect(zTelefoneOpcional.parse('(11) 98888-7777')).toBe('11988887777');
    expect(zTelefoneOpcional.parse('0800 123 4567')).toBe('08001234567');
    expect(zTelefoneOpcional.parse('4004-1234')).toBe('40041234');
    expect(zTelefoneOpcional.parse('3003-5678')).toBe('30035678');
    expect(zTelefoneOpcional.parse('')).toBeNull();
  });
  it('refuses a local number without area code and numbers too long', () => {
    expect(zTelefoneOpcional.safeParse('3333-4444').success).toBe(false);
    expect(zTelefoneOpcional.safeParse('119888877771').success).toBe(false);
  });
});
