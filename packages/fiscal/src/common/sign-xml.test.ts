import { XmlElement } from 'libxml2-wasm';
import { describe, expect, it } from 'vitest';
import { verificarComXmlsec1 } from '../../test/support/assinatura.ts';
import { extrairElemento, lerFixture, lerFixtureTexto, semAssinatura } from '../../test/support/fixtures.ts';
import { readPfx } from '../cert/read-pfx.ts';
import { abrirXml } from './abrir-xml.ts';
import {
  assinarXml,
  DSIG_NS,
  gerarAssinaturas,
  inserirAssinaturas,
  inserirAssinaturasNoDocumento,
  verificarAssinatura,
} from './sign-xml.ts';

const cert = readPfx(lerFixture('certs/cert_cnpj_06157250000116_senha_minhasenha.pfx'), 'minhasenha');
const nfe = lerFixtureTexto('nfe/nfe_layout4_compacto.xml');

const DIGEST_NAO_CONFERE = 'O conteúdo assinado foi alterado depois da assinatura (o digest não confere).';

describe('verificarAssinatura com documentos reais', () => {
  it('aceita a NF-e autorizada, assinada por um e-CNPJ ICP-Brasil, no perfil da SEFAZ', () => {
    expect(verificarAssinatura(nfe, { perfilSefaz: true })).toEqual({ valida: true, situacao: 'valida' });
    expect(verificarAssinatura(lerFixtureTexto('nfe/nfe_layout4_com_prot_compacto.xml'))).toEqual({
      valida: true,
      situacao: 'valida',
    });
  });

  it('recusa a cópia indentada depois de assinada: a C14N conserva os espaços entre as tags', () => {
    expect(verificarAssinatura(lerFixtureTexto('nfe/nfe_layout4.xml'))).toEqual({
      valida: false,
      situacao: 'invalida',
      motivo: DIGEST_NAO_CONFERE,
    });
    expect(verificarComXmlsec1(lerFixtureTexto('nfe/nfe_layout4.xml'), 'infNFe').ok).toBe(false);
  });

  it.each([
    ['nfe/req_evento_cancela.xml', 'envEvento', true],
    ['nfe/req_evento_cce.xml', 'envEvento', true],
    ['nfe/exemplo_xml_sefazCancela.xml', 'envEvento', true],
    ['nfe/req_inutiliza.xml', 'inutNFe', true],
    ['nfe/req_evento_manifesta.xml', 'envEvento', false], // alterado depois de assinado
  ])('%s: válida = %s, como no xmlsec1', (arquivo, raiz, valida) => {
    const documento = extrairElemento(lerFixtureTexto(arquivo), raiz);
    expect(verificarAssinatura(documento).valida).toBe(valida);
    expect(verificarComXmlsec1(documento, raiz === 'envEvento' ? 'infEvento' : 'infInut').ok).toBe(valida);
  });

  it('aceita a NFS-e assinada pela Sefin Nacional (C14N exclusiva, RSA-SHA256), mas não no perfil da SEFAZ', () => {
    const nfse = lerFixtureTexto('nfse/nfse.xml');
    expect(verificarAssinatura(nfse)).toEqual({ valida: true, situacao: 'valida' });
    expect(verificarAssinatura(nfse, { perfilSefaz: true })).toEqual({
      valida: false,
      situacao: 'invalida',
      motivo:
        'Algoritmo de canonicalização fora do padrão da SEFAZ: http://www.w3.org/2001/10/xml-exc-c14n#WithComments.',
    });
  });
});

describe('verificarAssinatura com documentos adulterados ou mal formados', () => {
  it('documento sem assinatura', () => {
    expect(verificarAssinatura(lerFixtureTexto('nfse/dps_example.xml'))).toEqual({
      valida: false,
      situacao: 'ausente',
      motivo: 'O documento não tem assinatura digital.',
    });
  });

  it('um valor alterado no conteúdo assinado', () => {
    const adulterada = nfe.replace('<vNF>500.00</vNF>', '<vNF>50.00</vNF>');
    expect(adulterada).not.toBe(nfe);
    expect(verificarAssinatura(adulterada).motivo).toBe(DIGEST_NAO_CONFERE);
  });

  it('o SignatureValue trocado', () => {
    const adulterada = nfe.replace(
      /<SignatureValue>\s*[A-Za-z0-9]/,
      (trecho) => `${trecho.slice(0, -1)}${trecho.endsWith('A') ? 'B' : 'A'}`,
    );
    expect(adulterada).not.toBe(nfe);
    expect(verificarAssinatura(adulterada)).toEqual({
      valida: false,
      situacao: 'invalida',
      motivo: 'O valor da assinatura não confere com o certificado do documento.',
    });
  });

  it('o certificado trocado por outro (a assinatura não é dele)', () => {
    const outro = nfe.replace(
      /<X509Certificate>[\s\S]*?<\/X509Certificate>/,
      `<X509Certificate>${cert.certificateDerBase64}</X509Certificate>`,
    );
    expect(verificarAssinatura(outro).motivo).toBe(
      'O valor da assinatura não confere com o certificado do documento.',
    );
  });

  it('certificado ilegível ou ausente', () => {
    expect(
      verificarAssinatura(
        nfe.replace(
          /<X509Certificate>[\s\S]*?<\/X509Certificate>/,
          '<X509Certificate>AAAA</X509Certificate>',
        ),
      ).motivo,
    ).toBe('O certificado da assinatura é ilegível.');
    expect(verificarAssinatura(nfe.replace(/<KeyInfo>[\s\S]*?<\/KeyInfo>/, '')).motivo).toBe(
      'A assinatura não traz o certificado (KeyInfo/X509Data/X509Certificate).',
    );
  });

  it('Reference apontando para outro Id', () => {
    const outroId = nfe.replace('<Reference URI="#NFe', '<Reference URI="#XNFe');
    expect(verificarAssinatura(outroId).motivo).toBe(
      'A assinatura referencia "#XNFe43180906929383000163550010000000261000010301", mas o elemento anterior tem Id "NFe43180906929383000163550010000000261000010301".',
    );
  });

  it('signature wrapping: uma segunda infNFe com o mesmo Id', () => {
    const infNFe = extrairElemento(nfe, 'infNFe');
    const embrulhada = nfe.replace(
      '<NFe xmlns="http://www.portalfiscal.inf.br/nfe">',
      `<NFe xmlns="http://www.portalfiscal.inf.br/nfe">${infNFe.replace('<vNF>500.00</vNF>', '<vNF>1.00</vNF>')}`,
    );
    expect(verificarAssinatura(embrulhada).motivo).toBe(
      'Há 2 elementos com o Id "NFe43180906929383000163550010000000261000010301".',
    );
  });

  it('Signature fora do lugar (antes do elemento assinado)', () => {
    const assinatura = extrairElemento(nfe, 'Signature');
    const fora = nfe.replace(assinatura, '').replace('<infNFe ', `${assinatura}<infNFe `);
    expect(verificarAssinatura(fora).motivo).toBe('A assinatura não está logo depois do elemento assinado.');
  });

  it('DOCTYPE, XML truncado e texto qualquer', () => {
    expect(verificarAssinatura(`<!DOCTYPE x [<!ENTITY a "b">]>${nfe.slice(38)}`)).toEqual({
      valida: false,
      situacao: 'invalida',
      motivo: 'XML com DOCTYPE ou entidades não é aceito.',
    });
    expect(verificarAssinatura(nfe.slice(0, 2000)).motivo).toMatch(/^XML malformado: /);
    expect(verificarAssinatura('não é xml').motivo).toMatch(/^XML malformado: /);
  });
});

describe('assinarXml', () => {
  it('recusa nome de elemento que não seja um identificador simples', () => {
    expect(() => assinarXml(nfe, cert, { pai: "NFe' or '1'='1", elemento: 'infNFe' })).toThrow(RangeError);
  });
});

describe('inserirAssinaturasNoDocumento', () => {
  it('monta no documento a mesma Signature inserida no texto, logo depois de cada elemento assinado', () => {
    const envEvento = semAssinatura(
      extrairElemento(lerFixtureTexto('nfe/req_evento_cancela.xml'), 'envEvento'),
    );
    const evento = extrairElemento(envEvento, 'evento');
    const lote = envEvento.replace(evento, evento + evento.replace(/Id="ID(\d{50})01"/, 'Id="ID$102"'));
    for (const [xml, alvo, quantas] of [
      [semAssinatura(nfe), { pai: 'NFe', elemento: 'infNFe' }, 1],
      [lote, { pai: 'evento', elemento: 'infEvento' }, 2],
    ] as const) {
      const doc = abrirXml(xml);
      try {
        const assinaturas = gerarAssinaturas(xml, doc, cert, alvo);
        expect(assinaturas).toHaveLength(quantas);
        inserirAssinaturasNoDocumento(assinaturas);
        for (const { elemento, signature } of assinaturas) {
          const seguinte = elemento.next;
          expect(seguinte).toBeInstanceOf(XmlElement);
          expect((seguinte as XmlElement).toString({ format: false })).toBe(signature);
          expect((seguinte as XmlElement).namespaceUri).toBe(DSIG_NS);
          // Atributos sem prefixo não têm namespace, como no texto (o XSD do xmldsig exige isso).
          expect(doc.find("//*[@Algorithm and namespace-uri(@Algorithm)='']")).toHaveLength(5 * quantas);
        }
        expect(assinarXml(xml, cert, alvo)).toBe(inserirAssinaturas(xml, assinaturas));
      } finally {
        doc.dispose();
      }
    }
  });
});
