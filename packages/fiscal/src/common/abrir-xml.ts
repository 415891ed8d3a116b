import { isUtf8 } from 'node:buffer';
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

/** String.prototype.isWellFormed (ES2024, presente no Node 20): falso se houver um substituto UTF-16 avulso. */
function bemFormada(texto: string): boolean {
  return (texto as string & { isWellFormed(): boolean }).isWellFormed();
}

/**
 * Abre um XML com o libxml2 para validação de schema ou assinatura. Recusa DOCTYPE/ENTITY. O documento devolvido
 * precisa de dispose() (memória do WebAssembly, fora do coletor de lixo do JavaScript).
 *
 * O libxml2 recebe sempre bytes UTF-8: o Buffer.from do Node converte a string nativamente, ao passo que o
 * XmlDocument.fromString a converte caractere a caractere em JavaScript (cerca de 0,1 ms a mais numa NF-e de 12 KB).
 * Os bytes são os mesmos do fromString; só uma string com substituto avulso (que o Buffer.from trocaria por U+FFFD)
 * segue pelo fromString, para o libxml2 continuar a recusá-la.
 */
export function abrirXml(xml: string | Uint8Array): XmlDocument {
  let texto: string;
  let bytes: Uint8Array | undefined;
  if (typeof xml === 'string') {
    texto = xml;
    if (bemFormada(texto)) bytes = Buffer.from(texto, 'utf8');
  } else {
    const buffer = Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength);
    texto = buffer.toString('utf8');
    // UTF-8 válido: os bytes recebidos são exatamente os que a string decodificada geraria de volta.
    bytes = isUtf8(buffer) ? buffer : Buffer.from(texto, 'utf8');
  }
  if (contemDtd(texto)) {
    throw new XmlInvalidoError('XML com DOCTYPE ou entidades não é aceito.');
  }
  try {
    return bytes
      ? XmlDocument.fromBuffer(bytes, { option: OPCOES })
      : XmlDocument.fromString(texto, { option: OPCOES });
  } catch (erro) {
    if (erro instanceof XmlParseError) {
      const detalhe = erro.details[0];
      const mensagem = detalhe?.message.trim() ?? erro.message;
      throw new XmlInvalidoError(`XML malformado: ${mensagem}`, detalhe?.line);
    }
    throw erro;
  }
}
