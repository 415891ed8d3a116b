import {
  createHash,
  createPrivateKey,
  createSign,
  type Hash,
  type KeyObject,
  X509Certificate,
} from 'node:crypto';
import {
  XmlC14NMode,
  type XmlDocument,
  XmlElement,
  type XmlOutputBufferHandler,
  type XmlTreeNode,
} from 'libxml2-wasm';
import { xmlSetNsProp } from 'libxml2-wasm/lib/libxml2.mjs';
import { SignedXml } from 'xml-crypto';
import { abrirXml, XmlInvalidoError } from './abrir-xml.ts';
import { type AlvoNoTexto, varrerAlvos } from './varredura-xml.ts';
import { escaparAtributo } from './xml.ts';

/**
 * Assinatura XMLDSig envelopada no perfil da SEFAZ (MOC da NF-e; o mesmo perfil no manual da NFS-e Nacional):
 * C14N 1.0 inclusiva sem comentários, RSA-SHA1, digest SHA-1, transformações enveloped-signature e C14N, nessa
 * ordem, Reference URI="#<Id>", só o certificado do signatário em KeyInfo/X509Data, e a Signature sem prefixo
 * logo depois do elemento assinado (rejeição 404 para prefixos de namespace).
 *
 * A assinatura é montada aqui, não pelo xml-crypto: o RSA é o do node:crypto e a C14N é a do libxml2 (a mesma do
 * xmlsec1), ou o próprio texto quando a subárvore assinada já está na forma canônica, como no XML que este pacote
 * gera (varredura-xml.ts). Custa cerca de 0,7 ms por nota de 10 itens, metade disso no RSA, contra 10 a 30 ms do
 * xml-crypto (xmldom + xpath em JavaScript). Os testes conferem cada assinatura com o xml-crypto e com o xmlsec1,
 * que são independentes desta, e o digest pelo texto com o da C14N do libxml2.
 */
export const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';
export const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
export const RSA_SHA1 = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';
export const SHA1 = 'http://www.w3.org/2000/09/xmldsig#sha1';
export const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

const NS = { ds: DSIG_NS };
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** O que a assinatura precisa do certificado A1 (veja readPfx). */
export interface ChaveAssinatura {
  privateKeyPem: string;
  certificatePem: string;
}

/** Elemento assinado (ex.: infNFe) e o pai onde a Signature entra como irmão seguinte (ex.: NFe). */
export interface AlvoAssinatura {
  pai: string;
  elemento: string;
}

function elementoAnterior(no: XmlElement): XmlElement | null {
  let atual = no.prev;
  while (atual && !(atual instanceof XmlElement)) atual = atual.prev;
  return atual;
}

function elementoSeguinte(no: XmlElement): XmlElement | null {
  let atual = no.next;
  while (atual && !(atual instanceof XmlElement)) atual = atual.next;
  return atual;
}

// Converter o PEM em chave custa mais que a própria assinatura RSA; as poucas empresas de uma instalação cabem aqui.
const chavesEmUso = new Map<string, KeyObject>();

function chavePrivada(pem: string): KeyObject {
  let chave = chavesEmUso.get(pem);
  if (!chave) {
    chave = createPrivateKey(pem);
    if (chavesEmUso.size >= 16) chavesEmUso.clear();
    chavesEmUso.set(pem, chave);
  }
  return chave;
}

function base64DoPem(pem: string): string {
  const corpo = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/.exec(pem)?.[1];
  if (!corpo) throw new RangeError('certificatePem não contém um certificado PEM.');
  return corpo.replace(/\s/g, '');
}

/** Declarações de namespace em escopo num elemento (xmlGetNsList: a mais próxima de cada prefixo). */
type Namespaces = Record<string, string>;

function namespacesEmEscopo(no: XmlElement): Namespaces {
  for (let atual: XmlElement | null = no; atual; atual = atual.parent) {
    // A C14N 1.0 herdaria xml:lang/xml:space no elemento de topo; os schemas fiscais não têm esses atributos.
    if (atual.attrs.some((atributo) => atributo.namespaceUri === XML_NS)) {
      throw new XmlInvalidoError('Atributos xml:* não são aceitos em documentos fiscais.');
    }
  }
  return no.namespaces;
}

/** As declarações com prefixo, na ordem da C14N (por prefixo), como ` xmlns:p="uri"`. */
function declaracoesPrefixadas(namespaces: Namespaces): string {
  return Object.entries(namespaces)
    .filter(([prefixo]) => prefixo !== '' && prefixo !== 'xml')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([prefixo, uri]) => ` xmlns:${prefixo}="${escaparAtributo(uri)}"`)
    .join('');
}

/**
 * Início canônico (C14N 1.0) de SignedInfo quando a Signature é filha de `pai`: a C14N de um subconjunto do
 * documento repete no elemento de topo todas as declarações de namespace em escopo, e a default é a do xmldsig.
 */
function aberturaSignedInfo(namespaces: Namespaces): string {
  return `<SignedInfo xmlns="${DSIG_NS}"${declaracoesPrefixadas(namespaces)}>`;
}

// Um URI ou prefixo com estes caracteres fica para a C14N do libxml2 (aqui não se reproduz o escape dela).
const NAMESPACE_INCOMUM = /[^\x21-\x7E]|[&<>"']/;

/**
 * Tag de abertura canônica do elemento assinado, topo do subconjunto: o nome, todas as declarações de namespace em
 * escopo (a default primeiro, depois por prefixo) e os atributos, que a varredura já conferiu na forma canônica.
 * undefined quando um namespace foge do caso comum (default vazia, caracteres que a C14N escaparia).
 */
function aberturaCanonica(nome: string, namespaces: Namespaces, atributos: string): string | undefined {
  const default_ = namespaces[''];
  if (default_ === '') return undefined;
  for (const [prefixo, uri] of Object.entries(namespaces)) {
    if (NAMESPACE_INCOMUM.test(prefixo) || NAMESPACE_INCOMUM.test(uri)) return undefined;
  }
  const declaracaoDefault = default_ === undefined ? '' : ` xmlns="${default_}"`;
  return `<${nome}${declaracaoDefault}${declaracoesPrefixadas(namespaces)}${atributos}>`;
}

/** Saída da C14N do libxml2 direto para o hash, sem montar a string canônica. */
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

/**
 * SHA-1 (base64) da C14N 1.0 do elemento assinado, como subconjunto do documento. Quando a varredura achou a
 * subárvore já na forma canônica, o digest sai do próprio texto; senão, da C14N do libxml2 (a mesma do xmlsec1).
 */
function digestDoElemento(
  xml: string,
  doc: XmlDocument,
  elemento: XmlElement,
  noTexto: AlvoNoTexto,
  namespaces: Namespaces,
): string {
  const hash = createHash('sha1');
  const abertura = noTexto.canonico
    ? aberturaCanonica(elemento.name, namespaces, noTexto.atributos)
    : undefined;
  if (abertura !== undefined) {
    hash.update(abertura, 'utf8');
    hash.update(xml.slice(noTexto.fimAbertura, noTexto.fim), 'utf8');
  } else {
    // nodeSet percorre o documento sem criar um objeto JavaScript por nó, bem mais rápido que a C14N de subárvore.
    doc.canonicalize(new SaidaParaHash(hash), {
      mode: XmlC14NMode.XML_C14N_1_0,
      nodeSet: new Set([elemento]),
    });
  }
  return hash.digest('base64');
}

/** Corpo de SignedInfo; `vazio` escreve os elementos sem conteúdo como na forma canônica (<a></a>). */
function corpoSignedInfo(
  id: string,
  digest: string,
  vazio: (nome: string, algoritmo: string) => string,
): string {
  return (
    vazio('CanonicalizationMethod', C14N) +
    vazio('SignatureMethod', RSA_SHA1) +
    `<Reference URI="#${escaparAtributo(id)}"><Transforms>` +
    vazio('Transform', ENVELOPED) +
    vazio('Transform', C14N) +
    `</Transforms>${vazio('DigestMethod', SHA1)}<DigestValue>${digest}</DigestValue></Reference></SignedInfo>`
  );
}

const vazioCanonico = (nome: string, algoritmo: string) => `<${nome} Algorithm="${algoritmo}"></${nome}>`;
const vazioCompacto = (nome: string, algoritmo: string) => `<${nome} Algorithm="${algoritmo}"/>`;

/** Uma assinatura pronta: o texto a inserir em `fim` e o que a compõe, para montá-la também no documento. */
export interface AssinaturaGerada {
  /** Posição, no texto, logo depois de </elemento>. */
  fim: number;
  /** O elemento assinado, no documento do libxml2 de onde saiu a assinatura. */
  elemento: XmlElement;
  id: string;
  digest: string;
  valor: string;
  certificado: string;
  signature: string;
}

function conferirAlvo(alvo: AlvoAssinatura): void {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(alvo.pai) || !/^[A-Za-z][A-Za-z0-9]*$/.test(alvo.elemento)) {
    throw new RangeError(`Alvo de assinatura inválido: ${alvo.pai}/${alvo.elemento}.`);
  }
}

/** O elemento no fim do caminho de índices (só elementos contam) dado pela varredura do texto. */
function elementoNoCaminho(doc: XmlDocument, caminho: readonly number[]): XmlElement | null {
  let atual: XmlElement | null = doc.root;
  for (let nivel = 1; atual && nivel < caminho.length; nivel++) {
    let restantes = caminho[nivel] as number;
    let filho: XmlTreeNode | null = atual.firstChild;
    for (; filho; filho = filho.next) {
      if (filho instanceof XmlElement && restantes-- === 0) break;
    }
    atual = filho instanceof XmlElement ? filho : null;
  }
  return atual;
}

/**
 * Assina cada pai/elemento de `xml`, já aberto em `doc` (o mesmo texto). Os alvos e o fim de cada um no texto vêm
 * de uma varredura do texto (varrerAlvos), e cada elemento, do documento, pelo caminho que ela devolve.
 */
export function gerarAssinaturas(
  xml: string,
  doc: XmlDocument,
  chave: ChaveAssinatura,
  alvo: AlvoAssinatura,
): AssinaturaGerada[] {
  conferirAlvo(alvo);
  const noTexto = varrerAlvos(xml, alvo.pai, alvo.elemento);
  if (noTexto.length === 0) {
    throw new XmlInvalidoError(`O XML não tem o elemento ${alvo.pai}/${alvo.elemento} a assinar.`);
  }
  const certificado = base64DoPem(chave.certificatePem);
  const privada = chavePrivada(chave.privateKeyPem);
  return noTexto.map((alvoNoTexto) => {
    const elemento = elementoNoCaminho(doc, alvoNoTexto.caminho);
    if (elemento?.name !== alvo.elemento) {
      throw new XmlInvalidoError(`Não foi possível localizar o fim de ${alvo.elemento} no XML.`);
    }
    const id = elemento.attr('Id')?.value;
    if (!id) {
      throw new XmlInvalidoError(
        `O elemento ${alvo.elemento} não tem o atributo Id, referenciado pela assinatura.`,
      );
    }
    if (elemento.prefix) throw new XmlInvalidoError('Prefixos de namespace não são aceitos pela SEFAZ.');
    const seguinte = elementoSeguinte(elemento);
    if (seguinte?.name === 'Signature' && seguinte.namespaceUri === DSIG_NS) {
      throw new XmlInvalidoError(`O elemento ${alvo.elemento} já está assinado.`);
    }
    const namespaces = namespacesEmEscopo(elemento.parent as XmlElement);
    const digest = digestDoElemento(xml, doc, elemento, alvoNoTexto, namespaces);
    const signedInfoCanonico = aberturaSignedInfo(namespaces) + corpoSignedInfo(id, digest, vazioCanonico);
    const valor = createSign('RSA-SHA1').update(signedInfoCanonico, 'utf8').sign(privada, 'base64');
    return {
      fim: alvoNoTexto.fim,
      elemento,
      id,
      digest,
      valor,
      certificado,
      signature:
        `<Signature xmlns="${DSIG_NS}"><SignedInfo>${corpoSignedInfo(id, digest, vazioCompacto)}` +
        `<SignatureValue>${valor}</SignatureValue>` +
        `<KeyInfo><X509Data><X509Certificate>${certificado}</X509Certificate></X509Data></KeyInfo></Signature>`,
    };
  });
}

/** O XML com cada Signature inserida no texto logo depois de </elemento>: o resto sai byte a byte igual. */
export function inserirAssinaturas(xml: string, assinaturas: readonly AssinaturaGerada[]): string {
  let resultado = '';
  let inicio = 0;
  for (const { fim, signature } of assinaturas) {
    resultado += xml.slice(inicio, fim) + signature;
    inicio = fim;
  }
  return resultado + xml.slice(inicio);
}

/**
 * Atributo sem namespace, como todo atributo sem prefixo no texto. O setAttr do libxml2-wasm 0.7 põe o atributo
 * sem prefixo no namespace default em escopo (xmlSearchNs com prefixo nulo), o que o XSD do xmldsig recusa, e a
 * API pública não tem outro meio; daí o xmlSetNsProp do próprio libxml2, com namespace nulo, sobre o ponteiro do
 * elemento. Se uma versão nova do libxml2-wasm mudar isso, o erro aparece aqui (e nos testes), não num documento
 * diferente do texto.
 */
function atributoSemNamespace(elemento: XmlElement, nome: string, valor: string): void {
  const ponteiro = (elemento as unknown as { _nodePtr?: unknown })._nodePtr;
  if (typeof ponteiro !== 'number' || ponteiro === 0 || xmlSetNsProp(ponteiro, 0, nome, valor) === 0) {
    throw new Error(`Não foi possível criar o atributo ${nome} no documento do libxml2.`);
  }
}

/**
 * Monta no documento do libxml2, logo depois de cada elemento assinado, a mesma Signature que inserirAssinaturas
 * põe no texto (os testes conferem que a serialização de uma é o texto da outra): quem assina e depois valida usa
 * o documento já aberto, sem abrir o XML assinado de novo.
 */
export function inserirAssinaturasNoDocumento(assinaturas: readonly AssinaturaGerada[]): void {
  const comAlgoritmo = (pai: XmlElement, nome: string, algoritmo: string) => {
    atributoSemNamespace(pai.addElement(nome), 'Algorithm', algoritmo);
  };
  for (const { elemento, id, digest, valor, certificado } of assinaturas) {
    const signature = elemento.appendElement('Signature');
    signature.addNsDeclaration(DSIG_NS);
    signature.prefix = ''; // o namespace default acabado de declarar, não o herdado do pai
    const signedInfo = signature.addElement('SignedInfo');
    comAlgoritmo(signedInfo, 'CanonicalizationMethod', C14N);
    comAlgoritmo(signedInfo, 'SignatureMethod', RSA_SHA1);
    const reference = signedInfo.addElement('Reference');
    atributoSemNamespace(reference, 'URI', `#${id}`);
    const transforms = reference.addElement('Transforms');
    comAlgoritmo(transforms, 'Transform', ENVELOPED);
    comAlgoritmo(transforms, 'Transform', C14N);
    comAlgoritmo(reference, 'DigestMethod', SHA1);
    reference.addElement('DigestValue').addText(digest);
    signature.addElement('SignatureValue').addText(valor);
    signature.addElement('KeyInfo').addElement('X509Data').addElement('X509Certificate').addText(certificado);
  }
}

/**
 * Assina cada pai/elemento do documento (um envEvento pode levar até 20 eventos, cada um com a sua Signature),
 * inserindo a Signature no texto original logo depois de </elemento>: o resto do XML sai byte a byte igual.
 * RSA PKCS#1 v1.5 é determinístico, então o mesmo XML e o mesmo certificado geram sempre a mesma assinatura.
 */
export function assinarXml(xml: string, chave: ChaveAssinatura, alvo: AlvoAssinatura): string {
  conferirAlvo(alvo);
  const doc = abrirXml(xml);
  let assinaturas: AssinaturaGerada[];
  try {
    assinaturas = gerarAssinaturas(xml, doc, chave, alvo);
  } finally {
    doc.dispose();
  }
  return inserirAssinaturas(xml, assinaturas);
}

export type SituacaoAssinatura = 'valida' | 'invalida' | 'ausente';

export interface ResultadoAssinatura {
  valida: boolean;
  situacao: SituacaoAssinatura;
  /** Por que não é válida, em português. */
  motivo?: string;
}

export interface OpcoesVerificacao {
  /**
   * Exigir exatamente o perfil da SEFAZ (C14N 1.0, RSA-SHA1, SHA-1). Sem isto, aceita também os algoritmos que
   * a Sefin Nacional usa ao assinar a NFS-e (C14N exclusiva, RSA-SHA256, SHA-256).
   */
  perfilSefaz?: boolean;
}

function invalida(motivo: string): ResultadoAssinatura {
  return { valida: false, situacao: 'invalida', motivo };
}

function algoritmo(assinatura: XmlElement, caminho: string): string {
  return (
    assinatura
      .find(caminho, NS)
      .map((no) => (no instanceof XmlElement ? (no.attr('Algorithm')?.value ?? '') : ''))
      .join(' ') || ''
  );
}

function conferirPerfilSefaz(assinatura: XmlElement): string | undefined {
  const esperados: [string, string, string][] = [
    ['ds:SignedInfo/ds:CanonicalizationMethod', C14N, 'canonicalização'],
    ['ds:SignedInfo/ds:SignatureMethod', RSA_SHA1, 'assinatura'],
    ['ds:SignedInfo/ds:Reference/ds:DigestMethod', SHA1, 'digest'],
    ['ds:SignedInfo/ds:Reference/ds:Transforms/ds:Transform', `${ENVELOPED} ${C14N}`, 'transformações'],
  ];
  for (const [caminho, esperado, nome] of esperados) {
    const usado = algoritmo(assinatura, caminho);
    if (usado !== esperado) return `Algoritmo de ${nome} fora do padrão da SEFAZ: ${usado || '(ausente)'}.`;
  }
  return undefined;
}

function pemDoCertificado(base64: string): string | undefined {
  const limpo = base64.replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(limpo)) return undefined;
  const pem = `-----BEGIN CERTIFICATE-----\n${limpo.replace(/(.{64})/g, '$1\n').replace(/\n$/, '')}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    return undefined;
  }
}

/** Confere a posição e a referência de uma Signature; devolve o motivo se algo estiver fora do lugar. */
function conferirEstrutura(doc: XmlDocument, assinatura: XmlElement): string | undefined {
  if (assinatura.prefix) return 'A assinatura usa prefixo de namespace, que a SEFAZ não aceita.';
  const referencias = assinatura.find('ds:SignedInfo/ds:Reference', NS);
  if (referencias.length !== 1 || !(referencias[0] instanceof XmlElement)) {
    return 'A assinatura deve ter exatamente uma Reference.';
  }
  const uri = referencias[0].attr('URI')?.value ?? '';
  const assinado = elementoAnterior(assinatura);
  const id = assinado?.attr('Id')?.value;
  if (!assinado || !id) return 'A assinatura não está logo depois do elemento assinado.';
  if (uri !== `#${id}`) return `A assinatura referencia "${uri}", mas o elemento anterior tem Id "${id}".`;
  // Dois elementos com o mesmo Id permitiriam assinar um e mostrar o outro (signature wrapping).
  const mesmoId = doc
    .find('//*[@Id]')
    .filter((no) => no instanceof XmlElement && no.attr('Id')?.value === id);
  if (mesmoId.length !== 1) return `Há ${mesmoId.length} elementos com o Id "${id}".`;
  return undefined;
}

function verificarUma(xml: string, doc: XmlDocument, assinatura: XmlElement, opcoes: OpcoesVerificacao) {
  const problema =
    conferirEstrutura(doc, assinatura) ?? (opcoes.perfilSefaz ? conferirPerfilSefaz(assinatura) : undefined);
  if (problema) return invalida(problema);

  const certificado = assinatura.get('ds:KeyInfo/ds:X509Data/ds:X509Certificate', NS);
  if (!certificado)
    return invalida('A assinatura não traz o certificado (KeyInfo/X509Data/X509Certificate).');
  const pem = pemDoCertificado(certificado.content);
  if (!pem) return invalida('O certificado da assinatura é ilegível.');

  const verificador = new SignedXml({ publicCert: pem });
  verificador.loadSignature(assinatura.toString({ format: false, noDeclaration: true }));
  try {
    if (!verificador.checkSignature(xml)) {
      return invalida('O conteúdo assinado foi alterado depois da assinatura (o digest não confere).');
    }
  } catch (erro) {
    const mensagem = erro instanceof Error ? erro.message : String(erro);
    if (/invalid signature/i.test(mensagem)) {
      return invalida('O valor da assinatura não confere com o certificado do documento.');
    }
    return invalida(`Assinatura não verificável: ${mensagem}`);
  }
  return undefined;
}

/**
 * Verifica todas as assinaturas do documento com o certificado embutido em cada uma (integridade e autoria
 * criptográfica; não confere cadeia ICP-Brasil nem revogação). Usado para marcar NF-e recebidas adulteradas.
 */
export function verificarAssinatura(xml: string, opcoes: OpcoesVerificacao = {}): ResultadoAssinatura {
  let doc: XmlDocument;
  try {
    doc = abrirXml(xml);
  } catch (erro) {
    if (erro instanceof XmlInvalidoError) return invalida(erro.message);
    throw erro;
  }
  try {
    const assinaturas = doc
      .find('//ds:Signature', NS)
      .filter((no): no is XmlElement => no instanceof XmlElement);
    if (assinaturas.length === 0) {
      return { valida: false, situacao: 'ausente', motivo: 'O documento não tem assinatura digital.' };
    }
    for (const assinatura of assinaturas) {
      const resultado = verificarUma(xml, doc, assinatura, opcoes);
      if (resultado) return resultado;
    }
    return { valida: true, situacao: 'valida' };
  } finally {
    doc.dispose();
  }
}
