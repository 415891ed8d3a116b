import { gerarDanfe } from '@erp/fiscal/nfe/danfe/gerar-danfe';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { findEmpresa } from '../empresa/empresa.repository.ts';
import { senhaSmtpDe } from '../empresa/senha-smtp.ts';
import {
  agendarNovaTentativa,
  type EnvioReservado,
  findNotaParaEmail,
  marcarEnviado,
  marcarFalhou,
  reservarEnvio,
} from './envios-email.repository.ts';
import { montarEmailNfe } from './montar-email-nfe.ts';
import { criarTransporteSmtp, isSmtpConfigurado } from './transporte-smtp.ts';

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

async function enviar(ctx: AppContext, envio: EnvioReservado) {
  const empresa = await findEmpresa(ctx.db);
  if (!isSmtpConfigurado(empresa)) {
    throw new Error('O servidor de e-mail (SMTP) não está configurado nos dados da empresa.');
  }
  const nota = await findNotaParaEmail(ctx.db, envio.idNotaFiscal);
  if (!nota?.xmlAutorizado || !nota.chaveAcesso || nota.numero === null || nota.serie === null) {
    throw new EnvioImpossivelError('A NF-e não está autorizada: não há XML para enviar.');
  }
  if (nota.status === 'Cancelada') {
    throw new EnvioImpossivelError('A NF-e foi cancelada antes do envio do e-mail.');
  }
  const simulacao = nota.ambiente === 'simulacao';
  const danfe = await gerarDanfe(nota.xmlAutorizado, { simulacao });
  const mensagem = montarEmailNfe({
    empresa: {
      razaoSocial: empresa.razaoSocial,
      cnpj: empresa.cnpj,
      email: empresa.email,
      remetente: empresa.smtpRemetente,
    },
    nota: {
      numero: nota.numero,
      serie: nota.serie,
      chaveAcesso: nota.chaveAcesso,
      valorTotalNota: nota.valorTotalNota,
      xmlAutorizado: nota.xmlAutorizado,
    },
    destinatario: envio.destinatario,
    danfe,
    simulacao,
  });
  const transporte = await criarTransporteSmtp(empresa, ctx.config);
  try {
    await transporte.sendMail(mensagem);
  } finally {
    transporte.close();
  }
}

/** Sends one claimed e-mail and records the outcome: sent, retried later with backoff, or given up. */
async function processar(ctx: AppContext, envio: EnvioReservado, log: FastifyBaseLogger) {
  const contexto = { idEnvio: envio.id, idNotaFiscal: envio.idNotaFiscal, tentativa: envio.tentativas };
  if (envio.tentativas > MAX_TENTATIVAS) {
    // Only workers that died mid-send get here: each claim counted an attempt that never concluded.
    await marcarFalhou(ctx.db, envio, 'O envio foi interrompido repetidamente antes de concluir.');
    log.warn(contexto, 'e-mail da NF-e abandonado após envios interrompidos');
    return false;
  }
  try {
    await enviar(ctx, envio);
    await marcarEnviado(ctx.db, envio);
    log.info(contexto, 'e-mail da NF-e enviado');
    return true;
  } catch (error) {
    const erro = motivo(error, await senhaParaOcultar(ctx));
    const espera = ESPERAS_SEGUNDOS[envio.tentativas - 1];
    if (error instanceof EnvioImpossivelError || espera === undefined) {
      await marcarFalhou(ctx.db, envio, erro);
      log.warn({ ...contexto, erro }, 'e-mail da NF-e não enviado; sem novas tentativas');
    } else {
      await agendarNovaTentativa(ctx.db, envio, erro, espera);
      log.warn(
        { ...contexto, erro, esperaSegundos: espera },
        'e-mail da NF-e não enviado; nova tentativa agendada',
      );
    }
    return false;
  }
}

/**
 * Sends the NF-e e-mails that are due, one claim at a time, until none is left, `deveParar` says so, or the run
 * reaches its bound. Answers how many were sent.
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

/** The outbox worker: at start-up (what a restart left behind goes out) and every `email.intervaloSegundos`. */
export const envioEmailsPlugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const intervalo = ctx.config.email.intervaloSegundos;
  let timer: NodeJS.Timeout | undefined;
  let rodando: Promise<unknown> | undefined;
  let parando = false;
  const rodar = () => {
    rodando ??= enviarEmailsPendentes(ctx, app.log, () => parando)
      .catch((error: unknown) => app.log.error({ err: error }, 'falha ao enviar e-mails de NF-e'))
      .finally(() => {
        rodando = undefined;
      });
  };
  app.addHook('onReady', async () => {
    rodar();
    timer = setInterval(rodar, intervalo * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    parando = true;
    clearInterval(timer);
    await rodando;
  });
};
