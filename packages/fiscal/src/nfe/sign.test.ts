import { describe, expect, it } from 'vitest';
import { assinaturasDe, verificarComXmlCrypto, verificarComXmlsec1 } from '../../test/support/assinatura.ts';
import {
  digestsDe,
  extrairElemento,
  lerFixture,
  lerFixtureTexto,
  SENHA_PFX_TESTE,
  semAssinatura,
} from '../../test/support/fixtures.ts';
import { readPfx } from '../cert/read-pfx.ts';
import { verificarAssinatura } from '../common/sign-xml.ts';
import { assinarEvento, assinarInutilizacao, assinarNFe } from './sign.ts';

const certPublico = readPfx(lerFixture('certs/cert_cnpj_06157250000116_senha_minhasenha.pfx'), 'minhasenha');
const certLegado = readPfx(lerFixture('certs/legado-rc2-3des.pfx'), SENHA_PFX_TESTE);

// A amostra como foi assinada e autorizada (sem a indentação posterior, veja test/fixtures/README.md).
const nfeOriginal = lerFixtureTexto('nfe/nfe_layout4_compacto.xml');
const nfeSemAssinatura = semAssinatura(nfeOriginal);
const DIGEST_AUTORIZADO = 'Hwr3X8T6PR7EUzdSHZYeHpn14e4='; // protNFe/infProt/digVal da amostra autorizada

describe('assinarNFe', () => {
  const assinada = assinarNFe(nfeSemAssinatura, certPublico);

  it('calcula o mesmo digest que a SEFAZ-RS autorizou para esta nota (C14N de infNFe com o xmlns herdado)', () => {
    expect(digestsDe(assinada)).toEqual([DIGEST_AUTORIZADO]);
    expect(digestsDe(nfeOriginal)).toEqual([DIGEST_AUTORIZADO]);
    expect(lerFixtureTexto('nfe/nfe_layout4_com_prot.xml')).toContain(
      `<digVal>${DIGEST_AUTORIZADO}</digVal>`,
    );
  });

  it('insere a Signature no perfil da SEFAZ logo depois de infNFe, sem tocar no resto do XML', () => {
    const [assinatura] = assinaturasDe(assinada);
    expect(assinatura).toBeDefined();
    expect(assinada.replace(assinatura as string, '')).toBe(nfeSemAssinatura);
    expect(assinada).toContain(`</infNFe>${assinatura}</NFe>`);
    const certificado = certPublico.certificateDerBase64;
    expect(assinatura).toMatch(
      new RegExp(
        '^<Signature xmlns="http://www\\.w3\\.org/2000/09/xmldsig#"><SignedInfo>' +
          '<CanonicalizationMethod Algorithm="http://www\\.w3\\.org/TR/2001/REC-xml-c14n-20010315"/>' +
          '<SignatureMethod Algorithm="http://www\\.w3\\.org/2000/09/xmldsig#rsa-sha1"/>' +
          '<Reference URI="#NFe43180906929383000163550010000000261000010301"><Transforms>' +
          '<Transform Algorithm="http://www\\.w3\\.org/2000/09/xmldsig#enveloped-signature"/>' +
          '<Transform Algorithm="http://www\\.w3\\.org/TR/2001/REC-xml-c14n-20010315"/></Transforms>' +
          '<DigestMethod Algorithm="http://www\\.w3\\.org/2000/09/xmldsig#sha1"/>' +
          '<DigestValue>Hwr3X8T6PR7EUzdSHZYeHpn14e4=</DigestValue></Reference></SignedInfo>' +
          '<SignatureValue>[A-Za-z0-9+/]{342}==</SignatureValue>' +
          `<KeyInfo><X509Data><X509Certificate>${certificado.replace(/[+/]/g, '\\$&')}</X509Certificate>` +
          '</X509Data></KeyInfo></Signature>$',
      ),
    );
  });

  it('confere com o xml-crypto e com o xmlsec1', () => {
    expect(verificarComXmlCrypto(assinada)).toBe(true);
    const xmlsec1 = verificarComXmlsec1(assinada, 'infNFe');
    expect(xmlsec1.saida).toContain('OK');
    expect(xmlsec1.ok).toBe(true);
    expect(verificarAssinatura(assinada)).toEqual({ valida: true, situacao: 'valida' });
  });

  it('assina com o certificado legado RC2/3DES e confere nos dois verificadores', () => {
    const legado = assinarNFe(nfeSemAssinatura, certLegado);
    expect(digestsDe(legado)).toEqual([DIGEST_AUTORIZADO]);
    expect(verificarComXmlCrypto(legado)).toBe(true);
    expect(verificarComXmlsec1(legado, 'infNFe').ok).toBe(true);
  });

  it('é determinística: a mesma nota gera o mesmo XML assinado (reenvio idêntico)', () => {
    expect(assinarNFe(nfeSemAssinatura, certPublico)).toBe(assinada);
  });

  it('uma nota adulterada depois de assinada não confere em nenhum verificador', () => {
    const adulterada = assinada.replace('<vProd>500.00</vProd>', '<vProd>5000.00</vProd>');
    expect(adulterada).not.toBe(assinada);
    expect(verificarComXmlCrypto(adulterada)).toBe(false);
    expect(verificarComXmlsec1(adulterada, 'infNFe').ok).toBe(false);
    expect(verificarAssinatura(adulterada)).toEqual({
      valida: false,
      situacao: 'invalida',
      motivo: 'O conteúdo assinado foi alterado depois da assinatura (o digest não confere).',
    });
  });

  it('assina corretamente com namespaces prefixados declarados na raiz (entram na C14N do SignedInfo)', () => {
    const comXsi = nfeSemAssinatura.replace(
      '<NFe xmlns="http://www.portalfiscal.inf.br/nfe">',
      '<NFe xmlns="http://www.portalfiscal.inf.br/nfe" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:a="urn:a">',
    );
    const assinadaXsi = assinarNFe(comXsi, certPublico);
    // infNFe também herda os prefixos: o digest muda, e os dois verificadores independentes precisam aceitar.
    expect(digestsDe(assinadaXsi)[0]).not.toBe(DIGEST_AUTORIZADO);
    expect(verificarComXmlCrypto(assinadaXsi)).toBe(true);
    expect(verificarComXmlsec1(assinadaXsi, 'infNFe').ok).toBe(true);
  });

  it('preserva a indentação de quem a enviou (e a assinatura cobre os espaços)', () => {
    const indentada = semAssinatura(lerFixtureTexto('nfe/nfe_layout4.xml'));
    const assinadaIndentada = assinarNFe(indentada, certPublico);
    expect(digestsDe(assinadaIndentada)[0]).not.toBe(DIGEST_AUTORIZADO);
    expect(verificarComXmlsec1(assinadaIndentada, 'infNFe').ok).toBe(true);
    expect(verificarAssinatura(assinadaIndentada).valida).toBe(true);
  });

  it('recusa nota já assinada, sem infNFe, sem Id ou com DOCTYPE', () => {
    expect(() => assinarNFe(assinada, certPublico)).toThrow('O elemento infNFe já está assinado.');
    expect(() => assinarNFe('<NFe xmlns="http://www.portalfiscal.inf.br/nfe"/>', certPublico)).toThrow(
      'O XML não tem o elemento NFe/infNFe a assinar.',
    );
    expect(() => assinarNFe(nfeSemAssinatura.replace(/ Id="[^"]*"/, ''), certPublico)).toThrow(
      'O elemento infNFe não tem o atributo Id, referenciado pela assinatura.',
    );
    expect(() => assinarNFe(`<!DOCTYPE NFe []>${nfeSemAssinatura.slice(38)}`, certPublico)).toThrow(
      'XML com DOCTYPE ou entidades não é aceito.',
    );
    expect(() => assinarNFe(nfeSemAssinatura.slice(0, 500), certPublico)).toThrow(/^XML malformado/);
  });

  it('recusa comentário com </infNFe>, que deixaria a Signature no lugar errado', () => {
    const comComentario = nfeSemAssinatura.replace('<ide>', '<ide><!-- </infNFe> -->');
    expect(() => assinarNFe(comComentario, certPublico)).toThrow(
      'Não foi possível localizar o fim de infNFe no XML.',
    );
  });
});

describe('assinarEvento', () => {
  it.each([
    ['nfe/req_evento_cancela.xml', 'cancelamento 110111'],
    ['nfe/req_evento_cce.xml', 'carta de correção 110110'],
    ['nfe/exemplo_xml_sefazCancela.xml', 'cancelamento 110111'],
  ])('reproduz o digest da assinatura real de %s (%s)', (arquivo) => {
    const envEvento = extrairElemento(lerFixtureTexto(arquivo), 'envEvento');
    expect(verificarComXmlsec1(envEvento, 'infEvento').ok).toBe(true);
    const assinado = assinarEvento(semAssinatura(envEvento), certPublico);
    expect(digestsDe(assinado)).toEqual(digestsDe(envEvento));
    expect(assinado).toMatch(
      /<\/infEvento><Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">.*<\/Signature><\/evento>/,
    );
    expect(verificarComXmlCrypto(assinado)).toBe(true);
    expect(verificarComXmlsec1(assinado, 'infEvento').ok).toBe(true);
  });

  it('assina cada evento de um lote com a sua Signature', () => {
    const envEvento = semAssinatura(
      extrairElemento(lerFixtureTexto('nfe/req_evento_cancela.xml'), 'envEvento'),
    );
    const evento = extrairElemento(envEvento, 'evento');
    const segundo = evento
      .replace('<nSeqEvento>1</nSeqEvento>', '<nSeqEvento>2</nSeqEvento>')
      .replace(/Id="ID(\d{50})01"/, 'Id="ID$102"');
    expect(segundo).not.toBe(evento);
    const lote = envEvento.replace(evento, evento + segundo);
    const assinado = assinarEvento(lote, certLegado);
    expect(assinaturasDe(assinado)).toHaveLength(2);
    const [primeiroDigest, segundoDigest] = digestsDe(assinado);
    expect(primeiroDigest).not.toBe(segundoDigest);
    for (const [indice, posicao] of [
      [0, 1],
      [1, 2],
    ] as const) {
      expect(verificarComXmlCrypto(assinado, indice)).toBe(true);
      expect(verificarComXmlsec1(assinado, 'infEvento', posicao).ok).toBe(true);
    }
    expect(verificarAssinatura(assinado).valida).toBe(true);
  });
});

describe('assinarInutilizacao', () => {
  it('reproduz o digest da assinatura real de req_inutiliza.xml e confere nos verificadores', () => {
    const inutNFe = extrairElemento(lerFixtureTexto('nfe/req_inutiliza.xml'), 'inutNFe');
    expect(verificarComXmlsec1(inutNFe, 'infInut').ok).toBe(true);
    const assinado = assinarInutilizacao(semAssinatura(inutNFe), certPublico);
    expect(digestsDe(assinado)).toEqual(digestsDe(inutNFe));
    expect(assinado).toMatch(/<\/infInut><Signature [^>]*>.*<\/Signature><\/inutNFe>$/);
    expect(verificarComXmlCrypto(assinado)).toBe(true);
    expect(verificarComXmlsec1(assinado, 'infInut').ok).toBe(true);
  });
});
