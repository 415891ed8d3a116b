import { describe, expect, it } from 'vitest';
import { fatorVencimento, linhaDigitavel, montarCodigoBarras, valorDoCodigo } from './codigo-de-barras.ts';

// Source of the expected values: kivanio/brcobranca @ 325e0ea, spec/brcobranca/calculo_data_spec.rb
// ("Calcula o fator de vencimento"), which follows FEBRABAN's rollover of 22/02/2025.
describe('fator de vencimento', () => {
  it('counts days from 07/10/1997 until 21/02/2025 (9999)', () => {
    expect(fatorVencimento('2000-07-03')).toBe('1000');
    expect(fatorVencimento('2008-02-01')).toBe('3769');
    expect(fatorVencimento('2010-11-17')).toBe('4789');
    expect(fatorVencimento('2025-02-21')).toBe('9999');
  });

  it('starts again at 1000 on 22/02/2025', () => {
    expect(fatorVencimento('2025-02-22')).toBe('1000');
    expect(fatorVencimento('2025-02-23')).toBe('1001');
  });

  it('refuses a date before the first fator 1000 and a malformed one', () => {
    expect(() => fatorVencimento('2000-07-02')).toThrow();
    expect(() => fatorVencimento('22/02/2025')).toThrow();
  });
});

describe('valor e código de barras', () => {
  it('writes the amount in cents in 10 positions and refuses what does not fit', () => {
    expect(valorDoCodigo('2246.74')).toBe('0000224674');
    expect(valorDoCodigo('99999999.99')).toBe('9999999999');
    expect(() => valorDoCodigo('100000000.00')).toThrow();
  });

  // Source: kivanio/brcobranca @ 325e0ea, spec/brcobranca/boleto/banco_brasil_spec.rb, "convenio de 7 digitos e
  // nosso número de 10 e carteira 17" (vencimento 05/07/2016, R$ 2.246,74).
  it('places banco, moeda, DV geral, fator, valor and campo livre, and derives the linha digitável', () => {
    const codigo = montarCodigoBarras({
      banco: '001',
      vencimento: '2016-07-05',
      valor: '2246.74',
      campoLivre: '0000001474166000000032817',
    });
    expect(codigo).toBe('00191684600002246740000001474166000000032817');
    expect(linhaDigitavel(codigo)).toBe('00190000090147416600400000328179168460000224674');
  });
});
