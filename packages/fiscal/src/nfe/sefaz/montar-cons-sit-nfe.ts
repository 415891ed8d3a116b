import { el, grupo } from '../../common/xml.ts';
import { NFE_NS, type TpAmb } from './servicos-sefaz.ts';

/** consSitNFe 4.00: a situação da NF-e pela chave de acesso (NFeConsultaProtocolo4). */
export function montarConsSitNFe(dados: { tpAmb: TpAmb; chNFe: string }): string {
  return grupo('consSitNFe', [el('tpAmb', dados.tpAmb), el('xServ', 'CONSULTAR'), el('chNFe', dados.chNFe)], {
    xmlns: NFE_NS,
    versao: '4.00',
  });
}
