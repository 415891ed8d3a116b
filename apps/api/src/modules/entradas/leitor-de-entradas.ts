import { ErrorCode } from '@erp/contracts/errors';
import type { NFeLida } from '@erp/fiscal/nfe';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { ZipEntryData } from '../../lib/safe-zip.ts';
import { PoolBusyError, TaskInterruptedError, WorkerPool } from '../../lib/worker-pool.ts';
import type { TarefaDeLeitura } from './tarefa-de-leitura.ts';

/** Uploads read at once; each keeps at most NOTAS_EM_PARALELO files in the pool, so at most 32 wait. */
export const LEITURAS_SIMULTANEAS = 8;
const TEMPO_MAXIMO_POR_ARQUIVO_MS = 30_000;
const OCIOSO_MS = 5 * 60_000;

/** A file of an upload: the XML itself, or an entry of the .zip as found in the archive. */
export type ArquivoParaLer = { nome: string } & ({ xml: Uint8Array } | { entradaDoZip: ZipEntryData });

/** Reads one file of the upload as an NF-e; `comAssinatura` also checks its signature (the import needs it). */
export type LerNfe = (arquivo: ArquivoParaLer, opcoes?: { comAssinatura?: boolean }) => Promise<NFeLida>;

const ocupado = () =>
  new AppError(
    ErrorCode.UNAVAILABLE,
    'O servidor está lendo muitos arquivos de NF-e neste momento. Envie este de novo em alguns segundos.',
    undefined,
    { retryAfterSeconds: 5 },
  );

function interrompida(nome: string, motivo: TaskInterruptedError['reason']): AppError {
  if (motivo === 'closed') {
    return new AppError(
      ErrorCode.UNAVAILABLE,
      `O servidor está reiniciando e não leu o arquivo ${nome}. Envie-o de novo em instantes.`,
      undefined,
      { retryAfterSeconds: 5 },
    );
  }
  const porque =
    motivo === 'timeout'
      ? `passou de ${TEMPO_MAXIMO_POR_ARQUIVO_MS / 1000} segundos`
      : 'fez o leitor de XML parar';
  return AppError.unprocessable(
    `A leitura do arquivo ${nome} ${porque} e foi interrompida. Nada deste arquivo foi importado.`,
  );
}

/**
 * Issue 13: every upload's files are parsed, signature-checked and inflated in a pool of worker threads
 * (tarefa-de-leitura.ts), never on the event loop, where a large .zip froze every request for seconds. What
 * happens in the database stays on the main thread. One per app, closed with it.
 */
export class LeitorDeEntradas {
  readonly #pool: WorkerPool<TarefaDeLeitura, NFeLida>;

  constructor(
    private readonly log: FastifyBaseLogger,
    /** The module the workers run; tests replace it to make a worker crash. */
    modulo = new URL('./tarefa-de-leitura.ts', import.meta.url),
  ) {
    this.#pool = new WorkerPool({
      module: modulo,
      maxBatches: LEITURAS_SIMULTANEAS,
      taskTimeoutMs: TEMPO_MAXIMO_POR_ARQUIVO_MS,
      idleMs: OCIOSO_MS,
      // A 1 MB note needs a few tens of MB; a runaway one ends its worker, not the process.
      resourceLimits: { maxOldGenerationSizeMb: 256 },
      // Reading is batch work: a screen's request waiting behind it is what the user notices.
      niceness: 10,
    });
  }

  /** One upload: `trabalho` reads its files through `ler`; 503 when LEITURAS_SIMULTANEAS uploads are being read. */
  async emLote<T>(trabalho: (ler: LerNfe) => Promise<T>): Promise<T> {
    try {
      return await this.#pool.inBatch((run) =>
        trabalho(async (arquivo, { comAssinatura = false } = {}) => {
          const { nome } = arquivo;
          // A copy in its own ArrayBuffer, transferred: the worker gets these bytes and nothing around them.
          const tarefa: TarefaDeLeitura =
            'xml' in arquivo
              ? { nome, comAssinatura, xml: new Uint8Array(arquivo.xml) }
              : { nome, comAssinatura, entradaDoZip: arquivo.entradaDoZip };
          const bytes = 'xml' in tarefa ? tarefa.xml : tarefa.entradaDoZip.compressed;
          try {
            return await run(tarefa, [bytes.buffer]);
          } catch (error) {
            if (!(error instanceof TaskInterruptedError)) throw error;
            this.log.error(
              { err: error.cause ?? error, arquivo: nome },
              `leitura de XML interrompida: ${error.reason}`,
            );
            throw interrompida(nome, error.reason);
          }
        }),
      );
    } catch (error) {
      if (error instanceof PoolBusyError) throw ocupado();
      throw error;
    }
  }

  fechar(): Promise<void> {
    return this.#pool.close();
  }
}
