import os from 'node:os';
import { type ResourceLimits, type TransferListItem, Worker } from 'node:worker_threads';
import { ErrorCode } from '@erp/contracts/errors';
import { AppError } from './app-error.ts';

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);

export type WorkerPoolOptions = {
  /** The TypeScript module every worker loads (through tsx); it exports `run(task)`, sync or async. */
  module: URL;
  /** Threads at most; by default one per core but one, which stays with the event loop and PostgreSQL. */
  size?: number;
  /**
   * Batches (one upload, say) admitted at once. A batch's own tasks are never refused, so an archive is never
   * cut short halfway; the batch after the last is refused at once with PoolBusyError. Each batch keeping a
   * few tasks in flight, this bounds the queue.
   */
  maxBatches: number;
  /** A task running longer than this has its worker terminated, and a new one takes its place. */
  taskTimeoutMs: number;
  /** A worker idle this long is terminated, giving its memory back (WebAssembly memory never shrinks). */
  idleMs: number;
  resourceLimits?: ResourceLimits;
  /** Nice value of the worker threads (Linux only): above 0, requests on the event loop get the cores first. */
  niceness?: number;
};

/** Every batch slot is taken: nothing of the refused batch ran. */
export class PoolBusyError extends Error {
  override readonly name = 'PoolBusyError';
}

/** The task's worker died (crash, out of memory), overran the time limit, or the pool was closed. */
export class TaskInterruptedError extends Error {
  override readonly name = 'TaskInterruptedError';

  constructor(
    readonly reason: 'crash' | 'timeout' | 'closed',
    options?: { cause?: unknown },
  ) {
    super(`worker task interrupted: ${reason}`, options);
  }
}

type SerializedError = {
  name: string;
  message: string;
  stack?: string;
  code?: string;
  details?: AppError['details'];
  retryAfterSeconds?: number;
};
type Reply = { id: number; result?: unknown; error?: SerializedError };
type Pending = {
  id: number;
  task: unknown;
  transfer: TransferListItem[];
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  timer?: NodeJS.Timeout;
};
type Slot = {
  worker: Worker;
  pending?: Pending;
  idleTimer?: NodeJS.Timeout;
  /** Why the pool terminated it, when it did. */
  ending?: 'timeout' | 'idle' | 'closed';
  error?: unknown;
};

const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.values(ErrorCode).includes(code as ErrorCode);

/** An error thrown in the worker, rebuilt here: an AppError stays the AppError the user would have seen. */
function rebuild(error: SerializedError): Error {
  if (error.name === 'AppError' && isErrorCode(error.code)) {
    const options =
      error.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.retryAfterSeconds };
    return new AppError(error.code, error.message, error.details, options);
  }
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  if (error.stack) rebuilt.stack = error.stack;
  return rebuilt;
}

/**
 * CPU-heavy work (parsing XML, checking signatures, inflating zip entries) off the event loop, so that one large
 * upload never stalls every other request. Workers start on demand, one task each at a time, in order of
 * arrival; a worker that dies or overruns is replaced and only its own task fails.
 */
export class WorkerPool<Task, Result> {
  readonly size: number;
  #queue: Pending[] = [];
  #slots = new Set<Slot>();
  #idle: Slot[] = [];
  #batches = 0;
  #nextId = 0;
  #isClosed = false;

  constructor(private readonly options: WorkerPoolOptions) {
    this.size = options.size ?? Math.max(1, os.availableParallelism() - 1);
  }

  /** Runs `work` as one batch, its tasks given to `run`; throws PoolBusyError when every batch slot is taken. */
  async inBatch<T>(
    work: (run: (task: Task, transfer?: TransferListItem[]) => Promise<Result>) => Promise<T>,
  ): Promise<T> {
    if (this.#batches >= this.options.maxBatches) throw new PoolBusyError('every batch slot is taken');
    this.#batches++;
    try {
      return await work((task, transfer = []) => this.#run(task, transfer));
    } finally {
      this.#batches--;
    }
  }

  /** Workers alive now, busy or idle (for tests and logs). */
  get workers(): number {
    return this.#slots.size;
  }

  async close(): Promise<void> {
    this.#isClosed = true;
    for (const pending of this.#queue.splice(0)) pending.reject(new TaskInterruptedError('closed'));
    await Promise.all(
      [...this.#slots].map((slot) => {
        slot.ending = 'closed';
        return slot.worker.terminate();
      }),
    );
  }

  #run(task: Task, transfer: TransferListItem[]): Promise<Result> {
    if (this.#isClosed) return Promise.reject(new TaskInterruptedError('closed'));
    return new Promise<Result>((resolve, reject) => {
      this.#queue.push({
        id: this.#nextId++,
        task,
        transfer,
        resolve: resolve as (r: unknown) => void,
        reject,
      });
      this.#dispatch();
    });
  }

  #dispatch(): void {
    while (this.#queue.length > 0 && !this.#isClosed) {
      const slot = this.#idle.pop() ?? (this.#slots.size < this.size ? this.#spawn() : undefined);
      if (!slot) return;
      this.#start(slot, this.#queue.shift() as Pending);
    }
  }

  #spawn(): Slot {
    const worker = new Worker(ENTRY, {
      execArgv: [],
      workerData: { module: this.options.module.href, niceness: this.options.niceness ?? 0 },
      ...(this.options.resourceLimits ? { resourceLimits: this.options.resourceLimits } : {}),
    });
    const slot: Slot = { worker };
    worker.on('message', (reply: Reply) => this.#finish(slot, reply));
    worker.on('error', (error) => {
      slot.error = error;
    });
    worker.on('exit', () => this.#exited(slot));
    this.#slots.add(slot);
    return slot;
  }

  #start(slot: Slot, pending: Pending): void {
    clearTimeout(slot.idleTimer);
    slot.pending = pending;
    slot.worker.ref();
    pending.timer = setTimeout(() => {
      slot.ending = 'timeout';
      void slot.worker.terminate();
    }, this.options.taskTimeoutMs);
    slot.worker.postMessage({ id: pending.id, task: pending.task }, pending.transfer);
  }

  #finish(slot: Slot, reply: Reply): void {
    const pending = slot.pending;
    if (!pending || pending.id !== reply.id || slot.ending) return;
    clearTimeout(pending.timer);
    slot.pending = undefined;
    if (reply.error) pending.reject(rebuild(reply.error));
    else pending.resolve(reply.result);
    // An idle worker does not keep the process alive; its own timer ends it after idleMs.
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => {
      const idle = this.#idle.indexOf(slot);
      if (idle >= 0) this.#idle.splice(idle, 1);
      slot.ending = 'idle';
      void slot.worker.terminate();
    }, this.options.idleMs).unref();
    this.#idle.push(slot);
    this.#dispatch();
  }

  #exited(slot: Slot): void {
    this.#slots.delete(slot);
    const idle = this.#idle.indexOf(slot);
    if (idle >= 0) this.#idle.splice(idle, 1);
    clearTimeout(slot.idleTimer);
    const pending = slot.pending;
    if (pending) {
      clearTimeout(pending.timer);
      const reason = slot.ending === 'timeout' || slot.ending === 'closed' ? slot.ending : 'crash';
      pending.reject(new TaskInterruptedError(reason, { cause: slot.error }));
    }
    // The queue goes on with a new worker.
    this.#dispatch();
  }
}
