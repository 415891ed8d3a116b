import type { SendMailOptions } from 'nodemailer';
import type { AppContext } from '../../app-context.ts';
import type { SmtpEmpresa } from '../email/transporte-smtp.ts';
import { gerarAnexoDoContador } from './anexo-do-contador.ts';
import type { AmbienteDocumento } from './contabilidade.repository.ts';
import { montarEmailContador } from './montar-email-contador.ts';

/** What an outbox row of 'Enviar ao contador' keeps: the period, the DANFEs choice and its documents' environment. */
export type EnvioAoContador = {
  destinatario: string;
  exportacaoInicio: string;
  exportacaoFim: string;
  exportacaoDanfe: boolean;
  exportacaoAmbiente: AmbienteDocumento;
};

/**
 * The message the outbox worker sends for such a row: the archive is built again when it is sent (the documents
 * are kept for good; a cancellation registered meanwhile goes along), never stored in the database, and an
 * archive grown past the limit since it was asked fails the row with the same reason the screen gives.
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
    empresa: {
      razaoSocial: empresa.razaoSocial,
      cnpj: empresa.cnpj,
      email: empresa.email,
      remetente: empresa.smtpRemetente,
    },
    destinatario: envio.destinatario,
    periodo,
    contagem,
    zip: conteudo,
  });
}
