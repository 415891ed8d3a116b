/**
 * NFS-e sintética com a DPS informada, como a Sefin Nacional a devolveria (infNFSe com os valores calculados).
 * Não é assinada: o DANFSe não depende da assinatura.
 */
export interface DadosNfseTeste {
  chave?: string;
  nNFSe?: string;
  valores: { vBC?: string; pAliqAplic?: string; vISSQN?: string; vTotalRet?: string; vLiq: string };
  xOutInf?: string;
}

export const CHAVE_NFSE_TESTE = '35503082206157250000116000000000004226071234567890';

export function nfseDeTeste(dpsXml: string, dados: DadosNfseTeste): string {
  const dps = dpsXml.replace(/^<\?xml[^>]*\?>/, '');
  const v = dados.valores;
  const valores = [
    v.vBC && `<vBC>${v.vBC}</vBC>`,
    v.pAliqAplic && `<pAliqAplic>${v.pAliqAplic}</pAliqAplic>`,
    v.vISSQN && `<vISSQN>${v.vISSQN}</vISSQN>`,
    v.vTotalRet && `<vTotalRet>${v.vTotalRet}</vTotalRet>`,
    `<vLiq>${v.vLiq}</vLiq>`,
  ]
    .filter(Boolean)
    .join('');
  return (
    '<?xml version="1.0" encoding="utf-8"?><NFSe versao="1.01" xmlns="http://www.sped.fazenda.gov.br/nfse">' +
    `<infNFSe Id="NFS${dados.chave ?? CHAVE_NFSE_TESTE}"><xLocEmi>São Paulo</xLocEmi><xLocPrestacao>São Paulo</xLocPrestacao>` +
    `<nNFSe>${dados.nNFSe ?? '42'}</nNFSe><cLocIncid>3550308</cLocIncid><xLocIncid>São Paulo</xLocIncid>` +
    '<xTribNac>Restauração, recondicionamento, acondicionamento, pintura, beneficiamento, lavagem, secagem, tingimento, galvanoplastia, anodização, corte, recorte, plastificação, costura, acabamento, polimento e congêneres de objetos quaisquer.</xTribNac>' +
    '<xNBS>Serviços de industrialização por encomenda</xNBS><verAplic>SefinNac_1.5</verAplic><ambGer>2</ambGer>' +
    '<tpEmis>1</tpEmis><procEmi>1</procEmi><cStat>100</cStat><dhProc>2026-07-10T09:30:05-03:00</dhProc><nDFSe>9876</nDFSe>' +
    '<emit><CNPJ>06157250000116</CNPJ><IM>12345678</IM><xNome>PLASTICOS EXEMPLO LTDA</xNome><enderNac>' +
    '<xLgr>RUA DAS INDUSTRIAS</xLgr><nro>500</nro><xBairro>DISTRITO INDUSTRIAL</xBairro><cMun>3550308</cMun><UF>SP</UF>' +
    '<CEP>04207040</CEP></enderNac><fone>1133334444</fone><email>fiscal@plasticos.example</email></emit>' +
    `<valores>${valores}</valores>${dados.xOutInf ? `<xOutInf>${dados.xOutInf}</xOutInf>` : ''}${dps}</infNFSe>` +
    '<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo/></Signature></NFSe>'
  );
}
