import { ParseOption, XmlDocument, XmlParseError } from 'libxml2-wasm';
import { contemDtd } from './xml.ts';

export class XmlInvalidoError extends Error {
  override readonly name = 'XmlInvalidoError';

  constructor(
    message: string,
    readonly linha?: number,
  ) {
    super(message);
  }
}

// Sem rede, sem entidades externas; o DTD já foi recusado antes, isto é a segunda tranca.
const OPCOES = ParseOption.XML_PARSE_NONET | ParseOption.XML_PARSE_NO_XXE | ParseOption.XML_PARSE_BIG_LINES;

/**
 * Abre um XML com o libxml2 para validação de schema ou assinatura. Recusa DOCTYPE/ENTITY. O documento devolvido
 * precisa de dispose() (memória do WebAssembly, fora do coletor de lixo do JavaScript).
 */
export function abrirXml(xml: string | Uint8Array): XmlDocument {
  const texto =
    typeof xml === 'string' ? xml : Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength).toString('utf8');
  if (contemDtd(texto)) {
    throw new XmlInvalidoError('XML com DOCTYPE ou entidades não é aceito.');
  }
  try {
    return XmlDocument.fromString(texto, { option: OPCOES });
  } catch (erro) {
    if (erro instanceof XmlParseError) {
      const detalhe = erro.details[0];
      const mensagem = detalhe?.message.trim() ?? erro.message;
      throw new XmlInvalidoError(`XML malformado: ${mensagem}`, detalhe?.line);
    }
    throw erro;
  }
}
