import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  closeBuffer,
  type ErrorDetail,
  openBuffer,
  readBuffer,
  XmlDocument,
  XmlElement,
  XmlValidateError,
  XsdValidator,
  xmlRegisterInputProvider,
} from 'libxml2-wasm';
import { abrirXml, XmlInvalidoError } from './abrir-xml.ts';

/**
 * Validação XSD com o libxml2 (WebAssembly). Compilar o schema da NF-e leva ~70 ms; validar uma nota com o
 * schema já compilado leva menos de 1 ms. Por isso cada schema de entrada é compilado uma vez, na primeira
 * utilização, e o validador fica em memória pelo resto do processo.
 */

/** Pasta packages/fiscal/schemas, a única de onde o libxml2 pode ler (includes e imports dos XSD). */
export const PASTA_SCHEMAS = fileURLToPath(new URL('../../schemas/', import.meta.url));

export interface ErroValidacao {
  /** Nome do campo (elemento SEFAZ, ex.: natOp, CFOP) ou elemento/@atributo. */
  campo: string;
  mensagem: string;
  linha: number;
  /** Caminho do elemento no documento, ex.: NFe/infNFe/det[2]/prod/CFOP, quando o libxml2 o informa. */
  caminho?: string;
}

export interface ResultadoValidacao {
  valido: boolean;
  erros: ErroValidacao[];
}

function caminhoDoArquivo(nome: string): string | undefined {
  let caminho = nome;
  if (caminho.startsWith('file:')) {
    try {
      caminho = fileURLToPath(caminho);
    } catch {
      return undefined;
    }
  }
  const absoluto = resolve(caminho);
  if (!absoluto.startsWith(PASTA_SCHEMAS.endsWith(sep) ? PASTA_SCHEMAS : PASTA_SCHEMAS + sep))
    return undefined;
  if (existsSync(absoluto)) return absoluto;
  // O libxml2 escapa espaços ao resolver URIs (há um "e112120_v1.00 .xsd" no pacote oficial).
  const decodificado = decodeURIComponent(absoluto);
  return existsSync(decodificado) ? decodificado : undefined;
}

let provedorRegistrado = false;

function registrarProvedor(): void {
  if (provedorRegistrado) return;
  // Só arquivos dentro de PASTA_SCHEMAS: um documento validado nunca faz o libxml2 ler outros arquivos.
  const registrado = xmlRegisterInputProvider({
    match: (nome) => caminhoDoArquivo(nome) !== undefined,
    open: (nome) => {
      const caminho = caminhoDoArquivo(nome);
      return caminho ? openBuffer(readFileSync(caminho)) : undefined;
    },
    read: (fd, destino) => readBuffer(fd, destino),
    close: (fd) => {
      closeBuffer(fd);
      return true;
    },
  });
  if (!registrado) throw new Error('Não foi possível registrar o leitor de schemas no libxml2.');
  provedorRegistrado = true;
}

interface SchemaCompilado {
  // O documento do XSD fica vivo junto com o validador compilado a partir dele.
  documento: XmlDocument;
  validador: XsdValidator;
}

const compilados = new Map<string, SchemaCompilado>();

/** O validador do schema (caminho relativo a PASTA_SCHEMAS), compilado na primeira chamada. */
export function obterValidadorXsd(schema: string): XsdValidator {
  const existente = compilados.get(schema);
  if (existente) return existente.validador;
  registrarProvedor();
  const caminho = resolve(PASTA_SCHEMAS, schema);
  if (!caminhoDoArquivo(caminho)) throw new Error(`Schema não encontrado: ${schema}.`);
  const documento = XmlDocument.fromBuffer(readFileSync(caminho), { url: caminho });
  try {
    const validador = XsdValidator.fromDoc(documento);
    compilados.set(schema, { documento, validador });
    return validador;
  } catch (erro) {
    documento.dispose();
    throw erro;
  }
}

const NOME = "'(?:\\{[^}]*\\})?([^']+)'";
const REGRA_ELEMENTO = new RegExp(`^Element ${NOME}(?:, attribute ${NOME})?: ([\\s\\S]*)$`);

function nomesEsperados(texto: string): string[] {
  const lista = /Expected is (?:one of )?\( ([^)]*) \)/.exec(texto)?.[1] ?? '';
  return lista
    .split(', ')
    .map((nome) => nome.replace(/^\{[^}]*\}/, '').trim())
    .filter((nome) => nome !== '' && nome !== '##other');
}

/** Mensagem em português e campo a partir do texto do libxml2 (xmlschemas.c). */
export function traduzirErroXsd(mensagemOriginal: string): { campo: string; mensagem: string } {
  const original = mensagemOriginal.trim();
  const partes = REGRA_ELEMENTO.exec(original);
  if (!partes) return { campo: '', mensagem: original };
  const elemento = partes[1] as string;
  const atributo = partes[2];
  const texto = partes[3] as string;
  const campo = atributo ? `${elemento}/@${atributo}` : elemento;
  const alvo = atributo ? `o atributo ${atributo} de ${elemento}` : elemento;
  const valor = /The value '([^']*)'/.exec(texto)?.[1] ?? /^'([^']*)' is not a valid value/.exec(texto)?.[1];
  const esperados = nomesEsperados(texto);

  if (texto.startsWith('This element is not expected.')) {
    if (esperados.length === 1) {
      const esperado = esperados[0] as string;
      return {
        campo: esperado,
        mensagem: `Campo ${esperado} obrigatório ausente ou fora de ordem (encontrado ${elemento} no lugar).`,
      };
    }
    if (esperados.length > 1) {
      return {
        campo,
        mensagem: `Campo ${elemento} fora de ordem ou campo obrigatório ausente; esperado um de: ${esperados.join(', ')}.`,
      };
    }
    return { campo, mensagem: `Campo ${elemento} não é permitido nesta posição.` };
  }
  if (texto.startsWith('Missing child element(s).')) {
    if (esperados.length === 1) {
      const esperado = esperados[0] as string;
      return { campo: esperado, mensagem: `Campo ${esperado} obrigatório ausente em ${elemento}.` };
    }
    return {
      campo,
      mensagem: `Falta um campo obrigatório em ${elemento}; esperado um de: ${esperados.join(', ')}.`,
    };
  }
  const faceta = /^\[facet '([A-Za-z]+)'\]/.exec(texto)?.[1];
  if (faceta === 'pattern') {
    const padrao = /pattern '([\s\S]*)'\.$/.exec(texto)?.[1] ?? '';
    return { campo, mensagem: `Valor '${valor}' inválido para ${alvo} (formato exigido: ${padrao}).` };
  }
  if (faceta === 'enumeration') {
    const conjunto = /set \{([\s\S]*)\}/.exec(texto)?.[1]?.replace(/'/g, '') ?? '';
    return { campo, mensagem: `Valor '${valor}' inválido para ${alvo} (permitidos: ${conjunto}).` };
  }
  if (faceta === 'maxLength' || faceta === 'minLength' || faceta === 'length') {
    const [tem, limite] = [...texto.matchAll(/'(\d+)'/g)].map((m) => m[1]);
    const regra =
      faceta === 'maxLength'
        ? `no máximo ${limite} caracteres`
        : faceta === 'minLength'
          ? `no mínimo ${limite} caracteres`
          : `exatamente ${limite} caracteres`;
    return { campo, mensagem: `${alvo} deve ter ${regra} (tem ${tem}).` };
  }
  if (faceta) {
    return { campo, mensagem: `Valor '${valor}' inválido para ${alvo} (regra ${faceta} do schema).` };
  }
  if (/is not a valid value of the (local )?(atomic|union|list) type/.test(texto)) {
    return { campo, mensagem: `Valor '${valor}' inválido para ${alvo}.` };
  }
  const atributoFaltando = /^The attribute '([^']+)' is required but missing/.exec(texto)?.[1];
  if (atributoFaltando) {
    return {
      campo: `${elemento}/@${atributoFaltando}`,
      mensagem: `Atributo ${atributoFaltando} obrigatório ausente em ${elemento}.`,
    };
  }
  if (texto.startsWith('The attribute') && texto.includes('is not allowed')) {
    return { campo, mensagem: `O atributo ${atributo} não é permitido em ${elemento}.` };
  }
  if (texto.startsWith('No matching global declaration available for the validation root')) {
    return { campo, mensagem: `O elemento raiz ${elemento} não é o documento esperado por este schema.` };
  }
  if (texto.startsWith('Character content other than whitespace is not allowed')) {
    return { campo, mensagem: `${elemento} não pode conter texto, só outros campos.` };
  }
  if (texto.startsWith('Element content is not allowed')) {
    return { campo, mensagem: `${elemento} não pode conter outros campos, só um valor.` };
  }
  return { campo, mensagem: `${alvo}: ${texto}` };
}

/** Caminho legível (NFe/infNFe/det[2]/prod/CFOP) do nó apontado pelo XPath posicional do libxml2. */
function caminhoLegivel(doc: XmlDocument, xpath: string | undefined): string | undefined {
  if (!xpath) return undefined;
  let no: XmlElement | null;
  try {
    const achado = doc.get(xpath);
    no = achado instanceof XmlElement ? achado : (achado?.parent ?? null);
  } catch {
    return undefined;
  }
  const nomes: string[] = [];
  for (; no; no = no.parent) {
    let posicao = 0;
    let total = 0;
    const pai = no.parent;
    for (let irmao = pai?.firstChild ?? null; irmao; irmao = irmao.next) {
      if (irmao instanceof XmlElement && irmao.name === no.name) {
        total++;
        if (irmao.isSameNode(no)) posicao = total;
      }
    }
    nomes.unshift(total > 1 ? `${no.name}[${posicao}]` : no.name);
  }
  return nomes.join('/');
}

function errosDe(doc: XmlDocument, detalhes: ErrorDetail[]): ErroValidacao[] {
  const erros: ErroValidacao[] = [];
  for (const detalhe of detalhes) {
    const { campo, mensagem } = traduzirErroXsd(detalhe.message);
    const caminho = caminhoLegivel(doc, detalhe.xpath);
    // O libxml2 repete a falha de faceta como "not a valid value of the atomic type": fica só a primeira.
    const repetido = erros.some(
      (e) => e.campo === campo && e.linha === detalhe.line && e.caminho === caminho,
    );
    if (repetido && /is not a valid value of the/.test(detalhe.message)) continue;
    erros.push({ campo, mensagem, linha: detalhe.line, ...(caminho ? { caminho } : {}) });
  }
  return erros;
}

/** Valida o documento (ou só o elemento, para grupos como detEvento) com o schema informado. */
export function validarNoComXsd(doc: XmlDocument, schema: string, elemento?: XmlElement): ErroValidacao[] {
  const validador = obterValidadorXsd(schema);
  try {
    if (elemento) validador.validate(elemento);
    else validador.validate(doc);
    return [];
  } catch (erro) {
    if (erro instanceof XmlValidateError) return errosDe(doc, erro.details);
    throw erro;
  }
}

/** Resultado de um XML que nem chegou a ser validado (malformado, com DOCTYPE...). */
export function resultadoXmlInvalido(erro: XmlInvalidoError): ResultadoValidacao {
  return { valido: false, erros: [{ campo: '', mensagem: erro.message, linha: erro.linha ?? 0 }] };
}

/** Abre o XML, valida com o schema e libera a memória do documento. */
export function validarComXsd(xml: string | Uint8Array, schema: string): ResultadoValidacao {
  let doc: XmlDocument;
  try {
    doc = abrirXml(xml);
  } catch (erro) {
    if (erro instanceof XmlInvalidoError) return resultadoXmlInvalido(erro);
    throw erro;
  }
  try {
    const erros = validarNoComXsd(doc, schema);
    return { valido: erros.length === 0, erros };
  } finally {
    doc.dispose();
  }
}
