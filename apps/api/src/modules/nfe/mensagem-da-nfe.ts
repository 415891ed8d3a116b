import { gerarDanfe } from '@erp/fiscal/nfe';
import type { SendMailOptions } from 'nodemailer';
import type { AppContext } from '../../app-context.ts';
import { cobrancasDoDocumento } from '../cobranca/cobrancas-do-documento.ts';
import { findNotaParaEmail } from '../email/envios-email.repository.ts';
import { EnvioImpossivelError, remetenteDa } from '../email/mensagens-do-outbox.ts';
import type { SmtpEmpresa } from '../email/transporte-smtp.ts';
import { montarEmailNfe } from './montar-email-nfe.ts';

/**
 * The NF-e's message for the outbox: its nfeProc and DANFE, and how to pay its open receivables (PIX, boleto), written
 * when the e-mail is sent.
 */
export async function mensagemDaNfe(
  ctx: AppContext,
  empresa: SmtpEmpresa,
  { idNotaFiscal, destinatario }: { idNotaFiscal: number; destinatario: string },
): Promise<SendMailOptions> {
  const nota = await findNotaParaEmail(ctx.db, idNotaFiscal);
  if (!nota?.xmlAutorizado || !nota.chaveAcesso || nota.numero === null || nota.serie === null) {
    throw new EnvioImpossivelError('A NF-e não está autorizada: não há XML para enviar.');
  }
  if (nota.status === 'Cancelada') {
    throw new EnvioImpossivelError('A NF-e foi cancelada antes do envio do e-mail.');
  }
  const simulacao = nota.ambiente === 'simulacao';
  const danfe = await gerarDanfe(nota.xmlAutorizado, { simulacao });
  const cobrancas = await cobrancasDoDocumento(ctx, { origem: 'NFE', idDocumento: idNotaFiscal });
  return montarEmailNfe({
    empresa: remetenteDa(empresa),
    nota: {
      numero: nota.numero,
      serie: nota.serie,
      chaveAcesso: nota.chaveAcesso,
      valorTotalNota: nota.valorTotalNota,
      xmlAutorizado: nota.xmlAutorizado,
    },
    destinatario,
    danfe,
    simulacao,
    cobrancas,
  });
}
