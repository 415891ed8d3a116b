import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * A run is due when this share of the period has passed since the last one of any process: a process's own next
 * tick, a few milliseconds early by the database clock, must not lose its turn.
 */
export const FOLGA_DO_PERIODO = 0.9;

/** What a run receives: the app's logger, and whether the app is closing (a long run stops early, not midway). */
export type RodadaDaTarefa = { log: FastifyBaseLogger; deveParar: () => boolean };

export type TarefaPeriodica = {
  /** For the log line of a failed run. */
  nome: string;
  intervaloSegundos: number;
  /** Also run once as soon as the app is ready (a restart resumes at once what was left in flight). */
  isNaPartida: boolean;
  rodar: (rodada: RodadaDaTarefa) => Promise<unknown>;
  /**
   * For a job every API process on the database runs: claims the run in the database first (true: this process
   * runs it), so N processes run it once per period between them, not N times. The start-up run is forced (it
   * claims without waiting for the period), ticks ask for `minimoSegundos` since the last run of any process.
   */
  reservarRodada?: (minimoSegundos: number, isForcada: boolean) => Promise<boolean>;
  /** Once at shutdown, after the timer stopped and the run in progress ended (a failure is logged). */
  aoEncerrar?: (log: FastifyBaseLogger) => Promise<void>;
};

/**
 * Runs a background job of the app every `intervaloSegundos` from the moment it is ready, never two runs at a
 * time (a tick that finds the previous run still going is skipped, not queued). A failed run is logged with the
 * job's name and the next tick tries again; closing the app stops the timer, tells the run in progress to stop
 * (`deveParar`), waits for it and then runs `aoEncerrar`.
 */
export function agendarTarefa(app: FastifyInstance, tarefa: TarefaPeriodica) {
  let timer: NodeJS.Timeout | undefined;
  let rodando: Promise<void> | undefined;
  let isParando = false;
  const rodada: RodadaDaTarefa = { log: app.log, deveParar: () => isParando };
  const rodarSeReservada = async (isPartida: boolean) => {
    const minimo = tarefa.intervaloSegundos * FOLGA_DO_PERIODO;
    if (tarefa.reservarRodada && !(await tarefa.reservarRodada(minimo, isPartida))) return;
    await tarefa.rodar(rodada);
  };
  const rodar = (isPartida = false) => {
    rodando ??= rodarSeReservada(isPartida)
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, `falha na tarefa: ${tarefa.nome}`),
      )
      .finally(() => {
        rodando = undefined;
      });
  };
  app.addHook('onReady', async () => {
    if (tarefa.isNaPartida) rodar(true);
    timer = setInterval(() => rodar(false), tarefa.intervaloSegundos * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    isParando = true;
    clearInterval(timer);
    await rodando;
    try {
      await tarefa.aoEncerrar?.(app.log);
    } catch (error) {
      app.log.error({ err: error }, `falha ao encerrar a tarefa: ${tarefa.nome}`);
    }
  });
}

/** Every background job of the app in one place (app.ts): an undefined entry is a job turned off by its config. */
export function agendarTarefas(app: FastifyInstance, tarefas: (TarefaPeriodica | undefined)[]) {
  for (const tarefa of tarefas) if (tarefa) agendarTarefa(app, tarefa);
}
