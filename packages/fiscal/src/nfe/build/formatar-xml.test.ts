import { describe, expect, it } from 'vitest';
import {
  Decimal,
  formatarAliquota,
  formatarQuantidade,
  formatarValor,
  formatarValorUnitario,
} from '../../common/decimal.ts';
import { xmlAliquota, xmlQuantidade, xmlValor, xmlValorUnitario } from './formatar-xml.ts';

// Valores com meio centavo, zeros à direita, muitas casas e os limites de dígitos de cada tipo do schema.
const AMOSTRAS = [
  '0',
  '0.005',
  '0.0049999',
  '0.015',
  '1',
  '1.005',
  '2.675',
  '3.14159265358979',
  '10.5',
  '18',
  '0.65',
  '99.99999',
  '123.45',
  '1234.56785',
  '0.00000000005',
  '0.00000000004',
  '58.09375',
  '999.99994',
  '99999999999.9999',
  '9999999999999.994',
  '9999999999999.995',
  '999.99995',
  '99999999999.99995',
  '0.00000001',
  '0.0000001',
  '0.00001',
  '1.5',
  '100',
  '1000',
  '99999999999',
  '100000000000',
];

describe('formatação rápida dos valores calculados pelo montador', () => {
  it.each(AMOSTRAS)('%s sai igual aos formatadores de common/decimal.ts', (texto) => {
    const valor = new Decimal(texto);
    const pares: [(v: Decimal) => string, (v: Decimal) => string][] = [
      [xmlValor, formatarValor],
      [xmlQuantidade, formatarQuantidade],
      [xmlValorUnitario, formatarValorUnitario],
      [xmlAliquota, formatarAliquota],
    ];
    for (const [rapido, referencia] of pares) {
      let esperado: string | Error;
      try {
        esperado = referencia(valor);
      } catch (erro) {
        esperado = erro as Error;
      }
      if (esperado instanceof Error) expect(() => rapido(valor)).toThrow(RangeError);
      else expect(rapido(valor)).toBe(esperado);
    }
  });

  it('recusa o que excede os dígitos inteiros do tipo', () => {
    expect(() => xmlValor(new Decimal('10000000000000'))).toThrow('excede 13 dígitos na parte inteira');
    expect(() => xmlAliquota(new Decimal('1000'))).toThrow('excede 3 dígitos na parte inteira');
  });
});
