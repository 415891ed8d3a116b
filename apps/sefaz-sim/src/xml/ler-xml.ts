import { contemDtd, decodificarEntidades } from '@erp/fiscal/xml';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** Nó lido pelo fast-xml-parser: filhos por nome, atributos com prefixo '@_', texto puro como string. */
export type NoXml = { [nome: string]: NoXml | NoXml[] | string | string[] | undefined };

export class XmlMalFormadoError extends Error {
  override readonly name = 'XmlMalFormadoError';
}

// Entidades nunca são expandidas (nem as do DTD, que é recusado antes); os valores ficam como texto, sem virar
// número: "0001" continua "0001", como a SEFAZ lê.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  trimValues: true,
  removeNSPrefix: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

/** Lê um XML para leitura de campos. Recusa DOCTYPE/ENTITY e XML malformado. */
export function lerXml(xml: string): NoXml {
  if (contemDtd(xml)) throw new XmlMalFormadoError('XML com DOCTYPE ou entidades não é aceito.');
  const validacao = XMLValidator.validate(xml);
  if (validacao !== true) {
    throw new XmlMalFormadoError(`${validacao.err.msg} (linha ${validacao.err.line})`);
  }
  return parser.parse(xml) as NoXml;
}

function valor(no: unknown): string | undefined {
  if (typeof no === 'string') return decodificarEntidades(no);
  if (no && typeof no === 'object' && !Array.isArray(no)) {
    const texto = (no as NoXml)['#text'];
    if (typeof texto === 'string') return decodificarEntidades(texto);
    // Elemento só com atributos, sem texto.
    return '';
  }
  return undefined;
}

/** Filho (o primeiro, se houver vários) pelo caminho 'a/b/c'. */
export function filho(no: NoXml | undefined, caminho: string): NoXml | undefined {
  let atual: unknown = no;
  for (const parte of caminho.split('/')) {
    if (!atual || typeof atual !== 'object') return undefined;
    const proximo: unknown = (atual as NoXml)[parte];
    atual = Array.isArray(proximo) ? proximo[0] : proximo;
  }
  return atual && typeof atual === 'object' ? (atual as NoXml) : undefined;
}

/** Todos os filhos com o nome `nome` (o parser devolve objeto para um e lista para vários). */
export function filhos(no: NoXml | undefined, nome: string): NoXml[] {
  const valorNo = no?.[nome];
  if (valorNo === undefined) return [];
  const lista = Array.isArray(valorNo) ? valorNo : [valorNo];
  return lista.map((item) => (typeof item === 'string' ? { '#text': item } : item));
}

/** Texto do elemento no caminho 'a/b/c' (entidades predefinidas resolvidas), ou undefined. */
export function texto(no: NoXml | undefined, caminho: string): string | undefined {
  const partes = caminho.split('/');
  const ultimo = partes.pop() as string;
  const pai = partes.length > 0 ? filho(no, partes.join('/')) : no;
  if (!pai) return undefined;
  const alvo = pai[ultimo];
  return valor(Array.isArray(alvo) ? alvo[0] : alvo);
}

export function atributo(no: NoXml | undefined, nome: string): string | undefined {
  const alvo = no?.[`@_${nome}`];
  return typeof alvo === 'string' ? decodificarEntidades(alvo) : undefined;
}
