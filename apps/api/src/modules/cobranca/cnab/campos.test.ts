import { describe, expect, it } from 'vitest';
import { alfa, dataLida, num, valor, valorLido } from './campos.ts';

describe('CNAB fields', () => {
  it('writes text upper case without accents, cut or filled with blanks to its size', () => {
    expect(alfa('Plásticos São José Indústria e Comércio', 30)).toBe('PLASTICOS SAO JOSE INDUSTRIA E');
    expect(alfa('Açúcar\tçã', 12)).toBe('ACUCAR CA   ');
    expect(alfa(null, 3)).toBe('   ');
  });

  it('writes numbers with zeros on the left and refuses one that does not fit instead of cutting it', () => {
    expect(num(328, 10)).toBe('0000000328');
    expect(() => num(12345, 4)).toThrow('"12345" não cabe em 4 posições');
    expect(() => num('12a', 4)).toThrow('campo numérico');
    expect(valor('1850.49', 15)).toBe('000000000185049');
    expect(valor('0.1', 4)).toBe('0010');
  });

  it('reads amounts in centavos and dates, rejecting a day that does not exist', () => {
    expect(valorLido('000000000152035', 7, 1, 15)).toBe('1520.35');
    expect(() => valorLido('00000000015203A', 7, 1, 15)).toThrow(
      'Linha 7: valor inválido nas posições 1 a 15.',
    );
    expect(dataLida('10122026')).toBe('2026-12-10');
    expect(dataLida('081226')).toBe('2026-12-08');
    expect(dataLida('00000000')).toBeNull();
    expect(dataLida('31022026')).toBeUndefined();
    expect(dataLida('1012202A')).toBeUndefined();
  });
});
