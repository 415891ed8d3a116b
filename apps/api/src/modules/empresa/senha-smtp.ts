import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { cofreDoApp, SegredoIlegivelError } from '../../lib/cofre-de-segredos.ts';

/**
 * The SMTP password at rest: encrypted by the secret store (purpose 'smtp.senha'), never as typed. The SMTP
 * login needs it back in clear, so it is encrypted rather than hashed.
 */
export function cifrarSenhaSmtp(config: Config, senha: string): string {
  return cofreDoApp(config).cifrar('smtp.senha', senha);
}

/** The password for the SMTP login, or null when none is stored. Throws SegredoIlegivelError on a wrong key. */
export function senhaSmtpDe(config: Config, empresa: { smtpSenhaCifrada: string | null }): string | null {
  if (!empresa.smtpSenhaCifrada) return null;
  return cofreDoApp(config).decifrarTexto('smtp.senha', empresa.smtpSenhaCifrada);
}

export const SENHA_SMTP_DE_NOVO =
  'Informe a senha de novo: o servidor ou o usuário do SMTP mudou, e a senha guardada só vale para o anterior.';

type SmtpGuardado = { smtpSenhaCifrada: string | null; smtpHost: string | null; smtpUsuario: string | null };

/**
 * What a save stores: no user means no password; a blank one keeps the stored one, but only for the same server
 * and user (the stored password is never handed to another server: a changed host or user must be given the
 * password again; a new port of the same host, as from STARTTLS to SSL/TLS, keeps it); the same password typed again keeps its ciphertext too, so the audit does not report a change
 * that did not happen (every encryption of the same password differs, by its random IV).
 */
export function senhaSmtpASalvar(
  config: Config,
  input: {
    smtp_host?: string | null | undefined;
    smtp_usuario?: string | null | undefined;
    smtp_senha?: string | null | undefined;
  },
  atual: SmtpGuardado | undefined,
): string | null {
  const cifradaAtual = atual?.smtpSenhaCifrada;
  if (!input.smtp_usuario) return null;
  if (!input.smtp_senha) {
    if (!cifradaAtual) return null;
    const mesmoDestino =
      atual.smtpHost === (input.smtp_host ?? null) && atual.smtpUsuario === input.smtp_usuario;
    if (!mesmoDestino) {
      throw AppError.validation(SENHA_SMTP_DE_NOVO, [{ campo: 'smtp_senha', mensagem: SENHA_SMTP_DE_NOVO }]);
    }
    return cifradaAtual;
  }
  if (cifradaAtual && mesmaSenha(config, cifradaAtual, input.smtp_senha)) return cifradaAtual;
  return cifrarSenhaSmtp(config, input.smtp_senha);
}

function mesmaSenha(config: Config, cifrada: string, senha: string): boolean {
  try {
    return senhaSmtpDe(config, { smtpSenhaCifrada: cifrada }) === senha;
  } catch (error) {
    // A password the current key cannot read is replaced by the one just typed.
    if (error instanceof SegredoIlegivelError) return false;
    throw error;
  }
}
