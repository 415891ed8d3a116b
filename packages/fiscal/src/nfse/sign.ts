import { assinarXml, type ChaveAssinatura } from '../common/sign-xml.ts';

/** Assina DPS/infDPS; pelo schema (TCDPS) a Signature vem logo depois de infDPS, dentro de DPS. */
export function assinarDPS(xml: string, cert: ChaveAssinatura): string {
  return assinarXml(xml, cert, { pai: 'DPS', elemento: 'infDPS' });
}

/** Assina pedRegEvento/infPedReg (ex.: cancelamento e101101); a Signature vem depois de infPedReg (TCPedRegEvt). */
export function assinarPedRegEvento(xml: string, cert: ChaveAssinatura): string {
  return assinarXml(xml, cert, { pai: 'pedRegEvento', elemento: 'infPedReg' });
}
