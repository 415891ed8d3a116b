/** Os web services SOAP da NF-e 4.00 que o cliente usa, pelo nome da operação no WSDL. */
export const SERVICOS_SEFAZ = [
  'NFeAutorizacao4',
  'NFeRetAutorizacao4',
  'NFeConsultaProtocolo4',
  'NFeStatusServico4',
  'NFeRecepcaoEvento4',
  'NFeInutilizacao4',
  'NFeDistribuicaoDFe',
] as const;

export type ServicoSefaz = (typeof SERVICOS_SEFAZ)[number];

/** tpAmb: 1 = produção, 2 = homologação. */
export type TpAmb = '1' | '2';

export const NFE_NS = 'http://www.portalfiscal.inf.br/nfe';
export const WSDL_NS = 'http://www.portalfiscal.inf.br/nfe/wsdl/';

/** Método de cada serviço no WSDL; vai no parâmetro action do Content-Type do SOAP 1.2. */
const METODO: Readonly<Record<ServicoSefaz, string>> = {
  NFeAutorizacao4: 'nfeAutorizacaoLote',
  NFeRetAutorizacao4: 'nfeRetAutorizacaoLote',
  NFeConsultaProtocolo4: 'nfeConsultaNF',
  NFeStatusServico4: 'nfeStatusServicoNF',
  NFeRecepcaoEvento4: 'nfeRecepcaoEvento',
  NFeInutilizacao4: 'nfeInutilizacaoNF',
  NFeDistribuicaoDFe: 'nfeDistDFeInteresse',
};

/** Namespace do nfeDadosMsg e do nfeResultMsg do serviço. */
export function namespaceDoServico(servico: ServicoSefaz): string {
  return `${WSDL_NS}${servico}`;
}

/** SOAPAction do serviço, ex.: http://www.portalfiscal.inf.br/nfe/wsdl/NFeAutorizacao4/nfeAutorizacaoLote. */
export function acaoDoServico(servico: ServicoSefaz): string {
  return `${namespaceDoServico(servico)}/${METODO[servico]}`;
}
