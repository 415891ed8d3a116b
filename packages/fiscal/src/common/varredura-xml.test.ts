import { createHash } from 'node:crypto';
import { XmlC14NMode, XmlDocument } from 'libxml2-wasm';
import { describe, expect, it } from 'vitest';
import { verificarComXmlCrypto, verificarComXmlsec1 } from '../../test/support/assinatura.ts';
import { digestsDe, lerFixture } from '../../test/support/fixtures.ts';
import { readPfx } from '../cert/read-pfx.ts';
import { assinarXml } from './sign-xml.ts';
import { varrerAlvos } from './varredura-xml.ts';

const cert = readPfx(lerFixture('certs/cert_cnpj_06157250000116_senha_minhasenha.pfx'), 'minhasenha');
const ALVO = { pai: 'NFe', elemento: 'infNFe' };

/** O digest de referência: C14N 1.0 do libxml2 sobre o subconjunto do elemento, sem passar pelo código do pacote. */
function digestsDoLibxml2(xml: string): string[] {
  const doc = XmlDocument.fromString(xml);
  try {
    return doc.find("//*[local-name()='NFe']/*[local-name()='infNFe']").map((elemento) => {
      const canonico = doc.canonicalizeToString({
        mode: XmlC14NMode.XML_C14N_1_0,
        nodeSet: new Set([elemento]),
      });
      return createHash('sha1').update(canonico, 'utf8').digest('base64');
    });
  } finally {
    doc.dispose();
  }
}

const BASE =
  '<?xml version="1.0" encoding="UTF-8"?><NFe xmlns="http://www.portalfiscal.inf.br/nfe">' +
  '<infNFe versao="4.00" Id="NFe1"><ide><natOp>Venda de café &amp; pão</natOp><xObs></xObs></ide>' +
  '<det nItem="1"><prod><xProd>Peça "A" d&apos;água &lt;10&gt;</xProd><vProd>1.00</vProd></prod></det>' +
  '</infNFe></NFe>';

/**
 * [descrição, XML, a varredura deve achar a subárvore já canônica (digest pelo texto)?]. Em todos, o digest tem de
 * ser o da C14N do libxml2; nos canônicos, a assinatura confere também no xml-crypto e no xmlsec1.
 */
const CASOS: [string, string, boolean][] = [
  ['nota compacta, atributos do alvo fora de ordem', BASE.replace('&apos;', "'"), true],
  ['&apos; no texto (a C14N escreve o apóstrofo)', BASE, false],
  ['sem declaração XML', BASE.replace('&apos;', "'").replace(/^<\?xml[^>]*>/, ''), true],
  ['BOM no início', `\uFEFF${BASE.replace('&apos;', "'")}`, true],
  [
    'indentada, com tabs e LF no texto',
    BASE.replace('&apos;', "'")
      .replace(/></g, '>\n\t <')
      .replace('<?xml version="1.0" encoding="UTF-8"?>\n\t ', ''),
    true,
  ],
  [
    'acentos e símbolos fora do ASCII',
    BASE.replace('&apos;', "'").replace('Venda', 'Remessa № 5 — açúcar 😀'),
    true,
  ],
  ['> literal no texto', BASE.replace('&apos;', "'").replace('&gt;', '>'), false],
  ['&quot; no texto', BASE.replace('&apos;', "'").replace('"A"', '&quot;A&quot;'), false],
  ['referência numérica', BASE.replace('&apos;', "'").replace('café', 'caf&#233;'), false],
  ['CR literal no texto', BASE.replace('&apos;', "'").replace('Venda de', 'Venda\r\nde'), false],
  ['&#13; no texto', BASE.replace('&apos;', "'").replace('Venda de', 'Venda&#13;de'), false],
  [
    'valor de atributo com &amp; &lt; &quot; e > literal',
    BASE.replace('&apos;', "'").replace('nItem="1"', 'nItem="1&amp;&lt;&quot;>\'"'),
    true,
  ],
  ['&gt; em atributo', BASE.replace('&apos;', "'").replace('nItem="1"', 'nItem="1&gt;"'), false],
  ['TAB literal em atributo', BASE.replace('&apos;', "'").replace('nItem="1"', 'nItem="1\t2"'), false],
  ['aspas simples em atributo', BASE.replace('&apos;', "'").replace('nItem="1"', "nItem='1'"), false],
  [
    'atributos fora de ordem num descendente',
    BASE.replace('&apos;', "'").replace('nItem="1"', 'nItem="1" a="2"'),
    false,
  ],
  [
    'atributos em ordem num descendente',
    BASE.replace('&apos;', "'").replace('nItem="1"', 'a="2" nItem="1"'),
    true,
  ],
  ['espaço dentro da tag', BASE.replace('&apos;', "'").replace('<ide>', '<ide >'), false],
  ['espaço na tag de fechamento', BASE.replace('&apos;', "'").replace('</ide>', '</ide >'), false],
  ['elemento vazio abreviado', BASE.replace('&apos;', "'").replace('<xObs></xObs>', '<xObs/>'), false],
  ['comentário dentro do alvo', BASE.replace('&apos;', "'").replace('<ide>', '<ide><!-- nota -->'), false],
  ['comentário e instrução fora do alvo', `${BASE.replace('&apos;', "'")}<!-- fim --><?pi x?>`, true],
  [
    'instrução de processamento dentro do alvo',
    BASE.replace('&apos;', "'").replace('<ide>', '<ide><?pi x?>'),
    false,
  ],
  ['CDATA', BASE.replace('&apos;', "'").replace('<vProd>1.00', '<vProd><![CDATA[1.00]]>'), false],
  [
    'prefixos declarados na raiz',
    BASE.replace('&apos;', "'").replace(
      '<NFe xmlns="http://www.portalfiscal.inf.br/nfe">',
      '<NFe xmlns="http://www.portalfiscal.inf.br/nfe" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:a="urn:a">',
    ),
    true,
  ],
  [
    'atributo prefixado num descendente',
    BASE.replace('&apos;', "'")
      .replace(
        '<NFe xmlns="http://www.portalfiscal.inf.br/nfe">',
        '<NFe xmlns="http://www.portalfiscal.inf.br/nfe" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
      )
      .replace('<ide>', '<ide xsi:type="x">'),
    false,
  ],
  [
    'xmlns repetido no alvo',
    BASE.replace('&apos;', "'").replace('<infNFe ', '<infNFe xmlns="http://www.portalfiscal.inf.br/nfe" '),
    false,
  ],
  ['xmlns num descendente', BASE.replace('&apos;', "'").replace('<ide>', '<ide xmlns="urn:outro">'), false],
  ['xmlns="" num descendente', BASE.replace('&apos;', "'").replace('<ide>', '<ide xmlns="">'), false],
  [
    'elemento prefixado num descendente',
    BASE.replace('&apos;', "'").replace('<ide>', '<p:ide xmlns:p="urn:p">').replace('</ide>', '</p:ide>'),
    false,
  ],
  [
    'sem namespace default',
    BASE.replace('&apos;', "'").replace(' xmlns="http://www.portalfiscal.inf.br/nfe"', ''),
    true,
  ],
  [
    'namespace default vazio na raiz',
    BASE.replace('&apos;', "'").replace(' xmlns="http://www.portalfiscal.inf.br/nfe"', ' xmlns=""'),
    true,
  ],
  [
    'declarado em ISO-8859-1',
    BASE.replace('&apos;', "'").replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'),
    false,
  ],
  ['XML 1.1', BASE.replace('&apos;', "'").replace('version="1.0"', 'version="1.1"'), false],
];

describe('varrerAlvos: digest pelo texto só quando ele já é a C14N do libxml2', () => {
  it.each(CASOS)('%s', (_descricao, xml, canonico) => {
    expect(varrerAlvos(xml, 'NFe', 'infNFe').map((alvo) => alvo.canonico)).toEqual([canonico]);
    const assinado = assinarXml(xml, cert, ALVO);
    expect(digestsDe(assinado)).toEqual(digestsDoLibxml2(xml));
    if (canonico) expect(verificarComXmlCrypto(assinado)).toBe(true);
  });

  it('os casos canônicos conferem também no xmlsec1', () => {
    for (const [descricao, xml, canonico] of CASOS) {
      if (canonico) {
        const { ok, saida } = verificarComXmlsec1(assinarXml(xml, cert, ALVO), 'infNFe');
        expect({ descricao, ok, saida }).toMatchObject({ descricao, ok: true });
      }
    }
  });

  it('URI de namespace que a C14N escaparia fica com a C14N do libxml2', () => {
    // O libxml2 do xmlsec1 do sistema e o do libxml2-wasm discordam sobre o escape do & num URI de namespace; o
    // digest pelo texto não entra nessa disputa: é sempre o do libxml2-wasm, como antes.
    const xml = BASE.replace('&apos;', "'").replace('inf.br/nfe"', 'inf.br/nfe?a=1&amp;b=2"');
    expect(digestsDe(assinarXml(xml, cert, ALVO))).toEqual(digestsDoLibxml2(xml));
  });

  it('acha cada alvo pelo caminho e pela posição, em qualquer profundidade, e ignora o mesmo nome fora do pai', () => {
    const nota = (id: string) => `<NFe><infNFe Id="${id}"><x>1</x></infNFe></NFe>`;
    const lote = `<enviNFe><idLote>1</idLote><!-- </NFe> -->${nota('A')}<outro><infNFe Id="C"/></outro>${nota('B')}</enviNFe>`;
    const alvos = varrerAlvos(lote, 'NFe', 'infNFe');
    expect(alvos.map((alvo) => alvo.caminho)).toEqual([
      [0, 1, 0],
      [0, 3, 0],
    ]);
    for (const [indice, id] of ['A', 'B'].entries()) {
      const alvo = alvos[indice];
      expect(lote.slice(alvo?.inicio, alvo?.fim)).toBe(`<infNFe Id="${id}"><x>1</x></infNFe>`);
      expect(lote.slice(alvo?.inicio, alvo?.fimAbertura)).toBe(`<infNFe Id="${id}">`);
    }
    expect(digestsDe(assinarXml(lote, cert, ALVO))).toEqual(digestsDoLibxml2(lote));
  });

  it('um > dentro de valor de atributo não encerra a tag', () => {
    const xml = '<NFe><infNFe Id="a>b" c=\'>\'><x y=">">1</x></infNFe></NFe>';
    const [alvo] = varrerAlvos(xml, 'NFe', 'infNFe');
    expect(alvo?.fim).toBe(xml.length - '</NFe>'.length);
    expect(digestsDe(assinarXml(xml, cert, ALVO))).toEqual(digestsDoLibxml2(xml));
  });

  it('recusa alvo prefixado ou vazio, e </elemento> em comentário, CDATA ou instrução', () => {
    const prefixado = '<NFe xmlns:n="urn:n"><n:infNFe Id="A">1</n:infNFe></NFe>';
    expect(() => varrerAlvos(prefixado, 'NFe', 'infNFe')).toThrow(
      'Prefixos de namespace não são aceitos pela SEFAZ.',
    );
    for (const xml of [
      '<NFe><infNFe Id="A"/></NFe>',
      '<NFe><infNFe Id="A"><!-- </infNFe> --></infNFe></NFe>',
      '<NFe><infNFe Id="A"><![CDATA[</infNFe >]]></infNFe></NFe>',
      '<NFe><infNFe Id="A">1</infNFe><?pi </infNFe>?></NFe>',
    ]) {
      expect(() => varrerAlvos(xml, 'NFe', 'infNFe')).toThrow(
        'Não foi possível localizar o fim de infNFe no XML.',
      );
    }
  });

  it('substituto UTF-16 avulso: o libxml2 recusa o XML antes da varredura, como antes', () => {
    const xml = BASE.replace('&apos;', "'").replace('Venda', 'Venda \uD800');
    expect(() => assinarXml(xml, cert, ALVO)).toThrow(/^XML malformado/);
  });

  it('tempo linear quando a forma canônica falha no fim de um valor ou texto longo', () => {
    const longo = 'a'.repeat(200_000);
    const inicio = performance.now();
    for (const xml of [
      `<NFe><infNFe Id="${longo}\t"><x>1</x></infNFe></NFe>`,
      `<NFe><infNFe Id="A"><x>${longo}&amp;${longo}></x></infNFe></NFe>`,
    ]) {
      expect(varrerAlvos(xml, 'NFe', 'infNFe').map((alvo) => alvo.canonico)).toEqual([false]);
    }
    expect(performance.now() - inicio).toBeLessThan(1000);
  });
});
