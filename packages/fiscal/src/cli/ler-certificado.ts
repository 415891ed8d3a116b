import { CertificadoError } from '../cert/certificado-error.ts';
import { type CertificadoA1, type OpcoesLeituraPfx, readPfx } from '../cert/read-pfx.ts';
import { lerArquivo, UsoIncorretoError, VARIAVEL_SENHA } from './terminal.ts';

export function senhaInformada(senha: string | undefined): string {
  const valor = senha ?? process.env[VARIAVEL_SENHA];
  if (valor === undefined) {
    throw new UsoIncorretoError(
      `Informe a senha do certificado com --senha <senha> (ou na variável ${VARIAVEL_SENHA}).`,
    );
  }
  return valor;
}

/**
 * Lê o PFX. Senha errada é erro de uso (código 2); arquivo que não é PFX, sem chave, vencido ou ainda não válido
 * continua CertificadoError, que o comando trata como certificado inválido (código 1).
 */
export function lerCertificado(
  caminho: string,
  senha: string,
  opcoes?: OpcoesLeituraPfx,
): { pfx: Buffer; cert: CertificadoA1 } {
  const pfx = lerArquivo(caminho);
  try {
    return { pfx, cert: readPfx(pfx, senha, opcoes) };
  } catch (erro) {
    if (erro instanceof CertificadoError && erro.codigo === 'SENHA_INCORRETA')
      throw new UsoIncorretoError(erro.message);
    throw erro;
  }
}
