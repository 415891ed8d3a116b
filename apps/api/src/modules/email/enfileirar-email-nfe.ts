import type { Database } from '../../db/client.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { findNotaComCliente, insertEnvio } from './envios-email.repository.ts';
import { isSmtpConfigurado } from './transporte-smtp.ts';

/**
 * Queues the e-mail that takes an authorised NF-e (XML and DANFE) to its client, inside the transaction that
 * authorises it: the e-mail exists exactly when the authorisation commits, and the worker sends it later, so a
 * slow or broken mail server never delays or fails the authorisation.
 *
 * The address is the client's `email_nfe`, or its general `email` when it has none (the client did not name a
 * separate mailbox for invoices). Nothing is queued when the company has no SMTP server configured or the client
 * has no e-mail at all: there is nothing to send and nothing to retry.
 */
export async function enfileirarEmailNfe(tx: Database, idNotaFiscal: number): Promise<void> {
  if (!isSmtpConfigurado(await findEmpresa(tx))) return;
  const nota = await findNotaComCliente(tx, idNotaFiscal);
  if (nota?.status !== 'Autorizada') return;
  const destinatario = nota.emailNfe || nota.email;
  if (!destinatario) return;
  await insertEnvio(tx, { idNotaFiscal, destinatario });
}
