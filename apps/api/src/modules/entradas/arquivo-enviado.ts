import { ErrorCode } from '@erp/contracts/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

const CAMPO = 'xmlfile';
const envieOArquivo = () => AppError.validation(`Envie o arquivo XML da NF-e no campo "${CAMPO}".`);

/** The file, and the text fields sent with it (the import's answers: `conversoes`, `vinculos`, `ignorar`). */
export type ArquivoEnviado = { nome: string; conteudo: Buffer; campos?: Record<string, string> };

function excedeTamanho(nome: string, tamanhoMaximo: number): AppError {
  const megabytes = Math.round(tamanhoMaximo / (1024 * 1024));
  return new AppError(
    ErrorCode.PAYLOAD_TOO_LARGE,
    `O arquivo${nome ? ` ${nome}` : ''} excede o tamanho máximo de ${megabytes} MB.`,
  );
}

/**
 * The one file of the multipart body, in field `xmlfile` (SPEC §7), read into memory up to `tamanhoMaximo`;
 * a larger one is refused with `grandeDemais` (413 naming the file and the limit). Text fields, before or after
 * the file, come in `campos`.
 */
export async function arquivoEnviado(
  request: FastifyRequest,
  tamanhoMaximo: number,
  grandeDemais: (nome: string) => AppError = (nome) => excedeTamanho(nome, tamanhoMaximo),
): Promise<ArquivoEnviado> {
  if (!request.isMultipart()) throw envieOArquivo();
  let arquivo: { nome: string; conteudo: Buffer } | undefined;
  const campos: Record<string, string> = {};
  for await (const parte of request.parts({ limits: { fileSize: tamanhoMaximo } })) {
    if (parte.type === 'file') {
      if (parte.fieldname !== CAMPO || arquivo) {
        parte.file.resume();
        continue;
      }
      try {
        arquivo = { nome: parte.filename, conteudo: await parte.toBuffer() };
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw grandeDemais(parte.filename);
        throw error;
      }
    } else if (typeof parte.value === 'string') {
      if (parte.valueTruncated) {
        throw AppError.validation(`O campo "${parte.fieldname}" é grande demais.`, [
          { campo: parte.fieldname, mensagem: 'Conteúdo grande demais.' },
        ]);
      }
      campos[parte.fieldname] = parte.value;
    }
  }
  if (!arquivo) throw envieOArquivo();
  return { ...arquivo, campos };
}
