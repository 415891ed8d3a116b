import { type AlvoAssinatura, assinarXml, type ChaveAssinatura } from '../common/sign-xml.ts';

/** NFe/infNFe: a Signature entra dentro de NFe, logo depois de infNFe (MOC 4.00, grupo ZZ01). */
export const ALVO_NFE: AlvoAssinatura = { pai: 'NFe', elemento: 'infNFe' };

/** Assina NFe/infNFe (veja assinarEValidarNFe para assinar e validar abrindo o XML uma vez só). */
export function assinarNFe(xml: string, cert: ChaveAssinatura): string {
  return assinarXml(xml, cert, ALVO_NFE);
}

/** Assina evento/infEvento (cancelamento, CC-e, manifestação); num envEvento, cada evento recebe a sua. */
export function assinarEvento(xml: string, cert: ChaveAssinatura): string {
  return assinarXml(xml, cert, { pai: 'evento', elemento: 'infEvento' });
}

/** Assina inutNFe/infInut. */
export function assinarInutilizacao(xml: string, cert: ChaveAssinatura): string {
  return assinarXml(xml, cert, { pai: 'inutNFe', elemento: 'infInut' });
}
