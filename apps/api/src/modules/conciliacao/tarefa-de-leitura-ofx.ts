import { type ExtratoOfx, lerOfx } from './ler-ofx.ts';

/** What a worker of the LeitorDeOfx does (WorkerPool calls `run`): decode and read one statement. */
export function run(tarefa: { ofx: Uint8Array }): Promise<ExtratoOfx> {
  return lerOfx(tarefa.ofx);
}
