import { gunzipSync, gzipSync } from 'node:zlib';
import { ErroComunicacaoSefin } from './erro-comunicacao-sefin.ts';

const TAMANHO_MAXIMO_XML = 10 * 1024 * 1024;

/** XML -> gzip -> base64, como a API recebe os documentos. */
export function compactarXml(xml: string): string {
  return gzipSync(Buffer.from(xml, 'utf8')).toString('base64');
}

/** base64 -> gunzip -> XML, com limite de tamanho descompactado (uma resposta hostil não estoura a memória). */
export function descompactarXml(base64: string): string {
  if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(base64)) {
    throw new ErroComunicacaoSefin(
      'RESPOSTA_INVALIDA',
      'A Sefin devolveu um documento que não está em base64.',
    );
  }
  try {
    return gunzipSync(Buffer.from(base64, 'base64'), { maxOutputLength: TAMANHO_MAXIMO_XML }).toString(
      'utf8',
    );
  } catch (erro) {
    throw new ErroComunicacaoSefin(
      'RESPOSTA_INVALIDA',
      'A Sefin devolveu um documento compactado ilegível.',
      {
        causa: erro instanceof Error ? erro.message : String(erro),
      },
    );
  }
}
