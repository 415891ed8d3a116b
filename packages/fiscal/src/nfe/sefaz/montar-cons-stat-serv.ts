import { el, grupo } from '../../common/xml.ts';
import { NFE_NS, type TpAmb } from './servicos-sefaz.ts';

export interface DadosConsStatServ {
  tpAmb: TpAmb;
  /** Código IBGE da UF consultada (2 dígitos). */
  cUF: string;
}

/** consStatServ 4.00 (MOC, web service NFeStatusServico4). */
export function montarConsStatServ(dados: DadosConsStatServ): string {
  return grupo('consStatServ', [el('tpAmb', dados.tpAmb), el('cUF', dados.cUF), el('xServ', 'STATUS')], {
    xmlns: NFE_NS,
    versao: '4.00',
  });
}
