import type { SendMailOptions } from 'nodemailer';
import type { AppContext } from '../../app-context.ts';
import type { SmtpEmpresa } from './transporte-smtp.ts';

/**
 * Failures that another attempt cannot fix (the note was cancelled, it has no XML): the e-mail is given up at
 * once. A renderer throws it; the outbox marks the row 'Falhou'.
 */
export class EnvioImpossivelError extends Error {}

/** What an outbox row of 'Enviar ao contador' keeps: the period, the DANFEs choice and its documents' environment. */
export type EnvioAoContador = {
  destinatario: string;
  exportacaoInicio: string;
  exportacaoFim: string;
  exportacaoDanfe: boolean;
  exportacaoAmbiente: 'simulacao' | 'homologacao' | 'producao';
};

/**
 * One renderer per kind of e-mail, handed to the outbox by app.ts: the area that produces a document knows how
 * to write its message (nfe/, nfse/, contabilidade/), and the outbox only claims, sends and retries. The message
 * is built when it is sent, never stored: a cancellation registered meanwhile still stops it.
 */
export type MensagensDoOutbox = {
  nfe: (
    ctx: AppContext,
    empresa: SmtpEmpresa,
    envio: { idNotaFiscal: number; destinatario: string },
  ) => Promise<SendMailOptions>;
  nfse: (
    ctx: AppContext,
    empresa: SmtpEmpresa,
    envio: { idNotaServico: number; destinatario: string },
  ) => Promise<SendMailOptions>;
  contador: (ctx: AppContext, empresa: SmtpEmpresa, envio: EnvioAoContador) => Promise<SendMailOptions>;
};

/** The company as the sender of a message: its name, CNPJ, e-mail and the SMTP's configured sender. */
export const remetenteDa = (empresa: SmtpEmpresa) => ({
  razaoSocial: empresa.razaoSocial,
  cnpj: empresa.cnpj,
  email: empresa.email,
  remetente: empresa.smtpRemetente,
});
