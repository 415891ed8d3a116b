import type { RetornoSoap } from './envelope-soap.ts';
import { extrairElementos, filhos, type NoXml, texto } from './ler-xml-retorno.ts';

/** Protocolo de uma NF-e (protNFe/infProt): autorização, denegação ou a rejeição da nota no lote. */
export interface ProtNFe {
  tpAmb: string;
  verAplic: string;
  chNFe: string;
  dhRecbto: string;
  nProt?: string;
  digVal?: string;
  cStat: string;
  xMotivo: string;
  /** O protNFe como veio da SEFAZ (com a assinatura dela, se houver), para montar o nfeProc. */
  xml: string;
}

function lerInfProt(no: NoXml, xml: string): ProtNFe {
  const campo = (nome: string) => texto(no, `infProt/${nome}`);
  const nProt = campo('nProt');
  const digVal = campo('digVal');
  return {
    tpAmb: campo('tpAmb') ?? '',
    verAplic: campo('verAplic') ?? '',
    chNFe: campo('chNFe') ?? '',
    dhRecbto: campo('dhRecbto') ?? '',
    ...(nProt ? { nProt } : {}),
    ...(digVal ? { digVal } : {}),
    cStat: campo('cStat') ?? '',
    xMotivo: campo('xMotivo') ?? '',
    xml,
  };
}

/** Os protNFe filhos do elemento de retorno (retEnviNFe, retConsReciNFe, retConsSitNFe), em ordem. */
export function protocolosDoRetorno(retorno: RetornoSoap): ProtNFe[] {
  const textos = extrairElementos(retorno.xml, 'protNFe');
  return filhos(retorno.no, 'protNFe').map((no, indice) => lerInfProt(no, textos[indice] ?? ''));
}
