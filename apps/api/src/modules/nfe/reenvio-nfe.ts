import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { enviarEConcluir } from './emitir-nfe.ts';
import { comEnvio, NotaOcupadaError } from './envio-nfe.ts';
import { listNotasPendentes } from './nfe.repository.ts';

/**
 * Notes left 'Processando' (SEFAZ did not answer conclusively, or the process stopped mid-way) are sent again
 * with their stored signed XML; emitirComConsulta consults by key first when it may have arrived. Answers how
 * many were concluded (authorised, denied or rejected).
 */
export async function retomarNotasPendentes(ctx: AppContext, idadeMinimaSegundos: number) {
  let concluidas = 0;
  for (const id of await listNotasPendentes(ctx.db, idadeMinimaSegundos)) {
    try {
      const nota = await comEnvio(ctx, id, () => enviarEConcluir(ctx, id, null));
      if (nota && nota.status !== 'Processando') concluidas++;
    } catch (error) {
      if (!(error instanceof NotaOcupadaError)) throw error;
    }
  }
  return concluidas;
}

/** The retry job: at start-up (a restart resumes what was in flight) and every `reenvioSegundos`. */
export const reenvioNfePlugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const intervalo = ctx.config.nfe.reenvioSegundos;
  let timer: NodeJS.Timeout | undefined;
  let rodando: Promise<unknown> | undefined;
  // At start-up every note left Processando is resumed at once; afterwards, those untouched for an interval.
  const rodar = (idadeMinima: number) => {
    rodando ??= retomarNotasPendentes(ctx, idadeMinima)
      .catch((error: unknown) => app.log.error({ err: error }, 'falha ao retomar NF-e pendentes'))
      .finally(() => {
        rodando = undefined;
      });
  };
  app.addHook('onReady', async () => {
    rodar(0);
    timer = setInterval(() => rodar(intervalo), intervalo * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await rodando;
  });
};
