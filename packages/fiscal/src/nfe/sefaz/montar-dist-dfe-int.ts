import { el, grupo } from '../../common/xml.ts';
import { NFE_NS, type TpAmb } from './servicos-sefaz.ts';

/** O que pedir: os documentos depois do último NSU recebido, um NSU específico ou uma chave. */
export type ConsultaDFe = { ultNSU: string | number } | { nsu: string | number } | { chNFe: string };

export interface DadosDistDFeInt {
  tpAmb: TpAmb;
  /** Código IBGE da UF do interessado (opcional no schema). */
  cUFAutor?: string;
  /** CNPJ (14) ou CPF (11) do interessado: o do certificado (rejeição 593 se o CNPJ-base diferir). */
  interessado: string;
  consulta: ConsultaDFe;
}

const nsu15 = (nsu: string | number) => String(nsu).padStart(15, '0');

/** distDFeInt 1.01 (NFeDistribuicaoDFe, Ambiente Nacional). */
export function montarDistDFeInt(d: DadosDistDFeInt): string {
  const consulta = d.consulta;
  const pedido =
    'ultNSU' in consulta
      ? grupo('distNSU', [el('ultNSU', nsu15(consulta.ultNSU))])
      : 'nsu' in consulta
        ? grupo('consNSU', [el('NSU', nsu15(consulta.nsu))])
        : grupo('consChNFe', [el('chNFe', consulta.chNFe)]);
  return grupo(
    'distDFeInt',
    [
      el('tpAmb', d.tpAmb),
      el('cUFAutor', d.cUFAutor),
      d.interessado.length === 11 ? el('CPF', d.interessado) : el('CNPJ', d.interessado),
      pedido,
    ],
    { xmlns: NFE_NS, versao: '1.01' },
  );
}
