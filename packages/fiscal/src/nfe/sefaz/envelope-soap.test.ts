import { describe, expect, test } from 'vitest';
import { lerFixtureTexto } from '../../../test/support/fixtures.ts';
import { lerRespostaSoap, montarEnvelopeSoap } from './envelope-soap.ts';
import { extrairElementos, XmlRetornoInvalidoError } from './ler-xml-retorno.ts';

const CONS =
  '<consStatServ xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><tpAmb>2</tpAmb></consStatServ>';

describe('envelope SOAP 1.2', () => {
  test('área de dados em nfeDadosMsg, no namespace do serviço', () => {
    expect(montarEnvelopeSoap('NFeStatusServico4', `<?xml version="1.0"?>${CONS}`)).toBe(
      '<?xml version="1.0" encoding="utf-8"?><soap12:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
        'xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap12="http://www.w3.org/2003/05/soap-envelope">' +
        '<soap12:Body><nfeDadosMsg xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/NFeStatusServico4">' +
        `${CONS}</nfeDadosMsg></soap12:Body></soap12:Envelope>`,
    );
  });

  test('NFeDistribuicaoDFe: nfeDadosMsg dentro de nfeDistDFeInteresse, como na amostra oficial', () => {
    const envelope = montarEnvelopeSoap('NFeDistribuicaoDFe', '<distDFeInt/>');
    expect(envelope).toContain(
      '<soap12:Body><nfeDistDFeInteresse xmlns="http://www.portalfiscal.inf.br/nfe/wsdl/NFeDistribuicaoDFe">' +
        '<nfeDadosMsg><distDFeInt/></nfeDadosMsg></nfeDistDFeInteresse></soap12:Body>',
    );
  });
});

describe('leitura da resposta', () => {
  test('retorno da autorização (amostra oficial): o retEnviNFe como veio e lido', () => {
    const retorno = lerRespostaSoap(lerFixtureTexto('nfe/exemplo_retorno_sucesso_envia_lote.xml'));
    expect(retorno.raiz).toBe('retEnviNFe');
    expect(retorno.no.cStat).toBe('104');
    expect(
      retorno.xml.startsWith('<retEnviNFe versao="4.00" xmlns="http://www.portalfiscal.inf.br/nfe">'),
    ).toBe(true);
    // O protNFe recortado declara o namespace que herdava do retEnviNFe, não o do nfeResultMsg.
    expect(extrairElementos(retorno.xml, 'protNFe')[0]).toMatch(
      /^<protNFe xmlns="http:\/\/www\.portalfiscal\.inf\.br\/nfe" versao="4\.00"><infProt>.*<\/protNFe>$/,
    );
  });

  test('envelope com prefixo env: e indentado (inutilização, amostra oficial)', () => {
    const retorno = lerRespostaSoap(lerFixtureTexto('nfe/response_inut_cnpj.xml'));
    expect(retorno.raiz).toBe('retInutNFe');
    expect(retorno.no.infInut).toMatchObject({ cStat: '102', nProt: '152250025831513' });
  });

  test('estilo antigo (<operacao>Result), da consulta de status 3.10', () => {
    const retorno = lerRespostaSoap(lerFixtureTexto('nfe/retConsStatServ.xml'));
    expect(retorno.raiz).toBe('retConsStatServ');
    expect(retorno.no.cStat).toBe('107');
  });

  test('valores continuam texto e as entidades predefinidas são resolvidas só na leitura do campo', () => {
    const corpo =
      '<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body>' +
      '<nfeResultMsg xmlns="x"><retConsStatServ xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">' +
      '<cStat>107</cStat><xMotivo>A &amp; B</xMotivo><cUF>035</cUF></retConsStatServ></nfeResultMsg></soap:Body></soap:Envelope>';
    const retorno = lerRespostaSoap(corpo);
    expect(retorno.no.cUF).toBe('035');
    expect(retorno.xml).toContain('<xMotivo>A &amp; B</xMotivo>');
  });

  test('protocolo com prefixo de namespace: o trecho recortado declara o prefixo', () => {
    const corpo =
      '<ns2:retEnviNFe xmlns:ns2="http://www.portalfiscal.inf.br/nfe" versao="4.00"><ns2:cStat>104</ns2:cStat>' +
      '<ns2:protNFe versao="4.00"><ns2:infProt><ns2:cStat>100</ns2:cStat></ns2:infProt></ns2:protNFe></ns2:retEnviNFe>';
    expect(extrairElementos(corpo, 'protNFe')).toEqual([
      '<ns2:protNFe xmlns:ns2="http://www.portalfiscal.inf.br/nfe" versao="4.00"><ns2:infProt><ns2:cStat>100</ns2:cStat></ns2:infProt></ns2:protNFe>',
    ]);
  });

  test('DOCTYPE, XML malformado, SOAP Fault e envelope sem retorno são recusados', () => {
    const invalidos = [
      '<!DOCTYPE x [<!ENTITY a "b">]><soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"/>',
      '<soap:Envelope><soap:Body>',
      '<html><body>Service Unavailable</body></html>',
      '<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body><soap:Fault><soap:Reason>' +
        '<soap:Text xml:lang="pt-BR">Falhou</soap:Text></soap:Reason></soap:Fault></soap:Body></soap:Envelope>',
      '<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope"><soap:Body/></soap:Envelope>',
    ];
    for (const corpo of invalidos)
      expect(() => lerRespostaSoap(corpo), corpo).toThrow(XmlRetornoInvalidoError);
    expect(() => lerRespostaSoap(invalidos[3] ?? '')).toThrow('SOAP Fault: Falhou');
  });
});
