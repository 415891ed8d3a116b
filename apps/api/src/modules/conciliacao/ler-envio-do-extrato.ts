import { ErrorCode } from '@erp/contracts/errors';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { ExtratoEnviado } from './importar-extrato.ts';

/** A year of a busy account is a few MB; 20 MB is far above any real statement and bounds memory per upload. */
export const TAMANHO_MAXIMO_OFX = 20 * 1024 * 1024;

const ZIdConta = z.coerce
  .number('Escolha a conta bancária do extrato.')
  .int('Escolha a conta bancária do extrato.')
  .positive('Escolha a conta bancária do extrato.');

const envieOArquivo = () => AppError.validation('Envie o arquivo OFX do extrato no campo "arquivo".');

/**
 * The multipart body of `POST /api/financeiro/extratos`: the file in `arquivo` (read into memory up to
 * TAMANHO_MAXIMO_OFX, a larger one refused with 413) and the account in `id_conta`, in either order.
 */
export async function lerEnvioDoExtrato(request: FastifyRequest): Promise<ExtratoEnviado> {
  if (!request.isMultipart()) throw envieOArquivo();
  let arquivo: { nome: string; conteudo: Buffer } | undefined;
  let idConta: unknown;
  for await (const parte of request.parts({ limits: { fileSize: TAMANHO_MAXIMO_OFX } })) {
    if (parte.type === 'file') {
      if (parte.fieldname !== 'arquivo' || arquivo) {
        parte.file.resume();
        continue;
      }
      try {
        arquivo = { nome: parte.filename, conteudo: await parte.toBuffer() };
      } catch (error) {
        if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        throw new AppError(
          ErrorCode.PAYLOAD_TOO_LARGE,
          `O arquivo excede o tamanho máximo de ${TAMANHO_MAXIMO_OFX / (1024 * 1024)} MB para um extrato. Nenhuma transação foi importada.`,
        );
      }
    } else if (parte.fieldname === 'id_conta') {
      idConta = parte.value;
    }
  }
  if (!arquivo) throw envieOArquivo();
  if (arquivo.conteudo.length === 0) throw AppError.unprocessable('O arquivo enviado está vazio.');
  const conta = ZIdConta.safeParse(idConta);
  if (!conta.success) {
    const mensagem = 'Escolha a conta bancária do extrato.';
    throw AppError.validation(mensagem, [{ campo: 'id_conta', mensagem }]);
  }
  return { nome: arquivo.nome, conteudo: arquivo.conteudo, idConta: conta.data };
}
