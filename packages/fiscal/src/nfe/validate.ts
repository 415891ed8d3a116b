import { type XmlDocument, XmlElement } from 'libxml2-wasm';
import { abrirXml, XmlInvalidoError } from '../common/abrir-xml.ts';
import {
  type ErroValidacao,
  obterValidadorXsd,
  type ResultadoValidacao,
  resultadoXmlInvalido,
  validarNoComXsd,
} from '../common/xsd.ts';

const NFE = 'nfe/PL_010_V1.30';
const NFSE = 'nfse';

/** Schemas de entrada, relativos a packages/fiscal/schemas. */
export const SCHEMAS_FISCAIS = {
  nfe: `${NFE}/nfe_v4.00.xsd`,
  enviNFe: `${NFE}/enviNFe_v4.00.xsd`,
  procNFe: `${NFE}/procNFe_v4.00.xsd`,
  envEvento: `${NFE}/envEvento_v1.00.xsd`,
  procEventoNFe: `${NFE}/procEventoNFe_v1.00.xsd`,
  inutNFe: `${NFE}/inutNFe_v4.00.xsd`,
  procInutNFe: `${NFE}/procInutNFe_v4.00.xsd`,
  consSitNFe: `${NFE}/consSitNFe_v4.00.xsd`,
  consStatServ: `${NFE}/consStatServ_v4.00.xsd`,
  consReciNFe: `${NFE}/consReciNFe_v4.00.xsd`,
  distDFeInt: `${NFE}/distDFeInt_v1.01.xsd`,
  dps: `${NFSE}/DPS_v1.01.xsd`,
  nfse: `${NFSE}/NFSe_v1.01.xsd`,
  pedRegEvento: `${NFSE}/pedRegEvento_v1.01.xsd`,
  eventoNfse: `${NFSE}/evento_v1.01.xsd`,
} as const;

export type SchemaFiscal = keyof typeof SCHEMAS_FISCAIS;

/**
 * Schema do detEvento de cada tipo de evento. O leiaute genérico do evento aceita qualquer conteúdo em detEvento
 * (xs:any): a SEFAZ valida o detalhe com o schema do tipo, e aqui também.
 */
export const SCHEMAS_DET_EVENTO: Readonly<Record<string, string>> = {
  '110110': `${NFE}/e110110_v1.00.xsd`, // carta de correção
  '110111': `${NFE}/e110111_v1.00.xsd`, // cancelamento
  '210200': `${NFE}/e210200_v1.00.xsd`, // confirmação da operação
  '210210': `${NFE}/e210210_v1.00.xsd`, // ciência da operação
  '210220': `${NFE}/e210220_v1.00.xsd`, // desconhecimento da operação
  '210240': `${NFE}/e210240_v1.00.xsd`, // operação não realizada
};

/** Schema de cada elemento raiz aceito por validarDocumentoFiscal. */
const SCHEMA_DA_RAIZ: Readonly<Record<string, SchemaFiscal>> = {
  NFe: 'nfe',
  enviNFe: 'enviNFe',
  nfeProc: 'procNFe',
  envEvento: 'envEvento',
  procEventoNFe: 'procEventoNFe',
  inutNFe: 'inutNFe',
  ProcInutNFe: 'procInutNFe',
  consSitNFe: 'consSitNFe',
  consStatServ: 'consStatServ',
  consReciNFe: 'consReciNFe',
  distDFeInt: 'distDFeInt',
  DPS: 'dps',
  NFSe: 'nfse',
  pedRegEvento: 'pedRegEvento',
};

const NS_NFSE = 'http://www.sped.fazenda.gov.br/nfse';

/**
 * O schema do documento pela raiz. `evento` é o nome da raiz do evento da NFS-e como a Sefin o registra (o
 * pedRegEvento assinado dentro do evento assinado por ela); no namespace da NF-e um evento solto não é documento.
 */
function schemaDaRaiz(raiz: XmlElement): SchemaFiscal | undefined {
  if (raiz.name === 'evento') return raiz.namespaceUri === NS_NFSE ? 'eventoNfse' : undefined;
  return SCHEMA_DA_RAIZ[raiz.name];
}

/** Compila antecipadamente (ex.: na subida da API), para a primeira nota não pagar ~100 ms de compilação. */
export function precarregarSchemas(
  schemas: readonly SchemaFiscal[] = Object.keys(SCHEMAS_FISCAIS) as SchemaFiscal[],
) {
  for (const schema of schemas) obterValidadorXsd(SCHEMAS_FISCAIS[schema]);
  for (const detalhe of Object.values(SCHEMAS_DET_EVENTO)) obterValidadorXsd(detalhe);
}

function comDocumento(
  xml: string | Uint8Array,
  validar: (doc: XmlDocument) => ErroValidacao[],
): ResultadoValidacao {
  let doc: XmlDocument;
  try {
    doc = abrirXml(xml);
  } catch (erro) {
    if (erro instanceof XmlInvalidoError) return resultadoXmlInvalido(erro);
    throw erro;
  }
  try {
    const erros = validar(doc);
    return { valido: erros.length === 0, erros };
  } finally {
    doc.dispose();
  }
}

function errosDosDetalhesDeEvento(doc: XmlDocument): ErroValidacao[] {
  const erros: ErroValidacao[] = [];
  for (const no of doc.find("//*[local-name()='evento']/*[local-name()='infEvento']")) {
    if (!(no instanceof XmlElement)) continue;
    const tpEvento = no.get("*[local-name()='tpEvento']")?.content ?? '';
    const detEvento = no.get("*[local-name()='detEvento']");
    if (!(detEvento instanceof XmlElement)) continue; // o schema geral já acusou a falta
    const schema = SCHEMAS_DET_EVENTO[tpEvento];
    if (!schema) {
      erros.push({ campo: 'tpEvento', mensagem: `Evento ${tpEvento} não é suportado.`, linha: no.line });
      continue;
    }
    erros.push(...validarNoComXsd(doc, schema, detEvento));
  }
  return erros;
}

function errosDoSchema(doc: XmlDocument, schema: SchemaFiscal): ErroValidacao[] {
  const erros = validarNoComXsd(doc, SCHEMAS_FISCAIS[schema]);
  if (schema === 'envEvento' || schema === 'procEventoNFe') erros.push(...errosDosDetalhesDeEvento(doc));
  return erros;
}

/** Valida com um schema escolhido; envEvento e procEventoNFe incluem o detEvento de cada evento. */
export function validarXml(xml: string | Uint8Array, schema: SchemaFiscal): ResultadoValidacao {
  return comDocumento(xml, (doc) => errosDoSchema(doc, schema));
}

/** Como validarXml, sobre um documento já aberto (que continua de quem o abriu: não é liberado aqui). */
export function validarDocumento(doc: XmlDocument, schema: SchemaFiscal): ResultadoValidacao {
  const erros = errosDoSchema(doc, schema);
  return { valido: erros.length === 0, erros };
}

/** NFe (leiaute 4.00, PL_010), com a Signature. */
export function validarNFe(xml: string | Uint8Array): ResultadoValidacao {
  return validarXml(xml, 'nfe');
}

/** envEvento: o leiaute do evento e o detEvento de cada evento pelo schema do seu tpEvento. */
export function validarEvento(xml: string | Uint8Array): ResultadoValidacao {
  return validarXml(xml, 'envEvento');
}

/** Descobre o documento pelo elemento raiz (NFe, nfeProc, envEvento, DPS, NFSe...) e valida com o schema dele. */
export function validarDocumentoFiscal(xml: string | Uint8Array): ResultadoValidacao {
  return comDocumento(xml, (doc) => {
    const raiz = doc.root;
    const schema = schemaDaRaiz(raiz);
    if (!schema) {
      return [
        {
          campo: raiz.name,
          mensagem: `Documento ${raiz.name} não é um documento fiscal conhecido.`,
          linha: raiz.line,
        },
      ];
    }
    return errosDoSchema(doc, schema);
  });
}
