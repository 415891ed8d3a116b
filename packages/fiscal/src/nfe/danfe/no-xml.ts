import { XMLParser } from 'fast-xml-parser';
import { decodificarEntidades } from '../../common/xml.ts';

/**
 * Navegação no resultado do fast-xml-parser com as opções seguras do projeto (as mesmas de parseNFe): entidades
 * não processadas (sem XXE nem expansão exponencial; as cinco predefinidas e as numéricas são resolvidas por
 * decodificarEntidades), valores sempre como texto e atributos com o prefixo "@_".
 */

export type No = Record<string, unknown>;

/**
 * Parser seguro; `repetidos` são os elementos que sempre viram lista, mesmo com uma só ocorrência, e `ignorados`
 * (caminhos do fast-xml-parser, ex.: "*.prod") ficam como texto cru, sem montar a árvore de quem não vai ser lido.
 */
export function criarParserSeguro(
  repetidos: readonly string[] = [],
  ignorados: readonly string[] = [],
): XMLParser {
  const lista = new Set(repetidos);
  return new XMLParser({
    stopNodes: [...ignorados],
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    processEntities: false,
    htmlEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    commentPropName: false,
    isArray: (nome) => lista.has(nome),
  });
}

/** O (primeiro) elemento filho com esse nome, se for um grupo. */
export function filho(no: unknown, nome: string): No | undefined {
  if (typeof no !== 'object' || no === null) return undefined;
  const valor = (no as No)[nome];
  const primeiro = Array.isArray(valor) ? valor[0] : valor;
  return typeof primeiro === 'object' && primeiro !== null ? (primeiro as No) : undefined;
}

/** Todos os grupos filhos com esse nome. */
export function lista(no: unknown, nome: string): No[] {
  if (typeof no !== 'object' || no === null) return [];
  const valor = (no as No)[nome];
  const itens = Array.isArray(valor) ? valor : valor === undefined ? [] : [valor];
  return itens.filter((item): item is No => typeof item === 'object' && item !== null);
}

/** Texto de um elemento folha (ou atributo, com "@_"); vazio vira undefined. */
export function texto(no: unknown, nome: string): string | undefined {
  if (typeof no !== 'object' || no === null) return undefined;
  let valor = (no as No)[nome];
  if (Array.isArray(valor)) valor = valor[0];
  if (typeof valor === 'object' && valor !== null) valor = (valor as No)['#text'];
  return typeof valor === 'string' && valor !== '' ? decodificarEntidades(valor) : undefined;
}

/** Os campos de texto informados, num objeto (os ausentes ficam de fora). */
export function campos<K extends string>(no: unknown, nomes: readonly K[]): Partial<Record<K, string>> {
  const resultado: Partial<Record<K, string>> = {};
  for (const nome of nomes) {
    const valor = texto(no, nome);
    if (valor !== undefined) resultado[nome] = valor;
  }
  return resultado;
}
