import { ErrorCode } from '@erp/contracts/errors';
import { type NFeLida, NfeParseError, parseNFe } from '@erp/fiscal/nfe';
import { AppError } from '../../lib/app-error.ts';

/**
 * The largest NF-e XML accepted, alone or inside a .zip. SEFAZ refuses a lote (enviNFe) over 500 KB, so an
 * authorised NF-e is smaller than that; its nfeProc adds the protocol (about 1 KB) and a client's ERP may
 * indent it. 1 MB leaves that room twice over and bounds what one file costs to read.
 */
export const TAMANHO_MAXIMO_XML = 1024 * 1024;

export const xmlGrandeDemais = (nome: string) =>
  new AppError(
    ErrorCode.PAYLOAD_TOO_LARGE,
    `O arquivo${nome ? ` ${nome}` : ''} excede 1 MB, o tamanho máximo de um XML de NF-e ` +
      '(a SEFAZ recusa lotes acima de 500 KB).',
  );

/**
 * Parses an uploaded file as an incoming NF-e, turning every refusal into a 400 with the reason. CPU-bound
 * (a 1 MB note takes 150-300 ms): uploads run it in the worker pool (leitor-de-entradas.ts).
 */
export function lerNfeEntrada(conteudo: Uint8Array): NFeLida {
  try {
    return parseNFe(conteudo, { tamanhoMaximo: TAMANHO_MAXIMO_XML });
  } catch (error) {
    if (error instanceof NfeParseError) throw AppError.validation(error.message);
    throw error;
  }
}
