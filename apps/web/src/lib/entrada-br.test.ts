import { describe, expect, it } from 'vitest';
import {
  dataDaEntrada,
  dataParaEntrada,
  decimalDaEntrada,
  decimalParaEntrada,
  decimalReformatado,
  mascaraData,
} from './entrada-br';

describe('decimals typed the Brazilian way', () => {
  it('reads the comma as the decimal separator and dots as thousands', () => {
    expect(decimalDaEntrada('250,5')).toBe('250.5');
    expect(decimalDaEntrada('1.234,56')).toBe('1234.56');
    expect(decimalDaEntrada('1234,56')).toBe('1234.56');
    expect(decimalDaEntrada('1.234.567,8')).toBe('1234567.8');
    expect(decimalDaEntrada('R$ 1.234,56')).toBe('1234.56');
    expect(decimalDaEntrada('0,0125')).toBe('0.0125');
    expect(decimalDaEntrada(',5')).toBe('0.5');
    expect(decimalDaEntrada('250,')).toBe('250');
    expect(decimalDaEntrada('-10,5')).toBe('-10.5');
  });

  it('reads dots in groups of three as thousands, as pt-BR does', () => {
    expect(decimalDaEntrada('1.234')).toBe('1234');
    expect(decimalDaEntrada('12.345.678')).toBe('12345678');
  });

  it('takes a single dot that cannot be thousands as the decimal point', () => {
    expect(decimalDaEntrada('250.5')).toBe('250.5');
    expect(decimalDaEntrada('1234.56')).toBe('1234.56');
    expect(decimalDaEntrada('0.25')).toBe('0.25');
    expect(decimalDaEntrada('250')).toBe('250');
  });

  it('refuses what is not one number, and keeps blank as blank', () => {
    expect(decimalDaEntrada('')).toBe('');
    expect(decimalDaEntrada('  ')).toBe('');
    expect(decimalDaEntrada('1,2,3')).toBeNull();
    expect(decimalDaEntrada('1.23,4')).toBeNull();
    expect(decimalDaEntrada('12.34.5')).toBeNull();
    expect(decimalDaEntrada('abc')).toBeNull();
  });

  it("shows the API's text in pt-BR, with at least two places when it has any", () => {
    expect(decimalParaEntrada('1234.56')).toBe('1.234,56');
    expect(decimalParaEntrada('250.5000')).toBe('250,50');
    expect(decimalParaEntrada('0.1234')).toBe('0,1234');
    expect(decimalParaEntrada('1000')).toBe('1.000');
    expect(decimalParaEntrada('0')).toBe('0');
    expect(decimalParaEntrada(null)).toBe('');
  });

  it('shows what was typed grouped once the field is left', () => {
    expect(decimalReformatado('1234,5')).toBe('1.234,5');
    expect(decimalReformatado('1.234')).toBe('1.234');
    expect(decimalReformatado('250.5')).toBe('250,5');
    expect(decimalReformatado('1,2,3')).toBe('1,2,3');
    expect(decimalReformatado('')).toBe('');
  });
});

describe('dates typed dd/mm/aaaa', () => {
  it('turns a typed day into the API date and back', () => {
    expect(dataDaEntrada('26/11/2026')).toBe('2026-11-26');
    expect(dataDaEntrada('2026-11-26')).toBe('2026-11-26');
    expect(dataDaEntrada('')).toBe('');
    expect(dataParaEntrada('2026-02-01')).toBe('01/02/2026');
    expect(dataParaEntrada(null)).toBe('');
  });

  it('refuses an incomplete or impossible day', () => {
    expect(dataDaEntrada('26/11/20')).toBeNull();
    expect(dataDaEntrada('31/02/2026')).toBeNull();
    expect(dataDaEntrada('12/13/2026')).toBeNull();
    expect(dataDaEntrada('29/02/2024')).toBe('2024-02-29');
  });

  it('masks the digits as they are typed, and turns a pasted ISO date', () => {
    expect(mascaraData('2')).toBe('2');
    expect(mascaraData('2611')).toBe('26/11');
    expect(mascaraData('26/112')).toBe('26/11/2');
    expect(mascaraData('261120261')).toBe('26/11/2026');
    expect(mascaraData('2026-11-26')).toBe('26/11/2026');
  });
});
