import { ErrorCode } from '@erp/contracts/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';

/**
 * A return file of 1 000 titles is about half a megabyte (two 240-position lines each); 5 MB holds ten times the
 * largest a small company receives, and a 50 MB upload is cut there, not read into memory.
 */
export const TAMANHO_MAXIMO_RETORNO = 5 * 1024 * 1024;

const envieOArquivo = () => AppError.validation('Envie o arquivo de retorno do banco no campo "arquivo".');

/** The multipart body: the file in `arquivo`, and optionally `id_conta`, the account chosen on screen. */
export async function lerEnvioDoRetorno(
  request: FastifyRequest,
): Promise<{ nome: string; conteudo: Buffer; idConta?: number }> {
  if (!request.isMultipart()) throw envieOArquivo();
  let arquivo: { nome: string; conteudo: Buffer } | undefined;
  let idConta: number | undefined;
  for await (const parte of request.parts({ limits: { fileSize: TAMANHO_MAXIMO_RETORNO } })) {
    if (parte.type === 'file') {
      if (parte.fieldname !== 'arquivo' || arquivo) {
        parte.file.resume();
        continue;
      }
      try {
        arquivo = { nome: parte.filename.slice(0, 200), conteudo: await parte.toBuffer() };
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(
            ErrorCode.PAYLOAD_TOO_LARGE,
            'O arquivo de retorno excede o tamanho máximo de 5 MB.',
          );
        }
        throw error;
      }
    } else if (parte.fieldname === 'id_conta') {
      const valor = String(parte.value);
      if (!/^\d{1,9}$/.test(valor) || Number(valor) < 1) {
        throw AppError.validation('Conta bancária inválida.', [
          { campo: 'id_conta', mensagem: 'Número inteiro positivo.' },
        ]);
      }
      idConta = Number(valor);
    }
  }
  if (!arquivo) throw envieOArquivo();
  return { ...arquivo, idConta };
}
