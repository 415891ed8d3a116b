import { readFile } from 'node:fs/promises';
import { rootCertificates } from 'node:tls';
import nodemailer, { type SMTPTransportOptions } from 'nodemailer';
import type { Config } from '../../config.ts';
import type { EmpresaRow } from '../empresa/empresa.repository.ts';
import { senhaSmtpDe } from '../empresa/senha-smtp.ts';

export type SmtpEmpresa = EmpresaRow & { smtpHost: string; smtpPorta: number; smtpRemetente: string };

/** A host, its port and the sender address are the least that sends anything. */
export function isSmtpConfigurado(empresa: EmpresaRow | undefined): empresa is SmtpEmpresa {
  return Boolean(empresa?.smtpHost && empresa.smtpPorta && empresa.smtpRemetente);
}

/**
 * The company's SMTP server. The server certificate is always verified (the system's roots plus the optional
 * SMTP_CA_FILE); with a user and password the connection must be encrypted, implicit TLS or STARTTLS, so the
 * password never crosses the network in clear. Timeouts stay well inside the worker's lease on the e-mail.
 */
export async function criarTransporteSmtp(empresa: SmtpEmpresa, config: Config) {
  const caExtra = config.email.caArquivo ? await readFile(config.email.caArquivo, 'utf8') : undefined;
  const hasAuth = Boolean(empresa.smtpUsuario);
  const opcoes: SMTPTransportOptions = {
    host: empresa.smtpHost,
    port: empresa.smtpPorta,
    secure: empresa.smtpSeguro,
    requireTLS: hasAuth && !empresa.smtpSeguro,
    ...(hasAuth
      ? { auth: { user: empresa.smtpUsuario ?? '', pass: senhaSmtpDe(config, empresa) ?? '' } }
      : {}),
    tls: {
      rejectUnauthorized: true,
      minVersion: 'TLSv1.2',
      ...(caExtra ? { ca: [...rootCertificates, caExtra] } : {}),
    },
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 120_000,
    logger: false,
    debug: false,
  };
  return nodemailer.createTransport(opcoes);
}
