import { describe, expect, it } from 'vitest';
import { calcularDvChave, decomporChave, isChaveValida, montarChave, validarChave } from './chave.ts';

// Chaves reais das amostras oficiais em ../shared/fiscal/nfe/samples.
const CHAVE_NFE_RS = '43180906929383000163550010000000261000010301'; // nfe_layout4.xml
const CHAVE_NFE_SP = '35150300822602000124550010009923461099234656'; // exemplo_xml_sefazCancela.xml
const CHAVE_NFE_BA = '29161211351930000106550010000000151000000151'; // req_evento_manifesta.xml

describe('cDV da chave de acesso', () => {
  it.each([
    [CHAVE_NFE_RS, '1'],
    [CHAVE_NFE_SP, '6'],
    [CHAVE_NFE_BA, '1'],
  ])('confere o DV da chave real %s', (chave, dv) => {
    expect(calcularDvChave(chave.slice(0, 43))).toBe(dv);
    expect(isChaveValida(chave)).toBe(true);
  });

  it('detecta uma chave adulterada: a amostra req_evento_cancela.xml trocou o modelo 55 por 65 e manteve o DV', () => {
    const adulterada = '35150300822602000124650010009923461099234656';
    expect(calcularDvChave(adulterada.slice(0, 43))).toBe('9');
    const resultado = validarChave(adulterada);
    expect(resultado.valida).toBe(false);
    expect(resultado.erros).toEqual(['Dígito verificador incorreto: esperado 9, informado 6.']);
  });

  // CNPJ alfanumérico 12.ABC.345/01DE-35 numa chave: cada letra vale ASCII - 48 (A=17 ... E=21).
  // Chave sem DV: 35 2607 12ABC34501DE35 55 001 000000123 1 12345678. Produtos não nulos, da esquerda para a
  // direita (valor x peso, pesos 2..9 a partir da direita):
  //   3x4 5x3 2x2 6x9 7x7 | 1x6 2x5 17x4 18x3 19x2 3x9 4x8 5x7 0 1x5 20x4 21x3 3x2 5x9 | 5x8 5x7 | 0 0 1x4 |
  //   0 0 0 0 0 0 1x5 2x4 3x3 | 1x2 | 1x9 2x8 3x7 4x6 5x5 6x4 7x3 8x2
  //   = 12+15+4+54+49+6+10+68+54+38+27+32+35+5+80+63+6+45+40+35+4+5+8+9+2+9+16+21+24+25+24+21+16 = 862
  //   862 % 11 = 4 -> cDV = 11 - 4 = 7.
  it('calcula o DV com CNPJ alfanumérico valendo ASCII - 48', () => {
    const chave43 = '352607' + '12ABC34501DE35' + '55' + '001' + '000000123' + '1' + '12345678';
    expect(calcularDvChave(chave43)).toBe('7');
  });

  it('resto 0 ou 1 gera DV 0', () => {
    // 43 zeros: soma 0, resto 0.
    expect(calcularDvChave('0'.repeat(43))).toBe('0');
    // Só o último dígito 5: soma 5*2 = 10, resto 10 -> DV 1; com 6: 12, resto 1 -> DV 0.
    expect(calcularDvChave(`${'0'.repeat(42)}5`)).toBe('1');
    expect(calcularDvChave(`${'0'.repeat(42)}6`)).toBe('0');
  });

  it('recusa chave sem DV em formato errado', () => {
    expect(() => calcularDvChave('4318090692938300016355001000000026100001030')).not.toThrow();
    expect(() => calcularDvChave(CHAVE_NFE_RS)).toThrow(RangeError);
    expect(() => calcularDvChave('43180906929383000163550010000000261000010a0')).toThrow(RangeError);
  });
});

describe('montarChave', () => {
  it('monta a chave da amostra nfe_layout4.xml a partir dos campos de ide e emit', () => {
    expect(
      montarChave({
        cUF: '43',
        aamm: '1809',
        cnpj: '06929383000163',
        mod: '55',
        serie: 1,
        nNF: 26,
        tpEmis: 1,
        cNF: '00001030',
      }),
    ).toBe(CHAVE_NFE_RS);
  });

  it('aceita CNPJ com máscara e alfanumérico', () => {
    const chave = montarChave({
      cUF: 35,
      aamm: '2607',
      cnpj: '12.ABC.345/01DE-35',
      mod: 55,
      serie: 1,
      nNF: 123,
      tpEmis: 1,
      cNF: 12345678,
    });
    expect(chave).toBe('35260712ABC34501DE35550010000001231123456787');
    expect(isChaveValida(chave)).toBe(true);
  });

  it('completa o CPF de produtor rural com zeros à esquerda', () => {
    const chave = montarChave({
      cUF: 35,
      aamm: '2607',
      cnpj: '111.444.777-35',
      mod: 55,
      serie: 920,
      nNF: 1,
      tpEmis: 1,
      cNF: 1,
    });
    expect(chave.slice(6, 20)).toBe('00011144477735');
    expect(isChaveValida(chave)).toBe(true);
  });

  it.each([
    [{ serie: 1000 }, /serie/],
    [{ nNF: '1000000000' }, /nNF/],
    [{ cNF: '123456789' }, /cNF/],
    [{ aamm: '2613' }, /Mês/],
    [{ cnpj: '1234' }, /CNPJ/],
    [{ cUF: 'SP' }, /cUF/],
  ])('recusa campo fora do tamanho %o', (alteracao, mensagem) => {
    const base = {
      cUF: 35,
      aamm: '2607',
      cnpj: '12345678000195',
      mod: 55,
      serie: 1,
      nNF: 1,
      tpEmis: 1,
      cNF: 1,
    };
    expect(() => montarChave({ ...base, ...alteracao })).toThrow(mensagem);
  });
});

describe('decomporChave e validarChave', () => {
  it('separa os campos', () => {
    expect(decomporChave(CHAVE_NFE_RS)).toEqual({
      cUF: '43',
      aamm: '1809',
      cnpj: '06929383000163',
      mod: '55',
      serie: '001',
      nNF: '000000026',
      tpEmis: '1',
      cNF: '00001030',
      cDV: '1',
    });
  });

  it('aceita espaços de digitação em grupos de 4', () => {
    expect(isChaveValida('4318 0906 9293 8300 0163 5500 1000 0000 2610 0001 0301')).toBe(true);
  });

  it('explica cada problema', () => {
    expect(validarChave('123').erros).toEqual(['A chave de acesso deve ter 44 caracteres; esta tem 3.']);
    expect(validarChave(`${CHAVE_NFE_RS.slice(0, 43)}x`).erros).toEqual([
      'A chave de acesso tem caracteres inválidos (só dígitos, e letras maiúsculas na posição do CNPJ).',
    ]);
    // UF 99, mês 13 e modelo 57 (CT-e), com DV recalculado para isolar esses erros.
    const corpo = `991813${CHAVE_NFE_RS.slice(6, 20)}57${CHAVE_NFE_RS.slice(22, 43)}`;
    const resultado = validarChave(corpo + calcularDvChave(corpo));
    expect(resultado.erros).toEqual([
      'Código de UF inexistente: 99.',
      'Mês de emissão inválido: 13.',
      'Modelo 57 não é NF-e (55) nem NFC-e (65).',
    ]);
  });
});
