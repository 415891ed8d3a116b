import { assinarXml, type ChaveAssinatura } from '../common/sign-xml.ts';

/** Assina NFe/infNFe; a Signature entra dentro de NFe, logo depois de infNFe (MOC 4.00, grupo ZZ01). */
export function assinarNFe(xml: string, cert: ChaveAssinatura): string {
  return assinarXml(xml, cert, { pai: 'NFe', elemento: 'infNFe' });
}

/** Assina evento/infEvento (cancelamento, CC-e, manifestação); num envEvento, cada evento recebe a sua. */
export function assinarEvento(xml: string, cert: ChaveAssinatura): string {
  return assinarXml(xml, cert, { pai: 'evento', elemento: 'infEvento' });
}

/** Assina inutNFe/infInut. */
export function assinarInutilizacao(xml: string, cert: ChaveAssinatura): string {
  return assinarXml(xml, cert, { pai: 'inutNFe', elemento: 'infInut' });
}
