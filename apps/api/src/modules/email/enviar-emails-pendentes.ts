import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { TarefaPeriodica } from '../../lib/tarefa-periodica.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { senhaSmtpDe } from '../empresa/senha-smtp.ts';
import {
  agendarNovaTentativa,
  type EnvioReservado,
  marcarEnviado,
  marcarFalhou,
  reservarEnvio,
} from './envios-email.repository.ts';
import { EnvioImpossivelError, type MensagensDoOutbox } from './mensagens-do-outbox.ts';
import { criarTransporteSmtp, isSmtpConfigurado, type SmtpEmpresa } from './transporte-smtp.ts';

/** Wait before the 2nd, 3rd and 4th attempts; the 4th failure is final ('Falhou'). */
export const ESPERAS_SEGUNDOS = [60, 5 * 60, 30 * 60] as const;
export const MAX_TENTATIVAS = ESPERAS_SEGUNDOS.length + 1;
/** How long a claimed e-mail stays hidden from other workers: longer than any SMTP timeout of one send. */
const LEASE_SEGUNDOS = 10 * 60;
/** A bound on one run, so a long queue does not hold the shutdown; the rest goes in the next run. */
const MAX_POR_RODADA = 50;

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

/** Which document an e-mail of the outbox carries, as its logs name it. */
const documentoDo = (envio: EnvioReservado) =>
  envio.idNotaServico !== null ? 'NFS-e' : envio.idNotaFiscal !== null ? 'NF-e' : 'exportação contábil';

/** The message of a claimed row, written by the renderer of its kind. */
function mensagemDo(
  ctx: AppContext,
  mensagens: MensagensDoOutbox,
  empresa: SmtpEmpresa,
  envio: EnvioReservado,
) {
  const { destinatario } = envio;
  if (envio.idNotaServico !== null) {
    return mensagens.nfse(ctx, empresa, { idNotaServico: envio.idNotaServico, destinatario });
  }
  if (envio.idNotaFiscal !== null) {
    return mensagens.nfe(ctx, empresa, { idNotaFiscal: envio.idNotaFiscal, destinatario });
  }
  if (envio.exportacaoInicio !== null && envio.exportacaoFim !== null && envio.exportacaoAmbiente !== null) {
    return mensagens.contador(ctx, empresa, {
      destinatario,
      exportacaoInicio: envio.exportacaoInicio,
      exportacaoFim: envio.exportacaoFim,
      exportacaoDanfe: envio.exportacaoDanfe,
      exportacaoAmbiente: envio.exportacaoAmbiente,
    });
  }
  throw new EnvioImpossivelError('O e-mail não tem documento a enviar.');
}

async function enviar(ctx: AppContext, mensagens: MensagensDoOutbox, envio: EnvioReservado) {
  const empresa = await findEmpresa(ctx.db);
  if (!isSmtpConfigurado(empresa)) {
    throw new Error('O servidor de e-mail (SMTP) não está configurado nos dados da empresa.');
  }
  const mensagem = await mensagemDo(ctx, mensagens, empresa, envio);
  const transporte = await criarTransporteSmtp(empresa, ctx.config);
  try {
    await transporte.sendMail(mensagem);
  } finally {
    transporte.close();
  }
}

/** Sends one claimed e-mail and records the outcome: sent, retried later with backoff, or given up. */
async function processar(
  ctx: AppContext,
  mensagens: MensagensDoOutbox,
  envio: EnvioReservado,
  log: FastifyBaseLogger,
) {
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
    await enviar(ctx, mensagens, envio);
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
  mensagens: MensagensDoOutbox,
  log: FastifyBaseLogger,
  deveParar: () => boolean = () => false,
) {
  let enviados = 0;
  for (let i = 0; i < MAX_POR_RODADA && !deveParar(); i++) {
    const envio = await reservarEnvio(ctx.db, LEASE_SEGUNDOS);
    if (!envio) break;
    if (await processar(ctx, mensagens, envio, log)) enviados++;
  }
  return enviados;
}

/**
 * The outbox worker: at start-up (what a restart left behind goes out) and every `email.intervaloSegundos`; a run
 * stops taking e-mails once the app is closing.
 */
export const tarefaEnvioEmails = (ctx: AppContext, mensagens: MensagensDoOutbox): TarefaPeriodica => ({
  nome: 'enviar e-mails de NF-e e NFS-e',
  intervaloSegundos: ctx.config.email.intervaloSegundos,
  isNaPartida: true,
  rodar: ({ log, deveParar }) => enviarEmailsPendentes(ctx, mensagens, log, deveParar),
});
