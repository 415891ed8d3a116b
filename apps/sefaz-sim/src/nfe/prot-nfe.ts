import { el, grupo } from '@erp/fiscal/xml';
import type { Resultado } from './motivos.ts';

export interface DadosProtocolo {
  tpAmb: string;
  verAplic: string;
  chNFe: string;
  dhRecbto: string;
  nProt?: string;
  digVal?: string;
}

/** protNFe (TProtNFe): o protocolo de autorização, ou o resultado da rejeição de uma NF-e do lote. */
export function protNFe(dados: DadosProtocolo, r: Resultado): string {
  return grupo(
    'protNFe',
    [
      grupo(
        'infProt',
        [
          el('tpAmb', dados.tpAmb),
          el('verAplic', dados.verAplic),
          el('chNFe', dados.chNFe),
          el('dhRecbto', dados.dhRecbto),
          el('nProt', dados.nProt),
          el('digVal', dados.digVal),
          el('cStat', r.cStat),
          el('xMotivo', r.xMotivo),
        ],
        { Id: dados.nProt && r.cStat === '100' ? `ID${dados.nProt}` : undefined },
      ),
    ],
    { versao: '4.00' },
  );
}
