import { CAMPO_ARQUIVO_CERTIFICADO, CAMPO_SENHA_CERTIFICADO } from '@erp/contracts/certificado';
import { CertificadoError } from '@erp/fiscal/certificado';
import { AppError } from '../../lib/app-error.ts';

export type CampoDoEnvio = typeof CAMPO_ARQUIVO_CERTIFICADO | typeof CAMPO_SENHA_CERTIFICADO;

/** A 400 whose message also goes under the form's field (`certificado` or `senha`). */
export function erroNoCampo(campo: CampoDoEnvio, mensagem: string): AppError {
  return AppError.validation(mensagem, [{ campo, mensagem }]);
}

/**
 * The fiscal library's reasons for refusing an A1, each under its field: a wrong password under the password,
 * everything about the file itself (not a PFX, no private key, expired, not yet valid, another CNPJ) under it.
 */
export function erroDoCertificado(erro: unknown): unknown {
  if (!(erro instanceof CertificadoError)) return erro;
  const campo = erro.codigo === 'SENHA_INCORRETA' ? CAMPO_SENHA_CERTIFICADO : CAMPO_ARQUIVO_CERTIFICADO;
  return erroNoCampo(campo, erro.message);
}
