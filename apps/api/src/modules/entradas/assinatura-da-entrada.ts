import { createHash, type Hash, type KeyObject, verify, X509Certificate } from 'node:crypto';
import {
  abrirXml,
  C14N,
  DSIG_NS,
  ENVELOPED,
  type ResultadoAssinatura,
  RSA_SHA1,
  SHA1,
  verificarAssinatura,
} from '@erp/fiscal/xml';
import {
  XmlC14NMode,
  type XmlDocument,
  XmlElement,
  type XmlNode,
  type XmlOutputBufferHandler,
} from 'libxml2-wasm';

const NS = { ds: DSIG_NS };
const VALIDA: ResultadoAssinatura = { valida: true, situacao: 'valida' };

/** C14N output straight into the hash, without building the canonical string. */
class SaidaParaHash implements XmlOutputBufferHandler {
  constructor(private readonly hash: Hash) {}

  write(bytes: Uint8Array): number {
    this.hash.update(bytes);
    return bytes.byteLength;
  }

  close(): boolean {
    return true;
  }
}

class SaidaParaBuffer implements XmlOutputBufferHandler {
  readonly partes: Uint8Array[] = [];

  write(bytes: Uint8Array): number {
    this.partes.push(bytes.slice());
    return bytes.byteLength;
  }

  close(): boolean {
    return true;
  }
}

/** C14N 1.0 (inclusive, no comments) of an element as a document subset, as xmlsec1 computes it. */
function canonicalizar(doc: XmlDocument, elemento: XmlNode, saida: XmlOutputBufferHandler): void {
  doc.canonicalize(saida, { mode: XmlC14NMode.XML_C14N_1_0, nodeSet: new Set([elemento]) });
}

// A client sends every note with the same A1: reading the certificate costs more than the RSA check itself.
const chavesPublicas = new Map<string, KeyObject>();

function chavePublica(base64: string): KeyObject | undefined {
  const limpo = base64.replace(/\s/g, '');
  let chave = chavesPublicas.get(limpo);
  if (!chave) {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(limpo)) return undefined;
    try {
      chave = new X509Certificate(Buffer.from(limpo, 'base64')).publicKey;
    } catch {
      return undefined;
    }
    if (chavesPublicas.size >= 256) chavesPublicas.clear();
    chavesPublicas.set(limpo, chave);
  }
  return chave;
}

function elemento(contexto: XmlElement, caminho: string): XmlElement | undefined {
  const nos = contexto.find(caminho, NS);
  return nos.length === 1 && nos[0] instanceof XmlElement ? nos[0] : undefined;
}

function algoritmos(assinatura: XmlElement, caminho: string): string {
  return assinatura
    .find(caminho, NS)
    .map((no) => (no instanceof XmlElement ? (no.attr('Algorithm')?.value ?? '') : ''))
    .join(' ');
}

function elementoAnterior(no: XmlElement): XmlElement | null {
  let atual = no.prev;
  while (atual && !(atual instanceof XmlElement)) atual = atual.prev;
  return atual;
}

/**
 * True only for the one shape a conforming NF-e has: one unprefixed Signature right after the element it
 * signs, whose Id is unique, the SEFAZ algorithms, the signer's certificate, and digest and RSA value that
 * match. Every check verificarAssinatura does with `perfilSefaz` is here, so a note passing them is valid there.
 */
function isAssinaturaConforme(doc: XmlDocument): boolean {
  const assinaturas = doc.find('//ds:Signature', NS);
  const [assinatura] = assinaturas;
  if (assinaturas.length !== 1 || !(assinatura instanceof XmlElement) || assinatura.prefix) return false;
  const referencias = assinatura.find('ds:SignedInfo/ds:Reference', NS);
  const assinado = elementoAnterior(assinatura);
  const id = assinado?.attr('Id')?.value;
  if (referencias.length !== 1 || !assinado || !id) return false;
  if ((referencias[0] as XmlElement).attr('URI')?.value !== `#${id}`) return false;
  // Two elements with the same Id would let one be signed and the other shown (signature wrapping).
  const mesmoId = doc
    .find('//*[@Id]')
    .filter((no) => no instanceof XmlElement && no.attr('Id')?.value === id);
  if (mesmoId.length !== 1) return false;
  if (
    algoritmos(assinatura, 'ds:SignedInfo/ds:CanonicalizationMethod') !== C14N ||
    algoritmos(assinatura, 'ds:SignedInfo/ds:SignatureMethod') !== RSA_SHA1 ||
    algoritmos(assinatura, 'ds:SignedInfo/ds:Reference/ds:DigestMethod') !== SHA1 ||
    algoritmos(assinatura, 'ds:SignedInfo/ds:Reference/ds:Transforms/ds:Transform') !== `${ENVELOPED} ${C14N}`
  ) {
    return false;
  }
  const signedInfo = elemento(assinatura, 'ds:SignedInfo');
  const digestValue = elemento(assinatura, 'ds:SignedInfo/ds:Reference/ds:DigestValue');
  const signatureValue = elemento(assinatura, 'ds:SignatureValue');
  const certificado = elemento(assinatura, 'ds:KeyInfo/ds:X509Data/ds:X509Certificate');
  const chave = certificado && chavePublica(certificado.content);
  if (!signedInfo || !digestValue || !signatureValue || !chave) return false;

  // The Signature is a sibling of the signed element, so the enveloped-signature transform removes nothing.
  const hash = createHash('sha1');
  canonicalizar(doc, assinado, new SaidaParaHash(hash));
  if (hash.digest('base64') !== digestValue.content.replace(/\s/g, '')) return false;
  const signedInfoCanonico = new SaidaParaBuffer();
  canonicalizar(doc, signedInfo, signedInfoCanonico);
  const valor = Buffer.from(signatureValue.content.replace(/\s/g, ''), 'base64');
  return verify('sha1', Buffer.concat(signedInfoCanonico.partes), chave, valor);
}

/**
 * The signature situation of an incoming NF-e. A conforming, valid signature is confirmed here with libxml2's
 * C14N (the one xmlsec1 uses) and node:crypto, in about a millisecond; xml-crypto (verificarAssinatura) takes
 * 30 to 60 ms on a 40-item note, too slow for a .zip of a thousand. Anything else (no signature, tampered,
 * another profile) goes to verificarAssinatura, whose verdict and reason are the ones stored and shown.
 */
export function situacaoDaAssinatura(xml: string): ResultadoAssinatura {
  let doc: XmlDocument | undefined;
  try {
    doc = abrirXml(xml);
    if (isAssinaturaConforme(doc)) return VALIDA;
  } catch {
    // Whatever the fast path cannot read is judged by verificarAssinatura below.
  } finally {
    doc?.dispose();
  }
  return verificarAssinatura(xml, { perfilSefaz: true });
}
