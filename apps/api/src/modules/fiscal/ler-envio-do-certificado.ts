import {
  CAMPO_ARQUIVO_CERTIFICADO,
  CAMPO_SENHA_CERTIFICADO,
  TAMANHO_MAXIMO_CERTIFICADO,
} from '@erp/contracts/certificado';
import { ErrorCode } from '@erp/contracts/errors';
import type { FastifyRequest } from 'fastify';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import type { EnvioDeCertificado } from './enviar-certificado.ts';

/** A password longer than this is not one a person typed; the multipart field is cut there. */
export const TAMANHO_MAXIMO_SENHA = 1024;

const SELECIONE_O_ARQUIVO = 'Selecione o arquivo do certificado digital A1 (.pfx ou .p12).';
const INFORME_A_SENHA = 'Informe a senha do certificado digital.';

function arquivoGrandeDemais(): AppError {
  const mensagem = `O arquivo excede o tamanho máximo de ${TAMANHO_MAXIMO_CERTIFICADO / 1024} KB; um certificado A1 tem poucos KB.`;
  return new AppError(ErrorCode.PAYLOAD_TOO_LARGE, mensagem, [
    { campo: CAMPO_ARQUIVO_CERTIFICADO, mensagem },
  ]);
}

/**
 * The multipart body of `POST /api/preferencias/certificado`: the file in `certificado` (at most 50 KB, read
 * into memory only) and the password in `senha`, in any order. Neither is ever logged: the body is not part of
 * the request log, and both names are redacted from every log line (app.ts).
 */
export async function lerEnvioDoCertificado(request: FastifyRequest): Promise<EnvioDeCertificado> {
  if (!request.isMultipart()) {
    throw AppError.validation(SELECIONE_O_ARQUIVO, [
      { campo: CAMPO_ARQUIVO_CERTIFICADO, mensagem: SELECIONE_O_ARQUIVO },
    ]);
  }
  let pfx: Buffer | undefined;
  let senha: string | undefined;
  for await (const parte of request.parts()) {
    if (parte.type === 'file') {
      if (parte.fieldname !== CAMPO_ARQUIVO_CERTIFICADO) {
        parte.file.resume();
        continue;
      }
      try {
        pfx = await parte.toBuffer();
      } catch (erro) {
        if ((erro as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw arquivoGrandeDemais();
        throw erro;
      }
    } else if (parte.fieldname === CAMPO_SENHA_CERTIFICADO && typeof parte.value === 'string') {
      senha = parte.valueTruncated ? undefined : parte.value;
    }
  }
  const faltando: FieldError[] = [];
  if (!pfx || pfx.length === 0)
    faltando.push({ campo: CAMPO_ARQUIVO_CERTIFICADO, mensagem: SELECIONE_O_ARQUIVO });
  if (!senha) faltando.push({ campo: CAMPO_SENHA_CERTIFICADO, mensagem: INFORME_A_SENHA });
  if (!pfx || !senha) {
    throw AppError.validation(faltando.map((f) => f.mensagem).join(' '), faltando);
  }
  return { pfx, senha };
}
