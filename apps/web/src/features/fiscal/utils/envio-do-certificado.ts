import { CAMPO_ARQUIVO_CERTIFICADO, CAMPO_SENHA_CERTIFICADO } from '@erp/contracts/certificado';
import { z } from 'zod';

/**
 * The two multipart parts of the A1's upload as its form reads them: the chosen file (the first of the input's
 * list) and its password. The server checks what only it can (the password opens the file, its CNPJ, its dates).
 */
export const ZEnvioDoCertificado = z.object({
  [CAMPO_ARQUIVO_CERTIFICADO]: z.custom<FileList | null>().transform((lista, ctx) => {
    const arquivo = lista?.item(0);
    if (arquivo) return arquivo;
    ctx.addIssue({
      code: 'custom',
      message: 'Selecione o arquivo do certificado digital A1 (.pfx ou .p12).',
    });
    return z.NEVER;
  }),
  [CAMPO_SENHA_CERTIFICADO]: z.string().min(1, 'Informe a senha do certificado digital.'),
});

/** The fields the server may name in its refusal, placed under their inputs. */
export const CAMPOS_DO_ENVIO = [CAMPO_ARQUIVO_CERTIFICADO, CAMPO_SENHA_CERTIFICADO] as const;

export const ENVIO_VAZIO = { [CAMPO_ARQUIVO_CERTIFICADO]: null, [CAMPO_SENHA_CERTIFICADO]: '' };
