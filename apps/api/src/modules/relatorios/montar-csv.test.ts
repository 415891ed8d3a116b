import { describe, expect, it } from 'vitest';
import { csvData, csvDecimal, csvInteiro, csvTexto, montarCsv } from './montar-csv.ts';

describe('csvTexto', () => {
  it('puts an apostrophe before what a spreadsheet would run as a formula', () => {
    expect(csvTexto('=1+1')).toBe("'=1+1");
    expect(csvTexto('+55 11 9999')).toBe("'+55 11 9999");
    expect(csvTexto('-desconto')).toBe("'-desconto");
    expect(csvTexto('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvTexto('\tx')).toBe("'\tx");
    expect(csvTexto('\rx')).toBe(`"'\rx"`);
  });

  it('quotes cells with ; quotes or line breaks and doubles the quotes', () => {
    expect(csvTexto('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvTexto('A; B')).toBe('"A; B"');
    expect(csvTexto('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvTexto('Tubo 1/2"')).toBe('"Tubo 1/2"""');
  });

  it('leaves ordinary text, commas and inner signs alone', () => {
    expect(csvTexto('Polipropileno, H503 - natural')).toBe('Polipropileno, H503 - natural');
    expect(csvTexto('')).toBe('');
    expect(csvTexto(null)).toBe('');
  });
});

describe('numbers and dates', () => {
  it('writes decimals with a comma, negatives unescaped, no -0', () => {
    expect(csvDecimal('1234.5')).toBe('1234,50');
    expect(csvDecimal('-1200.005')).toBe('-1200,01');
    expect(csvDecimal('-0.001')).toBe('0,00');
    expect(csvDecimal('0.125', 2)).toBe('0,13');
    expect(csvInteiro(12)).toBe('12');
    expect(csvData('2026-10-05')).toBe('05/10/2026');
    expect(() => csvData('05/10/2026')).toThrow(RangeError);
  });
});

describe('montarCsv', () => {
  it('starts with the BOM and ends every line with CRLF', () => {
    expect(montarCsv(['Nome', 'Valor'], [[csvTexto('a'), csvDecimal('1')]])).toBe(
      '\uFEFFNome;Valor\r\na;1,00\r\n',
    );
  });
});
