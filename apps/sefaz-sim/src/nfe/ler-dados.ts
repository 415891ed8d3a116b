import { SCHEMAS_FISCAIS, type SchemaFiscal } from '@erp/fiscal/nfe';
import { validarComXsd } from '@erp/fiscal/xml';
import { filho, lerXml, type NoXml, XmlMalFormadoError } from '../xml/ler-xml.ts';
import { type Resultado, resultado } from './motivos.ts';

export const NFE_NS = 'http://www.portalfiscal.inf.br/nfe';

/** B01: a área de dados não pode passar de 500 KB. */
const LIMITE_BYTES = 500 * 1024;

export type DadosLidos = { raiz: NoXml } | { rejeicao: Resultado };

/** Um elemento com prefixo (<ds:Signature>, <nfe:NFe>): a área de dados só admite o namespace padrão. */
const ELEMENTO_COM_PREFIXO = /<\/?[A-Za-z_][\w.-]*:[A-Za-z_]/;

/**
 * Grupos B e D do MOC para a área de dados: tamanho (214), XML malformado (243), prefixo de namespace (404) e
 * schema (215, ou 225 no serviço de autorização), com a mensagem do validador (que nomeia o campo) entre
 * colchetes.
 */
export function lerDados(
  dados: string,
  elementoRaiz: string,
  schema: SchemaFiscal,
  cStatSchema: '215' | '225',
): DadosLidos {
  if (Buffer.byteLength(dados, 'utf8') > LIMITE_BYTES) return { rejeicao: resultado('214') };
  let documento: NoXml;
  try {
    documento = lerXml(dados);
  } catch (erro) {
    if (erro instanceof XmlMalFormadoError) return { rejeicao: resultado('243') };
    throw erro;
  }
  if (ELEMENTO_COM_PREFIXO.test(dados)) return { rejeicao: resultado('404') };
  const validacao = validarComXsd(dados, SCHEMAS_FISCAIS[schema]);
  const raiz = filho(documento, elementoRaiz);
  if (!validacao.valido || !raiz) {
    const primeiro = validacao.erros[0]?.mensagem ?? `Elemento raiz esperado: ${elementoRaiz}.`;
    return { rejeicao: resultado(cStatSchema, `[${primeiro}]`) };
  }
  return { raiz };
}

/** cUF para a resposta quando a mensagem não pôde ser lida: o que vier nela, ou SP. */
export function cUFDaMensagem(dados: string): string {
  return (
    /<cUF>\s*([0-9]{2})\s*<\/cUF>/.exec(dados)?.[1] ??
    /<chNFe>\s*([0-9]{2})/.exec(dados)?.[1] ??
    /<cOrgao>\s*([0-9]{2})\s*<\/cOrgao>/.exec(dados)?.[1] ??
    '35'
  );
}
