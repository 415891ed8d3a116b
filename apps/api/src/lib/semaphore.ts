/** Thrown by `Semaphore.run` when a task waited `maxWaitMs` without getting a slot; the task never ran. */
export class SemaphoreTimeoutError extends Error {
  constructor(readonly waitedMs: number) {
    super(`no slot within ${waitedMs} ms`);
    this.name = 'SemaphoreTimeoutError';
  }
}

type Waiter = { start: () => void; timer: NodeJS.Timeout };

/**
 * At most `limit` tasks at once; the others wait in order, priority ones first, and give up after `maxWaitMs`
 * (per call, or the semaphore's) rather than pile up behind a flood.
 */
export class Semaphore {
  private running = 0;
  private readonly priority: Waiter[] = [];
  private readonly normal: Waiter[] = [];

  constructor(
    readonly limit: number,
    readonly maxWaitMs: number,
  ) {}

  async run<T>(
    task: () => Promise<T>,
    options: { isPriority?: boolean; maxWaitMs?: number } = {},
  ): Promise<T> {
    if (this.running >= this.limit) {
      const queue = options.isPriority ? this.priority : this.normal;
      await this.waitForSlot(queue, options.maxWaitMs ?? this.maxWaitMs);
    } else this.running++;
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  /** Tasks waiting for a slot, for tests and logs. */
  get waiting(): number {
    return this.priority.length + this.normal.length;
  }

  private waitForSlot(queue: Waiter[], maxWaitMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          reject(new SemaphoreTimeoutError(maxWaitMs));
        }, maxWaitMs),
      };
      queue.push(waiter);
    });
  }

  private release(): void {
    const next = this.priority.shift() ?? this.normal.shift();
    if (!next) {
      this.running--;
      return;
    }
    // The slot passes straight to the next task: `running` stays the same.
    clearTimeout(next.timer);
    next.start();
  }
}
