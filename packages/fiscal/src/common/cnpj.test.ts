import { describe, expect, it } from 'vitest';
import { calcularDvCnpj, formatarCnpj, isCnpjValido, limparCnpj } from './cnpj.ts';

describe('CNPJ numérico', () => {
  it.each([
    ['06157250000116'], // certificado público de teste (../shared/fiscal/certs)
    ['06929383000163'], // emitente da NF-e de exemplo, também no certificado ICP-Brasil da amostra
    ['58716523000119'], // destinatário da NF-e de exemplo
    ['12345678000195'],
    ['11.222.333/0001-81'],
  ])('aceita %s', (cnpj) => {
    expect(isCnpjValido(cnpj)).toBe(true);
  });

  it('calcula os dois DVs', () => {
    expect(calcularDvCnpj('061572500001')).toBe('16');
    expect(calcularDvCnpj('11.222.333/0001')).toBe('81');
  });

  it.each([
    ['06157250000117', 'segundo DV errado'],
    ['06157250000126', 'primeiro DV errado'],
    ['0615725000011', '13 caracteres'],
    ['061572500001160', '15 caracteres'],
    ['00000000000000', 'sequência repetida, que passa no módulo 11'],
    ['11111111111111', 'sequência repetida'],
    ['0615725000011A', 'letra na posição de DV'],
    ['', 'vazio'],
  ])('recusa %s (%s)', (cnpj) => {
    expect(isCnpjValido(cnpj)).toBe(false);
  });
});

describe('CNPJ alfanumérico', () => {
  // Exemplo oficial da Receita Federal: 12.ABC.345/01DE-35. Conta feita à mão, valor = ASCII - 48:
  //   1 2 A  B  C  3 4 5 0 1 D  E   ->  1 2 17 18 19 3 4 5 0 1 20 21
  //   DV1, pesos 5 4 3 2 9 8 7 6 5 4 3 2: 5+8+51+36+171+24+28+30+0+4+60+42 = 459; 459 % 11 = 8 -> 11-8 = 3
  //   DV2, pesos 6 5 4 3 2 9 8 7 6 5 4 3 2 sobre ...E3: 6+10+68+54+38+27+32+35+0+5+80+63+6 = 424;
  //   424 % 11 = 6 -> 11-6 = 5
  it('calcula os DVs do exemplo da Receita (12.ABC.345/01DE-35)', () => {
    expect(calcularDvCnpj('12ABC34501DE')).toBe('35');
    expect(isCnpjValido('12ABC34501DE35')).toBe(true);
    expect(isCnpjValido('12.ABC.345/01DE-35')).toBe(true);
  });

  it('aceita minúsculas digitadas, normalizando para maiúsculas', () => {
    expect(limparCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(isCnpjValido('12.abc.345/01de-35')).toBe(true);
  });

  it('recusa DV errado e letras fora das 12 primeiras posições', () => {
    expect(isCnpjValido('12ABC34501DE36')).toBe(false);
    expect(isCnpjValido('12ABC34501DE3A')).toBe(false);
    expect(isCnpjValido('12ABC34501D#35')).toBe(false);
  });

  it('recusa base inválida ao calcular DV', () => {
    expect(() => calcularDvCnpj('12ABC34501D')).toThrow(RangeError);
    expect(() => calcularDvCnpj('12ABC34501D$')).toThrow(RangeError);
  });
});

describe('máscara', () => {
  it('formata numérico e alfanumérico como AA.AAA.AAA/AAAA-DD', () => {
    expect(formatarCnpj('06157250000116')).toBe('06.157.250/0001-16');
    expect(formatarCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatarCnpj('06.157.250/0001-16')).toBe('06.157.250/0001-16');
  });

  it('devolve limpo o que não tem 14 caracteres, sem inventar dígitos', () => {
    expect(formatarCnpj('123.456')).toBe('123456');
  });

  it('tira a máscara', () => {
    expect(limparCnpj(' 06.157.250/0001-16 ')).toBe('06157250000116');
  });
});
