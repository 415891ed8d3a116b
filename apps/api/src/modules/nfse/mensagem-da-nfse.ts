import type { SendMailOptions } from 'nodemailer';
import type { AppContext } from '../../app-context.ts';
import { findNotaServicoParaEmail } from '../email/envios-email.repository.ts';
import { EnvioImpossivelError, remetenteDa } from '../email/mensagens-do-outbox.ts';
import type { SmtpEmpresa } from '../email/transporte-smtp.ts';
import { danfseDaNfse } from './documentos-nfse.ts';
import { montarEmailNfse } from './montar-email-nfse.ts';

/** The NFS-e's message for the outbox: the NFS-e XML and the DANFSe, the same PDF as the screen's download. */
export async function mensagemDaNfse(
  ctx: AppContext,
  empresa: SmtpEmpresa,
  { idNotaServico, destinatario }: { idNotaServico: number; destinatario: string },
): Promise<SendMailOptions> {
  const nota = await findNotaServicoParaEmail(ctx.db, idNotaServico);
  if (!nota?.xmlNfse || !nota.chaveAcesso || nota.numeroNfse === null) {
    throw new EnvioImpossivelError('A NFS-e não está autorizada: não há XML para enviar.');
  }
  if (nota.status === 'Cancelada') {
    throw new EnvioImpossivelError('A NFS-e foi cancelada antes do envio do e-mail.');
  }
  const { pdf } = await danfseDaNfse(ctx, idNotaServico);
  return montarEmailNfse({
    empresa: remetenteDa(empresa),
    nota: {
      numeroNfse: nota.numeroNfse,
      chaveAcesso: nota.chaveAcesso,
      valorServico: nota.valorServico,
      valorLiquido: nota.valorLiquido,
      xmlNfse: nota.xmlNfse,
    },
    destinatario,
    danfse: pdf,
    simulacao: nota.ambiente === 'simulacao',
  });
}
