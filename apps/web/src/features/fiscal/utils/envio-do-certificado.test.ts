import { describe, expect, it } from 'vitest';
import { ZEnvioDoCertificado } from './envio-do-certificado';

/** What a file input hands the form: a FileList of the chosen files. */
function escolhidos(...arquivos: File[]): FileList {
  return { length: arquivos.length, item: (i: number) => arquivos[i] ?? null } as unknown as FileList;
}

function mensagens(valores: unknown): Record<string, string> {
  const resultado = ZEnvioDoCertificado.safeParse(valores);
  if (resultado.success) return {};
  return Object.fromEntries(resultado.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('ZEnvioDoCertificado', () => {
  it('hands on the chosen .pfx itself and its password, for the multipart upload', () => {
    const pfx = new File([new Uint8Array([0x30, 0x82])], 'empresa.pfx', { type: 'application/x-pkcs12' });
    expect(ZEnvioDoCertificado.parse({ certificado: escolhidos(pfx), senha: 'segredo' })).toEqual({
      certificado: pfx,
      senha: 'segredo',
    });
  });

  it('asks for the file and the password when they are missing', () => {
    expect(mensagens({ certificado: null, senha: '' })).toEqual({
      certificado: 'Selecione o arquivo do certificado digital A1 (.pfx ou .p12).',
      senha: 'Informe a senha do certificado digital.',
    });
    expect(mensagens({ certificado: escolhidos(), senha: 'segredo' })).toEqual({
      certificado: 'Selecione o arquivo do certificado digital A1 (.pfx ou .p12).',
    });
  });
});
