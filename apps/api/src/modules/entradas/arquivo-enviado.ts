import { ErrorCode } from '@erp/contracts/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

const CAMPO = 'xmlfile';
const envieOArquivo = () => AppError.validation(`Envie o arquivo XML da NF-e no campo "${CAMPO}".`);

export type ArquivoEnviado = { nome: string; conteudo: Buffer };

function excedeTamanho(nome: string, tamanhoMaximo: number): AppError {
  const megabytes = Math.round(tamanhoMaximo / (1024 * 1024));
  return new AppError(
    ErrorCode.PAYLOAD_TOO_LARGE,
    `O arquivo${nome ? ` ${nome}` : ''} excede o tamanho máximo de ${megabytes} MB.`,
  );
}

/**
 * The one file of the multipart body, in field `xmlfile` (SPEC §7), read into memory up to `tamanhoMaximo`;
 * a larger one is refused with `grandeDemais` (413 naming the file and the limit).
 */
export async function arquivoEnviado(
  request: FastifyRequest,
  tamanhoMaximo: number,
  grandeDemais: (nome: string) => AppError = (nome) => excedeTamanho(nome, tamanhoMaximo),
): Promise<ArquivoEnviado> {
  if (!request.isMultipart()) throw envieOArquivo();
  const file = await request.file({ limits: { fileSize: tamanhoMaximo } });
  if (file?.fieldname !== CAMPO) throw envieOArquivo();
  try {
    return { nome: file.filename, conteudo: await file.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw grandeDemais(file.filename);
    throw error;
  }
}
