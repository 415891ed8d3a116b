import { gerarDanfe } from '@erp/fiscal/nfe/danfe/gerar-danfe';
import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions } from 'nodemailer';
import type { AppContext } from '../../app-context.ts';
import type { TarefaPeriodica } from '../../lib/tarefa-periodica.ts';
import { emailDoContador } from '../contabilidade/email-do-contador.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { senhaSmtpDe } from '../empresa/senha-smtp.ts';
import { danfseDaNfse } from '../nfse/documentos-nfse.ts';
import {
  agendarNovaTentativa,
  type EnvioReservado,
  findNotaParaEmail,
  findNotaServicoParaEmail,
  marcarEnviado,
  marcarFalhou,
  reservarEnvio,
} from './envios-email.repository.ts';
import { montarEmailNfe } from './montar-email-nfe.ts';
import { montarEmailNfse } from './montar-email-nfse.ts';
import { criarTransporteSmtp, isSmtpConfigurado, type SmtpEmpresa } from './transporte-smtp.ts';

/** Wait before the 2nd, 3rd and 4th attempts; the 4th failure is final ('Falhou'). */
export const ESPERAS_SEGUNDOS = [60, 5 * 60, 30 * 60] as const;
export const MAX_TENTATIVAS = ESPERAS_SEGUNDOS.length + 1;
/** How long a claimed e-mail stays hidden from other workers: longer than any SMTP timeout of one send. */
const LEASE_SEGUNDOS = 10 * 60;
/** A bound on one run, so a long queue does not hold the shutdown; the rest goes in the next run. */
const MAX_POR_RODADA = 50;

/** Failures that another attempt cannot fix: the e-mail is given up at once. */
class EnvioImpossivelError extends Error {}

/** The reason kept on the row and logged: never the SMTP password, and never an unbounded server answer. */
function motivo(error: unknown, senha: string | null) {
  let texto = error instanceof Error ? error.message : String(error);
  if (senha) texto = texto.split(senha).join('***');
  return texto.slice(0, 500);
}

/** The stored SMTP password, to be hidden from the reason; null when none or unreadable (nothing to hide). */
async function senhaParaOcultar(ctx: AppContext): Promise<string | null> {
  const empresa = await findEmpresa(ctx.db);
  try {
    return empresa ? senhaSmtpDe(ctx.config, empresa) : null;
  } catch {
    return null;
  }
}

/** The NF-e's message: its nfeProc and DANFE. */
async function mensagemDaNfe(
  ctx: AppContext,
  empresa: SmtpEmpresa,
  idNotaFiscal: number,
  destinatario: string,
) {
  const nota = await findNotaParaEmail(ctx.db, idNotaFiscal);
  if (!nota?.xmlAutorizado || !nota.chaveAcesso || nota.numero === null || nota.serie === null) {
    throw new EnvioImpossivelError('A NF-e não está autorizada: não há XML para enviar.');
  }
  if (nota.status === 'Cancelada') {
    throw new EnvioImpossivelError('A NF-e foi cancelada antes do envio do e-mail.');
  }
  const simulacao = nota.ambiente === 'simulacao';
  const danfe = await gerarDanfe(nota.xmlAutorizado, { simulacao });
  return montarEmailNfe({
    empresa: dadosDaEmpresa(empresa),
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
  });
}

/** The NFS-e's message: the NFS-e XML and the DANFSe, the same PDF as the screen's download. */
async function mensagemDaNfse(
  ctx: AppContext,
  empresa: SmtpEmpresa,
  idNotaServico: number,
  destinatario: string,
) {
  const nota = await findNotaServicoParaEmail(ctx.db, idNotaServico);
  if (!nota?.xmlNfse || !nota.chaveAcesso || nota.numeroNfse === null) {
    throw new EnvioImpossivelError('A NFS-e não está autorizada: não há XML para enviar.');
  }
  if (nota.status === 'Cancelada') {
    throw new EnvioImpossivelError('A NFS-e foi cancelada antes do envio do e-mail.');
  }
  const { pdf } = await danfseDaNfse(ctx, idNotaServico);
  return montarEmailNfse({
    empresa: dadosDaEmpresa(empresa),
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

const dadosDaEmpresa = (empresa: SmtpEmpresa) => ({
  razaoSocial: empresa.razaoSocial,
  cnpj: empresa.cnpj,
  email: empresa.email,
  remetente: empresa.smtpRemetente,
});

/** Which document an e-mail of the outbox carries, as its logs name it. */
const documentoDo = (envio: EnvioReservado) =>
  envio.idNotaServico !== null ? 'NFS-e' : envio.idNotaFiscal !== null ? 'NF-e' : 'exportação contábil';

async function enviar(ctx: AppContext, envio: EnvioReservado) {
  const empresa = await findEmpresa(ctx.db);
  if (!isSmtpConfigurado(empresa)) {
    throw new Error('O servidor de e-mail (SMTP) não está configurado nos dados da empresa.');
  }
  let mensagem: SendMailOptions;
  if (envio.idNotaServico !== null) {
    mensagem = await mensagemDaNfse(ctx, empresa, envio.idNotaServico, envio.destinatario);
  } else if (envio.idNotaFiscal !== null) {
    mensagem = await mensagemDaNfe(ctx, empresa, envio.idNotaFiscal, envio.destinatario);
  } else if (
    envio.exportacaoInicio !== null &&
    envio.exportacaoFim !== null &&
    envio.exportacaoAmbiente !== null
  ) {
    mensagem = await emailDoContador(ctx, empresa, {
      destinatario: envio.destinatario,
      exportacaoInicio: envio.exportacaoInicio,
      exportacaoFim: envio.exportacaoFim,
      exportacaoDanfe: envio.exportacaoDanfe,
      exportacaoAmbiente: envio.exportacaoAmbiente,
    });
  } else {
    throw new EnvioImpossivelError('O e-mail não tem documento a enviar.');
  }
  const transporte = await criarTransporteSmtp(empresa, ctx.config);
  try {
    await transporte.sendMail(mensagem);
  } finally {
    transporte.close();
  }
}

/** Sends one claimed e-mail and records the outcome: sent, retried later with backoff, or given up. */
async function processar(ctx: AppContext, envio: EnvioReservado, log: FastifyBaseLogger) {
  const contexto = {
    idEnvio: envio.id,
    ...(envio.idNotaServico !== null
      ? { idNotaServico: envio.idNotaServico }
      : { idNotaFiscal: envio.idNotaFiscal }),
    tentativa: envio.tentativas,
  };
  const documento = documentoDo(envio);
  if (envio.tentativas > MAX_TENTATIVAS) {
    // Only workers that died mid-send get here: each claim counted an attempt that never concluded.
    await marcarFalhou(ctx.db, envio, 'O envio foi interrompido repetidamente antes de concluir.');
    log.warn(contexto, `e-mail da ${documento} abandonado após envios interrompidos`);
    return false;
  }
  try {
    await enviar(ctx, envio);
    await marcarEnviado(ctx.db, envio);
    log.info(contexto, `e-mail da ${documento} enviado`);
    return true;
  } catch (error) {
    const erro = motivo(error, await senhaParaOcultar(ctx));
    const espera = ESPERAS_SEGUNDOS[envio.tentativas - 1];
    if (error instanceof EnvioImpossivelError || espera === undefined) {
      await marcarFalhou(ctx.db, envio, erro);
      log.warn({ ...contexto, erro }, `e-mail da ${documento} não enviado; sem novas tentativas`);
    } else {
      await agendarNovaTentativa(ctx.db, envio, erro, espera);
      log.warn(
        { ...contexto, erro, esperaSegundos: espera },
        `e-mail da ${documento} não enviado; nova tentativa agendada`,
      );
    }
    return false;
  }
}

/**
 * Sends the NF-e and NFS-e e-mails that are due, one claim at a time, until none is left, `deveParar` says so,
 * or the run reaches its bound. Answers how many were sent.
 */
export async function enviarEmailsPendentes(
  ctx: AppContext,
  log: FastifyBaseLogger,
  deveParar: () => boolean = () => false,
) {
  let enviados = 0;
  for (let i = 0; i < MAX_POR_RODADA && !deveParar(); i++) {
    const envio = await reservarEnvio(ctx.db, LEASE_SEGUNDOS);
    if (!envio) break;
    if (await processar(ctx, envio, log)) enviados++;
  }
  return enviados;
}

/**
 * The outbox worker: at start-up (what a restart left behind goes out) and every `email.intervaloSegundos`; a run
 * stops taking e-mails once the app is closing.
 */
export const tarefaEnvioEmails = (ctx: AppContext): TarefaPeriodica => ({
  nome: 'enviar e-mails de NF-e e NFS-e',
  intervaloSegundos: ctx.config.email.intervaloSegundos,
  isNaPartida: true,
  rodar: ({ log, deveParar }) => enviarEmailsPendentes(ctx, log, deveParar),
});
