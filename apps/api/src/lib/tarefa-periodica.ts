import type { FastifyInstance } from 'fastify';

export type TarefaPeriodica = {
  /** For the log line of a failed run. */
  nome: string;
  intervaloSegundos: number;
  /** Also run once as soon as the app is ready (a restart resumes at once what was left in flight). */
  isNaPartida: boolean;
  rodar: () => Promise<unknown>;
};

/**
 * Runs a background job of the app every `intervaloSegundos` from the moment it is ready, never two runs at a
 * time (a tick that finds the previous run still going is skipped, not queued). A failed run is logged and the
 * next tick tries again; closing the app stops the timer and waits for the run in progress.
 */
export function agendarTarefa(app: FastifyInstance, tarefa: TarefaPeriodica) {
  let timer: NodeJS.Timeout | undefined;
  let rodando: Promise<void> | undefined;
  const rodar = () => {
    rodando ??= tarefa
      .rodar()
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, `falha na tarefa: ${tarefa.nome}`),
      )
      .finally(() => {
        rodando = undefined;
      });
  };
  app.addHook('onReady', async () => {
    if (tarefa.isNaPartida) rodar();
    timer = setInterval(rodar, tarefa.intervaloSegundos * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await rodando;
  });
}
