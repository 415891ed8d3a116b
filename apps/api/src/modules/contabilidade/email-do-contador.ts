import type { SendMailOptions } from 'nodemailer';
import type { AppContext } from '../../app-context.ts';
import { type EnvioAoContador, remetenteDa } from '../email/mensagens-do-outbox.ts';
import type { SmtpEmpresa } from '../email/transporte-smtp.ts';
import { gerarAnexoDoContador } from './anexo-do-contador.ts';
import { montarEmailContador } from './montar-email-contador.ts';

/**
 * The message the outbox worker sends for a row of 'Enviar ao contador': the archive is built again when it is
 * sent (the documents are kept for good; a cancellation registered meanwhile goes along), never stored in the
 * database, and an archive grown past the limit since it was asked fails the row with the same reason the screen
 * gives.
 */
export async function emailDoContador(
  ctx: AppContext,
  empresa: SmtpEmpresa,
  envio: EnvioAoContador,
): Promise<SendMailOptions> {
  const periodo = { inicio: envio.exportacaoInicio, fim: envio.exportacaoFim };
  // The environment of the documents asked: produção for the legal ones (the default), a test one for a test export.
  const { contagem, conteudo } = await gerarAnexoDoContador(
    ctx,
    {
      ...periodo,
      danfe: envio.exportacaoDanfe,
      documentos: envio.exportacaoAmbiente === 'producao' ? 'legais' : 'teste',
    },
    undefined,
    envio.exportacaoAmbiente,
  );
  return montarEmailContador({
    empresa: remetenteDa(empresa),
    destinatario: envio.destinatario,
    periodo,
    contagem,
    zip: conteudo,
  });
}
