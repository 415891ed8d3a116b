import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { contemDtd, decodificarEntidades } from '../../common/xml.ts';

/**
 * Leitura das respostas da SEFAZ. Elas vêm da rede e são tratadas como não confiáveis: DOCTYPE/ENTITY recusados
 * antes do parser, entidades não expandidas (só as cinco predefinidas e as numéricas, ao ler cada valor), valores
 * sempre como texto ("0001" continua "0001") e prefixos de namespace removidos na leitura dos campos.
 */

/** Nó lido: filhos por nome local, atributos com prefixo '@_', texto em '#text'. */
export type NoXml = { [nome: string]: unknown };

export class XmlRetornoInvalidoError extends Error {
  override readonly name = 'XmlRetornoInvalidoError';
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  removeNSPrefix: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: false,
});

export function lerXmlRetorno(xml: string): NoXml {
  if (contemDtd(xml)) throw new XmlRetornoInvalidoError('a resposta contém DOCTYPE ou ENTITY');
  const validacao = XMLValidator.validate(xml);
  if (validacao !== true) {
    throw new XmlRetornoInvalidoError(`XML malformado: ${validacao.err.msg} (linha ${validacao.err.line})`);
  }
  return parser.parse(xml) as NoXml;
}

function comoNo(valor: unknown): NoXml | undefined {
  if (typeof valor === 'string') return { '#text': valor };
  if (valor && typeof valor === 'object' && !Array.isArray(valor)) return valor as NoXml;
  return undefined;
}

/** Filho (o primeiro, se houver vários) pelo caminho 'a/b/c'. */
export function filho(no: NoXml | undefined, caminho: string): NoXml | undefined {
  let atual: NoXml | undefined = no;
  for (const parte of caminho.split('/')) {
    const proximo: unknown = atual?.[parte];
    atual = comoNo(Array.isArray(proximo) ? proximo[0] : proximo);
    if (!atual) return undefined;
  }
  return atual;
}

/** Todos os filhos `nome` (o parser devolve objeto para um e lista para vários). */
export function filhos(no: NoXml | undefined, nome: string): NoXml[] {
  const valor = no?.[nome];
  if (valor === undefined) return [];
  const lista: unknown[] = Array.isArray(valor) ? valor : [valor];
  return lista.map(comoNo).filter((item): item is NoXml => item !== undefined);
}

/** Texto do elemento no caminho 'a/b/c', com as entidades predefinidas resolvidas; undefined se não existe. */
export function texto(no: NoXml | undefined, caminho: string): string | undefined {
  const alvo = filho(no, caminho);
  if (!alvo) return undefined;
  const conteudo = alvo['#text'];
  return typeof conteudo === 'string' ? decodificarEntidades(conteudo) : '';
}

export function atributo(no: NoXml | undefined, nome: string): string | undefined {
  const valor = no?.[`@_${nome}`];
  return typeof valor === 'string' ? decodificarEntidades(valor) : undefined;
}

/** O primeiro elemento filho (nome local e nó), ignorando atributos e texto. */
export function primeiroElemento(no: NoXml | undefined): [string, NoXml] | undefined {
  if (!no) return undefined;
  for (const [nome, valor] of Object.entries(no)) {
    if (nome.startsWith('@_') || nome === '#text') continue;
    const filhoNo = comoNo(Array.isArray(valor) ? valor[0] : valor);
    if (filhoNo) return [nome, filhoNo];
  }
  return undefined;
}

const PREFIXO = '(?:([A-Za-z_][\\w.-]*):)?';

/**
 * Valor da declaração (xmlns ou xmlns:p) em escopo na posição do texto: a do ancestral aberto mais próximo.
 * Percorre as tags até a posição mantendo a pilha de elementos abertos; comentários, CDATA e instruções de
 * processamento são pulados.
 */
function declaracaoEmEscopo(xml: string, posicao: number, declaracao: string): string | undefined {
  const pilha: (string | undefined)[] = [];
  const tag = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<(\/?)[^\s>/!?]+([^>]*?)(\/?)>/g;
  const atributo = new RegExp(`\\s${declaracao}\\s*=\\s*"([^"]*)"`);
  for (let achado = tag.exec(xml); achado && achado.index < posicao; achado = tag.exec(xml)) {
    if (achado[0].startsWith('<!') || achado[0].startsWith('<?')) continue;
    if (achado[1] === '/') pilha.pop();
    else if (achado[3] !== '/') pilha.push(atributo.exec(achado[2] ?? '')?.[1]);
  }
  for (let i = pilha.length - 1; i >= 0; i--) if (pilha[i] !== undefined) return pilha[i];
  return undefined;
}

/**
 * Torna um trecho recortado (ex.: o protNFe de dentro do retEnviNFe) um documento autossuficiente: dentro do
 * retorno ele herda o namespace do pai; sozinho, ou dentro do nfeProc, precisa declará-lo. O conteúdo não é
 * reescrito (a assinatura que a SEFAZ eventualmente põe no protocolo continua válida): só a declaração do
 * namespace do próprio prefixo, a que estava em escopo no documento original, é acrescentada à tag de abertura.
 */
function tornarAutossuficiente(
  trecho: string,
  posicao: number,
  prefixo: string | undefined,
  documento: string,
) {
  const abertura = /^<[^>]*>/.exec(trecho)?.[0] ?? '';
  const declaracao = prefixo ? `xmlns:${prefixo}` : 'xmlns';
  if (new RegExp(`\\s${declaracao}\\s*=`).test(abertura)) return trecho;
  const uri = declaracaoEmEscopo(documento, posicao, declaracao);
  if (uri === undefined) return trecho;
  const nome = /^<([^\s>/]+)/.exec(trecho)?.[1] ?? '';
  return `<${nome} ${declaracao}="${uri}"${trecho.slice(nome.length + 1)}`;
}

/**
 * Recorta do texto os elementos `nome` (com qualquer prefixo), que não se aninham entre si (protNFe, retEvento,
 * evento, procEventoNFe, docZip...). Os bytes são os originais, não uma reserialização.
 */
export function extrairElementos(xml: string, nome: string): string[] {
  const abertura = new RegExp(`<${PREFIXO}${nome}(?=[\\s>/])[^>]*?(/?)>`, 'g');
  const elementos: string[] = [];
  for (let achado = abertura.exec(xml); achado; achado = abertura.exec(xml)) {
    const prefixo = achado[1];
    let fim: number;
    if (achado[2] === '/') {
      fim = achado.index + achado[0].length;
    } else {
      const fechamento = `</${prefixo ? `${prefixo}:` : ''}${nome}>`;
      const posicao = xml.indexOf(fechamento, abertura.lastIndex);
      if (posicao < 0) break;
      fim = posicao + fechamento.length;
    }
    elementos.push(tornarAutossuficiente(xml.slice(achado.index, fim), achado.index, prefixo, xml));
    abertura.lastIndex = fim;
  }
  return elementos;
}

/** Tira a declaração <?xml ...?> e os espaços das pontas, para embutir o documento em outro. */
export function semDeclaracao(xml: string): string {
  return xml
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/^<\?xml[^>]*\?>\s*/, '');
}
