import { describe, expect, it } from 'vitest';
import { venda5101Crt3 } from '../../../test/golden/cenarios.ts';
import { lerFixtureTexto } from '../../../test/support/fixtures.ts';
import { montarNFe } from '../build/montar-nfe.ts';
import { conferirNFe } from './conferir-nfe.ts';

const { xml } = montarNFe(venda5101Crt3);

describe('conferirNFe', () => {
  it('a nota montada e as amostras oficiais conferem', () => {
    expect(conferirNFe(xml)).toEqual({ valida: true, erros: [] });
    expect(conferirNFe(lerFixtureTexto('nfe/nfe_layout4_com_prot_compacto.xml'))).toEqual({
      valida: true,
      erros: [],
    });
  });

  it('chave que não corresponde ao ide (rejeição 502)', () => {
    const trocado = xml
      .replace('<cNF>61004528</cNF>', '<cNF>61004529</cNF>')
      .replace('<serie>2</serie>', '<serie>3</serie>');
    expect(conferirNFe(trocado).erros).toEqual([
      'Chave de acesso difere do documento em serie: 002 na chave, 003 no XML (rejeição 502).',
      'Chave de acesso difere do documento em cNF: 61004528 na chave, 61004529 no XML (rejeição 502).',
    ]);
  });

  it('total dos produtos diferente da soma dos itens (rejeição 564)', () => {
    const resultado = conferirNFe(xml.replace('<vProd>2601.15</vProd>', '<vProd>2601.14</vProd>'));
    expect(resultado).toEqual({
      valida: false,
      erros: ['Total dos produtos (vProd 2601.14) difere da soma dos itens (2601.15) (rejeição 564).'],
    });
  });

  it('chave com DV errado ou documento que não é NF-e', () => {
    const chave = /Id="NFe([0-9]{44})"/.exec(xml)?.[1] ?? '';
    const dvErrado = xml.replace(`NFe${chave}`, `NFe${chave.slice(0, 43)}${(Number(chave[43]) + 1) % 10}`);
    expect(conferirNFe(dvErrado).erros[0]).toMatch(/^A chave de acesso do XML é inválida/);
    expect(conferirNFe('<pedido><item/></pedido>')).toEqual({
      valida: false,
      erros: ['O arquivo não é um XML de NF-e válido. Elemento raiz pedido não é NFe nem nfeProc.'],
    });
  });
});
