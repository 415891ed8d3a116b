import type { TEnviarAoContador } from '@erp/contracts/contabilidade';
import type { AppContext, Caller } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isSmtpConfigurado } from '../email/transporte-smtp.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { gerarAnexoDoContador } from './anexo-do-contador.ts';
import { inserirEnvioAoContador } from './envio-ao-contador.repository.ts';

/**
 * POST /contabilidade/enviar-ao-contador: queues the period's .zip to the accountant's e-mail of Dados da Empresa.
 * The archive is measured now, so a month too large for an attachment is refused to the person who asked, not
 * left as a failed e-mail; the outbox worker builds it again when it sends (email-do-contador.ts).
 */
export async function enviarAoContador(ctx: AppContext, pedido: TEnviarAoContador, caller: Caller) {
  const empresa = await findEmpresa(ctx.db);
  if (!isSmtpConfigurado(empresa)) {
    throw AppError.unprocessable(
      'Configure o servidor de e-mail (SMTP) em Dados da Empresa para enviar ao contador.',
    );
  }
  if (!empresa.emailContador) {
    throw AppError.unprocessable('Informe o e-mail do contador em Dados da Empresa.');
  }
  const { contagem } = await gerarAnexoDoContador(ctx, pedido);
  await inserirEnvioAoContador(ctx.db, {
    destinatario: empresa.emailContador,
    exportacaoInicio: pedido.inicio,
    exportacaoFim: pedido.fim,
    exportacaoDanfe: pedido.danfe,
    // The legal documents as produção; a test export as the test environment it names (email-do-contador.ts).
    exportacaoAmbiente: contagem.ambiente,
    idUsuario: caller.userId,
  });
  return { message: `O arquivo do período será enviado para ${empresa.emailContador} em instantes.` };
}
