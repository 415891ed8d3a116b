import { describe, expect, it } from 'vitest';
import { lerDocumentoDistribuido } from './ler-documento-distribuido.ts';

const NS = 'xmlns="http://www.portalfiscal.inf.br/nfe"';
const CHAVE = '35261106157250000116550010000007011010007016';

describe('lerDocumentoDistribuido', () => {
  it('reads a resNFe: key, issuer, value, emission, situation; it starts as Resumo', () => {
    const xml = `<resNFe ${NS} versao="1.01"><chNFe>${CHAVE}</chNFe><CNPJ>06157250000116</CNPJ><xNome>Embalagens Paulista &amp; Cia</xNome><IE>110042490114</IE><dhEmi>2026-11-20T10:00:00-03:00</dhEmi><tpNF>1</tpNF><vNF>1234.56</vNF><digVal>x</digVal><dhRecbto>2026-11-20T10:01:00-03:00</dhRecbto><nProt>135260000000001</nProt><cSitNFe>3</cSitNFe></resNFe>`;
    expect(lerDocumentoDistribuido({ nsu: '7', schema: 'resNFe_v1.01.xsd', xml })).toEqual({
      nsu: '000000000000007',
      schema: 'resNFe_v1.01.xsd',
      tipo: 'resNFe',
      chaveAcesso: CHAVE,
      emitenteCpfCnpj: '06157250000116',
      emitenteNome: 'Embalagens Paulista & Cia',
      valorTotal: '1234.56',
      dataEmissao: new Date('2026-11-20T13:00:00Z'),
      situacao: 'Cancelada',
      tpEvento: null,
      status: 'Resumo',
      observacao: null,
      xml,
    });
  });

  it('reads a procNFe from the note and its protocol; it starts as XML disponível', () => {
    const xml = `<nfeProc ${NS} versao="4.00"><NFe><infNFe versao="4.00" Id="NFe${CHAVE}"><ide><dhEmi>2026-11-20T10:00:00-03:00</dhEmi></ide><emit><CPF>12345678909</CPF><xNome>Produtor</xNome></emit><total><ICMSTot><vNF>10.00</vNF></ICMSTot></total></infNFe></NFe><protNFe versao="4.00"><infProt><chNFe>${CHAVE}</chNFe><cStat>100</cStat></infProt></protNFe></nfeProc>`;
    expect(
      lerDocumentoDistribuido({ nsu: '000000000000008', schema: 'procNFe_v4.00.xsd', xml }),
    ).toMatchObject({
      tipo: 'procNFe',
      chaveAcesso: CHAVE,
      emitenteCpfCnpj: '12345678909',
      emitenteNome: 'Produtor',
      valorTotal: '10.00',
      situacao: 'Autorizada',
      status: 'XML disponível',
    });
  });

  it.each([
    ['150', 'Autorizada'],
    ['110', 'Denegada'],
    ['301', 'Denegada'],
    ['302', 'Denegada'],
    ['303', 'Denegada'],
    ['204', null],
  ])('files a procNFe whose protocol says %s as %s', (cStat, situacao) => {
    const xml = `<nfeProc ${NS} versao="4.00"><NFe><infNFe versao="4.00" Id="NFe${CHAVE}"><ide><dhEmi>2026-11-20T10:00:00-03:00</dhEmi></ide><emit><CNPJ>06157250000116</CNPJ><xNome>Fornecedor</xNome></emit><total><ICMSTot><vNF>10.00</vNF></ICMSTot></total></infNFe></NFe><protNFe versao="4.00"><infProt><chNFe>${CHAVE}</chNFe><cStat>${cStat}</cStat></infProt></protNFe></nfeProc>`;
    expect(lerDocumentoDistribuido({ nsu: '9', schema: 'procNFe_v4.00.xsd', xml }).situacao).toBe(situacao);
  });

  it('reads events (resEvento, procEventoNFe) with their type and description', () => {
    const resEvento = `<resEvento ${NS} versao="1.01"><cOrgao>35</cOrgao><CNPJ>06157250000116</CNPJ><chNFe>${CHAVE}</chNFe><dhEvento>2026-11-21T09:00:00-03:00</dhEvento><tpEvento>110111</tpEvento><nSeqEvento>1</nSeqEvento><xEvento>Cancelamento</xEvento><dhRecbto>2026-11-21T09:00:01-03:00</dhRecbto><nProt>1</nProt></resEvento>`;
    expect(
      lerDocumentoDistribuido({ nsu: '9', schema: 'resEvento_v1.01.xsd', xml: resEvento }),
    ).toMatchObject({
      tipo: 'resEvento',
      chaveAcesso: CHAVE,
      tpEvento: '110111',
      status: 'Evento',
      observacao: 'Cancelamento',
    });
    const proc = `<procEventoNFe ${NS} versao="1.00"><evento versao="1.00"><infEvento Id="x"><cOrgao>35</cOrgao><CNPJ>06157250000116</CNPJ><chNFe>${CHAVE}</chNFe><dhEvento>2026-11-21T09:00:00-03:00</dhEvento><tpEvento>110111</tpEvento><detEvento versao="1.00"><descEvento>Cancelamento</descEvento></detEvento></infEvento></evento><retEvento/></procEventoNFe>`;
    expect(
      lerDocumentoDistribuido({ nsu: '10', schema: 'procEventoNFe_v1.00.xsd', xml: proc }),
    ).toMatchObject({
      tipo: 'procEventoNFe',
      chaveAcesso: CHAVE,
      tpEvento: '110111',
      dataEmissao: new Date('2026-11-21T12:00:00Z'),
      observacao: 'Cancelamento',
    });
  });

  it('keeps what it cannot read as Falha with the reason, refusing DOCTYPE', () => {
    const hostil = `<!DOCTYPE x [<!ENTITY a "b">]><resNFe ${NS}><chNFe>&a;</chNFe></resNFe>`;
    expect(lerDocumentoDistribuido({ nsu: '11', schema: 'resNFe_v1.01.xsd', xml: hostil })).toMatchObject({
      tipo: 'resNFe',
      chaveAcesso: null,
      status: 'Falha',
      observacao: 'Documento ilegível: a resposta contém DOCTYPE ou ENTITY',
    });
    expect(
      lerDocumentoDistribuido({ nsu: '12', schema: 'resCTe_v1.00.xsd', xml: '<resCTe/>' }),
    ).toMatchObject({
      tipo: 'outro',
      status: 'Falha',
      observacao: 'Documento não tratado (resCTe_v1.00.xsd).',
    });
  });
  it('keeps a docZip that could not be read as Falha with the reason, so its NSU is stored and not asked again', () => {
    const lido = lerDocumentoDistribuido({
      nsu: '42',
      schema: 'procNFe_v4.00.xsd',
      xml: '',
      erro: 'o docZip do NSU 000000000000042 não pôde ser lido (gzip inválido)',
    });
    expect(lido).toMatchObject({
      nsu: '000000000000042',
      tipo: 'procNFe',
      status: 'Falha',
      observacao: 'Documento ilegível: o docZip do NSU 000000000000042 não pôde ser lido (gzip inválido).',
    });
  });
});
