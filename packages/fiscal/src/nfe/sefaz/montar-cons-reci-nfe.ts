import { el, grupo } from '../../common/xml.ts';
import { NFE_NS, type TpAmb } from './servicos-sefaz.ts';

/** consReciNFe 4.00: o resultado de um lote recebido em modo assíncrono (NFeRetAutorizacao4). */
export function montarConsReciNFe(dados: { tpAmb: TpAmb; nRec: string }): string {
  return grupo('consReciNFe', [el('tpAmb', dados.tpAmb), el('nRec', dados.nRec)], {
    xmlns: NFE_NS,
    versao: '4.00',
  });
}
