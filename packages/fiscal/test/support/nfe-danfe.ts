import { montarChave } from '../../src/common/chave.ts';
import { Decimal } from '../../src/common/decimal.ts';

/**
 * NF-e sintéticas para os testes do DANFE: a estrutura que parseNFe exige (chave válida, ide, emit, det, total)
 * com impostos por item, transporte, duplicatas e informações complementares. Não são assinadas: o DANFE não
 * depende da assinatura.
 */

export interface OpcoesNfeTeste {
  itens?: number;
  tpAmb?: '1' | '2';
  /** Inclui protNFe (nfeProc) com este cStat (padrão: sem protocolo). */
  cStat?: string;
  infCpl?: string;
  /** Descrição de cada item (padrão: uma linha). */
  xProd?: (n: number) => string;
  /** Inclui total/IBSCBSTot e vNFTot (NT 2025.002). */
  ibsCbs?: boolean;
  /** Emitida em contingência: tpEmis (na chave e em ide), dhCont e xJust. */
  contingencia?: { tpEmis: '6' | '7'; dhCont: string; xJust: string };
}

const chaveDeTeste = (tpEmis: string) =>
  montarChave({
    cUF: '35',
    aamm: '2607',
    cnpj: '12345678000195',
    mod: '55',
    serie: '1',
    nNF: '1234',
    tpEmis,
    cNF: '87654321',
  });

export const CHAVE_TESTE = chaveDeTeste('1');

function item(n: number, xProd: string): string {
  const quantidade = new Decimal(n).plus('0.5');
  const unitario = new Decimal('12.3456');
  const total = quantidade.times(unitario).toFixed(2);
  const bc = total;
  const icms = new Decimal(total).times('0.18').toFixed(2);
  return (
    `<det nItem="${n}"><prod><cProd>PRD-${n}</cProd><cEAN>SEM GTIN</cEAN><xProd>${xProd}</xProd>` +
    `<NCM>39269090</NCM><CFOP>5124</CFOP><uCom>KG</uCom><qCom>${quantidade.toFixed(4)}</qCom>` +
    `<vUnCom>${unitario.toFixed(4)}</vUnCom><vProd>${total}</vProd><cEANTrib>SEM GTIN</cEANTrib>` +
    `<uTrib>KG</uTrib><qTrib>${quantidade.toFixed(4)}</qTrib><vUnTrib>${unitario.toFixed(4)}</vUnTrib>` +
    '<indTot>1</indTot></prod><imposto><ICMS><ICMS00><orig>0</orig><CST>00</CST><modBC>3</modBC>' +
    `<vBC>${bc}</vBC><pICMS>18.00</pICMS><vICMS>${icms}</vICMS></ICMS00></ICMS>` +
    '<IPI><cEnq>999</cEnq><IPITrib><CST>50</CST><vBC>0.00</vBC><pIPI>0.00</pIPI><vIPI>0.00</vIPI></IPITrib></IPI>' +
    `</imposto><infAdProd>Lote L-${n}</infAdProd></det>`
  );
}

export function nfeDeTeste(opcoes: OpcoesNfeTeste = {}): string {
  const quantidade = opcoes.itens ?? 1;
  const descricao = opcoes.xProd ?? ((n: number) => `INDUSTRIALIZACAO DE PECA PLASTICA ${n}`);
  const dets = Array.from({ length: quantidade }, (_, i) => item(i + 1, descricao(i + 1))).join('');
  const { contingencia } = opcoes;
  const chave = contingencia ? chaveDeTeste(contingencia.tpEmis) : CHAVE_TESTE;
  const entrada = contingencia
    ? `<dhCont>${contingencia.dhCont}</dhCont><xJust>${contingencia.xJust}</xJust>`
    : '';
  const infNFe =
    `<infNFe Id="NFe${chave}" versao="4.00"><ide><cUF>35</cUF><cNF>87654321</cNF>` +
    '<natOp>Industrializacao efetuada para outra empresa</natOp><mod>55</mod><serie>1</serie><nNF>1234</nNF>' +
    '<dhEmi>2026-07-10T09:30:00-03:00</dhEmi><dhSaiEnt>2026-07-10T14:05:00-03:00</dhSaiEnt><tpNF>1</tpNF>' +
    `<idDest>1</idDest><cMunFG>3550308</cMunFG><tpImp>1</tpImp><tpEmis>${contingencia?.tpEmis ?? '1'}</tpEmis>` +
    `<cDV>${chave.slice(-1)}</cDV><tpAmb>${opcoes.tpAmb ?? '1'}</tpAmb><finNFe>1</finNFe><indFinal>0</indFinal>` +
    `<indPres>9</indPres><procEmi>0</procEmi><verProc>ERP-0.1</verProc>${entrada}</ide>` +
    '<emit><CNPJ>12345678000195</CNPJ><xNome>PLASTICOS EXEMPLO INDUSTRIA E COMERCIO LTDA</xNome>' +
    '<xFant>PLASTICOS EXEMPLO</xFant><enderEmit><xLgr>Rua das Industrias</xLgr><nro>500</nro>' +
    '<xBairro>Distrito Industrial</xBairro><cMun>3550308</cMun><xMun>Sao Paulo</xMun><UF>SP</UF>' +
    '<CEP>04207040</CEP><cPais>1058</cPais><xPais>BRASIL</xPais><fone>1133334444</fone></enderEmit>' +
    '<IE>111222333444</IE><CRT>3</CRT></emit>' +
    '<dest><CNPJ>58716523000119</CNPJ><xNome>CLIENTE DESTINATARIO S.A.</xNome><enderDest>' +
    '<xLgr>Av. Teste</xLgr><nro>2040</nro><xBairro>Centro</xBairro><cMun>3509502</cMun>' +
    '<xMun>Campinas</xMun><UF>SP</UF><CEP>13010000</CEP><cPais>1058</cPais><xPais>BRASIL</xPais>' +
    '<fone>19912345678</fone></enderDest><indIEDest>1</indIEDest><IE>244555666777</IE></dest>' +
    dets +
    '<total><ICMSTot><vBC>1234.56</vBC><vICMS>222.22</vICMS><vICMSDeson>0.00</vICMSDeson><vFCP>0.00</vFCP>' +
    '<vBCST>0.00</vBCST><vST>0.00</vST><vFCPST>0.00</vFCPST><vFCPSTRet>0.00</vFCPSTRet>' +
    '<vProd>1234.56</vProd><vFrete>0.00</vFrete><vSeg>0.00</vSeg><vDesc>0.00</vDesc><vII>0.00</vII>' +
    '<vIPI>0.00</vIPI><vIPIDevol>0.00</vIPIDevol><vPIS>20.37</vPIS><vCOFINS>93.83</vCOFINS>' +
    '<vOutro>0.00</vOutro><vNF>1234.56</vNF></ICMSTot>' +
    (opcoes.ibsCbs
      ? '<IBSCBSTot><vBCIBSCBS>1234.56</vBCIBSCBS><gIBS><gIBSUF><vDif>0.00</vDif><vDevTrib>0.00</vDevTrib>' +
        '<vIBSUF>1.23</vIBSUF></gIBSUF><gIBSMun><vDif>0.00</vDif><vDevTrib>0.00</vDevTrib><vIBSMun>0.00</vIBSMun>' +
        '</gIBSMun><vIBS>1.23</vIBS><vCredPres>0.00</vCredPres><vCredPresCondSus>0.00</vCredPresCondSus></gIBS>' +
        '<gCBS><vDif>0.00</vDif><vDevTrib>0.00</vDevTrib><vCBS>11.11</vCBS><vCredPres>0.00</vCredPres>' +
        '<vCredPresCondSus>0.00</vCredPresCondSus></gCBS></IBSCBSTot><vNFTot>1246.90</vNFTot>'
      : '') +
    '</total>' +
    '<transp><modFrete>0</modFrete><transporta><CNPJ>11222333000181</CNPJ><xNome>TRANSPORTES RAPIDOS LTDA</xNome>' +
    '<IE>123456789012</IE><xEnder>Rod. Anhanguera km 10</xEnder><xMun>Osasco</xMun><UF>SP</UF></transporta>' +
    '<vol><qVol>3</qVol><esp>CAIXA</esp><marca>PX</marca><pesoL>120.500</pesoL><pesoB>125.000</pesoB></vol>' +
    '<vol><qVol>2</qVol><esp>CAIXA</esp><marca>PX</marca><pesoL>80.000</pesoL><pesoB>82.250</pesoB></vol></transp>' +
    '<cobr><fat><nFat>1234</nFat><vOrig>1234.56</vOrig><vDesc>0.00</vDesc><vLiq>1234.56</vLiq></fat>' +
    '<dup><nDup>001</nDup><dVenc>2026-08-10</dVenc><vDup>617.28</vDup></dup>' +
    '<dup><nDup>002</nDup><dVenc>2026-09-10</dVenc><vDup>617.28</vDup></dup></cobr>' +
    '<pag><detPag><tPag>15</tPag><vPag>1234.56</vPag></detPag></pag>' +
    (opcoes.infCpl ? `<infAdic><infCpl>${opcoes.infCpl}</infCpl></infAdic>` : '') +
    '</infNFe>';
  const nfe = `<NFe xmlns="http://www.portalfiscal.inf.br/nfe">${infNFe}</NFe>`;
  if (!opcoes.cStat) return `<?xml version="1.0" encoding="UTF-8"?>${nfe}`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">' +
    `${nfe}<protNFe versao="4.00"><infProt><tpAmb>${opcoes.tpAmb ?? '1'}</tpAmb><verAplic>SP_NFE_PL009_V4</verAplic>` +
    `<chNFe>${chave}</chNFe><dhRecbto>2026-07-10T09:31:12-03:00</dhRecbto><nProt>135260001234567</nProt>` +
    `<digVal>AAAAAAAAAAAAAAAAAAAAAAAAAAA=</digVal><cStat>${opcoes.cStat}</cStat>` +
    '<xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe></nfeProc>'
  );
}
