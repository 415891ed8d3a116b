export type CodigoCertificadoError =
  | 'ARQUIVO_INVALIDO'
  | 'SENHA_INCORRETA'
  | 'SEM_CHAVE_PRIVADA'
  | 'VENCIDO'
  | 'AINDA_NAO_VALIDO'
  | 'SEM_CNPJ'
  | 'CNPJ_DIFERENTE';

/** Problema com o certificado A1, com mensagem em português pronta para o usuário. Nunca contém a senha. */
export class CertificadoError extends Error {
  override readonly name = 'CertificadoError';

  constructor(
    readonly codigo: CodigoCertificadoError,
    message: string,
  ) {
    super(message);
  }
}
