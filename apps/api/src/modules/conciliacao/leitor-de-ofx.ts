import { ErrorCode } from '@erp/contracts/errors';
import { AppError } from '../../lib/app-error.ts';
import { PoolBusyError, TaskInterruptedError, WorkerPool } from '../../lib/worker-pool.ts';
import { type ExtratoOfx, lerOfx } from './ler-ofx.ts';

/** Below this a statement is read on the event loop (a month of a small company is a few tens of KB). */
const TAMANHO_NO_PROPRIO_FIO = 512 * 1024;

/**
 * Reads statements: a large one (a year of a busy account, megabytes) in a worker thread, like the NF-e uploads
 * (issue 13), so the other requests are not frozen while it is decoded and parsed. One per app, closed with it.
 */
export class LeitorDeOfx {
  readonly #pool = new WorkerPool<{ ofx: Uint8Array }, ExtratoOfx>({
    module: new URL('./tarefa-de-leitura-ofx.ts', import.meta.url),
    size: 1,
    maxBatches: 4,
    taskTimeoutMs: 60_000,
    idleMs: 5 * 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 512 },
    niceness: 10,
  });

  async ler(bytes: Uint8Array): Promise<ExtratoOfx> {
    if (bytes.byteLength < TAMANHO_NO_PROPRIO_FIO) return lerOfx(bytes);
    const copia = new Uint8Array(bytes);
    try {
      return await this.#pool.inBatch((run) => run({ ofx: copia }, [copia.buffer]));
    } catch (error) {
      if (error instanceof PoolBusyError) {
        throw new AppError(
          ErrorCode.UNAVAILABLE,
          'O servidor está lendo outros extratos neste momento. Envie este de novo em alguns segundos.',
          undefined,
          { retryAfterSeconds: 5 },
        );
      }
      if (error instanceof TaskInterruptedError) {
        throw AppError.unprocessable(
          'A leitura do extrato foi interrompida. Nenhuma transação foi importada.',
        );
      }
      throw error;
    }
  }

  fechar(): Promise<void> {
    return this.#pool.close();
  }
}
