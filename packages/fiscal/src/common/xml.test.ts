import { describe, expect, it } from 'vitest';
import { decodificarEntidades, el, escaparAtributo, escaparTexto, grupo } from './xml.ts';

describe('escape', () => {
  it('escapa texto', () => {
    expect(escaparTexto('A & B <C> "D" \'E\'')).toBe('A &amp; B &lt;C&gt; "D" \'E\'');
    expect(escaparTexto('linha1\r\nlinha2')).toBe('linha1&#xD;\nlinha2');
  });

  it('escapa atributo, preservando TAB/LF/CR que o parser normalizaria', () => {
    expect(escaparAtributo('a"b<c&d>e\tf\ng\rh')).toBe('a&quot;b&lt;c&amp;d>e&#x9;f&#xA;g&#xD;h');
  });

  it('mantém acentos e caracteres fora do BMP como estão (UTF-8)', () => {
    expect(escaparTexto('Ação São João 😀')).toBe('Ação São João 😀');
  });

  it.each([['\u0000'], ['\u0001'], ['\u000B'], ['\u001F'], ['\uFFFE'], ['\uD800'], ['a\uDC00']])(
    'recusa caractere proibido em XML 1.0 (%j)',
    (texto) => {
      expect(() => escaparTexto(`x${texto}`)).toThrow(/não é permitido em XML/);
      expect(() => escaparAtributo(`x${texto}`)).toThrow(/não é permitido em XML/);
    },
  );

  it('decodifica as entidades predefinidas e referências numéricas, uma vez só', () => {
    expect(decodificarEntidades('A &amp; B &lt;C&gt; &quot;&apos; &#233;&#xE9; &amp;lt;')).toBe(
      'A & B <C> "\' éé &lt;',
    );
    expect(decodificarEntidades('&nbsp; &#0; &foo;')).toBe('&nbsp; &#0; &foo;');
  });
});

describe('el e grupo', () => {
  it('monta elementos sem espaços entre as tags', () => {
    const xml = grupo(
      'det',
      [grupo('prod', [el('cProd', '001'), el('xProd', 'Parafuso <M6> & porca'), el('xPed', undefined)])],
      { nItem: '1' },
    );
    expect(xml).toBe(
      '<det nItem="1"><prod><cProd>001</cProd><xProd>Parafuso &lt;M6&gt; &amp; porca</xProd></prod></det>',
    );
  });

  it('omite elemento sem valor e grupo sem conteúdo (a SEFAZ recusa tags vazias)', () => {
    expect(el('xCpl', '')).toBe('');
    expect(el('xCpl', undefined)).toBe('');
    expect(grupo('infAdic', [el('infCpl', ''), false, undefined])).toBe('');
  });

  it('grupo vazio com atributo vira elemento vazio', () => {
    expect(grupo('detEvento', [], { versao: '1.00' })).toBe('<detEvento versao="1.00"/>');
  });

  it('ignora atributo undefined e escapa os demais', () => {
    expect(el('infNFe', 'x', { Id: 'NFe1', versao: undefined, a: 'x"y' })).toBe(
      '<infNFe Id="NFe1" a="x&quot;y">x</infNFe>',
    );
  });

  it('recusa nome de elemento ou atributo inválido', () => {
    expect(() => el('a b', 'x')).toThrow(/Nome de elemento/);
    expect(() => el('x><script', 'x')).toThrow(/Nome de elemento/);
    expect(() => el('a', 'x', { 'b="1" c': '2' })).toThrow(/Nome de atributo/);
  });
});
