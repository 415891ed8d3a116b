import type { TLSSocket } from 'node:tls';
import { cnpjDoCertificado } from '@erp/fiscal/certificado';
import forge from 'node-forge';

export interface Transmissor {
  /** CNPJ do titular do certificado de cliente (14 caracteres), ou undefined se não houver um legível. */
  cnpj: string | undefined;
  subject: string;
}

/**
 * Quem está do outro lado do TLS mútuo. A cadeia já foi conferida pelo próprio TLS (só passam certificados das
 * ACs em que o simulador confia); aqui só se lê o CNPJ, como a SEFAZ faz na regra A07 (rejeição 282).
 */
export function identificarTransmissor(socket: TLSSocket): Transmissor | undefined {
  if (!socket.authorized) return undefined;
  const peer = socket.getPeerCertificate(false);
  if (!peer?.raw) return undefined;
  let cnpj: string | undefined;
  try {
    const cert = forge.pki.certificateFromAsn1(forge.asn1.fromDer(peer.raw.toString('binary')));
    cnpj = cnpjDoCertificado(cert);
  } catch {
    cnpj = undefined;
  }
  const cn = peer.subject?.CN;
  return { cnpj, subject: Array.isArray(cn) ? cn.join(', ') : (cn ?? '') };
}
