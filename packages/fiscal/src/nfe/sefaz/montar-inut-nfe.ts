import { el, grupo } from '../../common/xml.ts';
import { textoLivre } from '../build/texto-livre.ts';
import { NFE_NS, type TpAmb } from './servicos-sefaz.ts';

export interface DadosInutilizacao {
  tpAmb: TpAmb;
  /** Código IBGE da UF do emitente. */
  cUF: string;
  /** Ano de emissão com dois dígitos (AA). */
  ano: string;
  CNPJ: string;
  /** 55 (NF-e); 65 para NFC-e. */
  mod?: '55' | '65';
  serie: number;
  nNFIni: number;
  nNFFin: number;
  /** De 15 a 255 caracteres. */
  xJust: string;
}

/** Id do pedido: "ID" + cUF + ano + CNPJ + modelo + série (3) + número inicial (9) + número final (9). */
export function idInutilizacao(d: DadosInutilizacao): string {
  return (
    `ID${d.cUF}${d.ano}${d.CNPJ}${d.mod ?? '55'}${String(d.serie).padStart(3, '0')}` +
    `${String(d.nNFIni).padStart(9, '0')}${String(d.nNFFin).padStart(9, '0')}`
  );
}

/** inutNFe 4.00, ainda sem assinatura (assinarInutilizacao assina infInut). */
export function montarInutNFe(d: DadosInutilizacao): string {
  return grupo(
    'inutNFe',
    [
      grupo(
        'infInut',
        [
          el('tpAmb', d.tpAmb),
          el('xServ', 'INUTILIZAR'),
          el('cUF', d.cUF),
          el('ano', d.ano),
          el('CNPJ', d.CNPJ),
          el('mod', d.mod ?? '55'),
          el('serie', String(d.serie)),
          el('nNFIni', String(d.nNFIni)),
          el('nNFFin', String(d.nNFFin)),
          el('xJust', textoLivre(d.xJust, { quebrasDeLinha: 'separar' })),
        ],
        { Id: idInutilizacao(d) },
      ),
    ],
    { xmlns: NFE_NS, versao: '4.00' },
  );
}
