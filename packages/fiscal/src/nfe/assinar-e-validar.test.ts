import { describe, expect, it } from 'vitest';
import { CENARIOS_GOLDEN } from '../../test/golden/cenarios.ts';
import { verificarComXmlCrypto, verificarComXmlsec1 } from '../../test/support/assinatura.ts';
import { lerFixture, lerFixtureTexto, SENHA_PFX_TESTE, semAssinatura } from '../../test/support/fixtures.ts';
import { readPfx } from '../cert/read-pfx.ts';
import { assinarEValidarNFe } from './assinar-e-validar.ts';
import { montarNFe } from './build/montar-nfe.ts';
import { assinarNFe } from './sign.ts';
import { validarNFe } from './validate.ts';

const cert = readPfx(lerFixture('certs/cert_cnpj_06157250000116_senha_minhasenha.pfx'), 'minhasenha');
const certLegado = readPfx(lerFixture('certs/legado-rc2-3des.pfx'), SENHA_PFX_TESTE);
const compacta = semAssinatura(lerFixtureTexto('nfe/nfe_layout4_compacto.xml'));
const indentada = semAssinatura(lerFixtureTexto('nfe/nfe_layout4.xml'));

/** O caminho de sempre: assinar o texto e validar o texto assinado, abrindo-o de novo. */
function emDoisPassos(xml: string, chave = cert) {
  const assinado = assinarNFe(xml, chave);
  return { xml: assinado, ...validarNFe(assinado) };
}

describe('assinarEValidarNFe', () => {
  it.each(Object.entries(CENARIOS_GOLDEN))(
    'nota montada (%s): o mesmo XML e a mesma validação',
    (_nome, entrada) => {
      const { xml } = montarNFe(entrada);
      const resultado = assinarEValidarNFe(xml, cert);
      expect(resultado).toEqual(emDoisPassos(xml));
      expect(resultado.valido).toBe(true);
    },
  );

  it('amostras oficiais, compacta e indentada, e o certificado legado', () => {
    for (const xml of [compacta, indentada]) {
      expect(assinarEValidarNFe(xml, cert)).toEqual(emDoisPassos(xml));
      expect(assinarEValidarNFe(xml, certLegado)).toEqual(emDoisPassos(xml, certLegado));
    }
    const { xml } = assinarEValidarNFe(indentada, cert);
    expect(verificarComXmlCrypto(xml)).toBe(true);
    expect(verificarComXmlsec1(xml, 'infNFe').ok).toBe(true);
  });

  it('nota inválida: os mesmos erros, com campo, linha e caminho, e o XML assinado mesmo assim', () => {
    const casos = [
      indentada.replace(/\s*<natOp>[^<]*<\/natOp>/, ''),
      compacta.replace('<CFOP>6101</CFOP>', '<CFOP>61X1</CFOP>'),
      compacta
        .replace('<vNF>500.00</vNF>', '<vNF>500.001</vNF>')
        .replace('<tpAmb>2</tpAmb>', '<tpAmb>3</tpAmb>'),
      compacta.replace('</infNFe>', '</infNFe><infNFeSupl><qrCode>x</qrCode></infNFeSupl>'),
    ];
    for (const xml of casos) {
      const resultado = assinarEValidarNFe(xml, cert);
      expect(resultado.valido).toBe(false);
      expect(resultado).toEqual(emDoisPassos(xml));
    }
  });

  it('recusa, como assinarNFe, o que não pode ser assinado', () => {
    const assinada = assinarNFe(compacta, cert);
    for (const [xml, mensagem] of [
      [assinada, 'O elemento infNFe já está assinado.'],
      ['<NFe xmlns="http://www.portalfiscal.inf.br/nfe"/>', 'O XML não tem o elemento NFe/infNFe a assinar.'],
      [
        compacta.replace(/ Id="[^"]*"/, ''),
        'O elemento infNFe não tem o atributo Id, referenciado pela assinatura.',
      ],
      [`<!DOCTYPE NFe []>${compacta.slice(38)}`, 'XML com DOCTYPE ou entidades não é aceito.'],
    ] as const) {
      expect(() => assinarEValidarNFe(xml, cert)).toThrow(mensagem);
      expect(() => assinarNFe(xml, cert)).toThrow(mensagem);
    }
    expect(() => assinarEValidarNFe(compacta.slice(0, 500), cert)).toThrow(/^XML malformado/);
  });
});
