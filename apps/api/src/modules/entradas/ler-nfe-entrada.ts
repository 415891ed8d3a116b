import { type NFeLida, NfeParseError, parseNFe } from '@erp/fiscal/nfe/parse';
import { AppError } from '../../lib/app-error.ts';

export const TAMANHO_MAXIMO_XML = 5 * 1024 * 1024;

/** Parses an uploaded file as an incoming NF-e, turning every refusal into a 400 with the reason. */
export function lerNfeEntrada(conteudo: Buffer): NFeLida {
  try {
    return parseNFe(conteudo, { tamanhoMaximo: TAMANHO_MAXIMO_XML });
  } catch (error) {
    if (error instanceof NfeParseError) throw AppError.validation(error.message);
    throw error;
  }
}
