import type { Database } from '../../db/client.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { findNotaServicoComCliente, insertEnvioNfse } from './envios-email.repository.ts';
import { isSmtpConfigurado } from './transporte-smtp.ts';

/**
 * Queues the e-mail that takes an authorised NFS-e (its XML and the DANFSe) to the tomador, inside the
 * transaction that authorises it, exactly as the NF-e's (enfileirar-email-nfe.ts): same outbox, same worker, same
 * retries, and the same address, the client's `email_nfe` or else its `email`. Nothing is queued without an SMTP
 * server or an address.
 */
export async function enfileirarEmailNfse(tx: Database, idNotaServico: number): Promise<void> {
  if (!isSmtpConfigurado(await findEmpresa(tx))) return;
  const nota = await findNotaServicoComCliente(tx, idNotaServico);
  if (nota?.status !== 'Autorizada') return;
  const destinatario = nota.emailNfe || nota.email;
  if (!destinatario) return;
  await insertEnvioNfse(tx, { idNotaServico, destinatario });
}
