import { describe, expect, it } from 'vitest';
import { Semaphore, SemaphoreTimeoutError } from './semaphore.ts';

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once and starts the waiting ones in order', async () => {
    const s = new Semaphore(2, 1000);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const gates = Array.from({ length: 5 }, deferred);
    const tasks = gates.map((gate, i) =>
      s.run(async () => {
        running++;
        peak = Math.max(peak, running);
        order.push(i);
        await gate.promise;
        running--;
        return i;
      }),
    );
    expect(s.waiting).toBe(3);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
  });

  it('gives up after maxWaitMs without running the task, and frees nothing it did not take', async () => {
    const s = new Semaphore(1, 20);
    const gate = deferred();
    const first = s.run(() => gate.promise);
    let ran = false;
    await expect(
      s.run(async () => {
        ran = true;
      }),
    ).rejects.toBeInstanceOf(SemaphoreTimeoutError);
    expect(ran).toBe(false);
    expect(s.waiting).toBe(0);
    // A caller may wait longer than the semaphore's default.
    const patient = s.run(async () => 'esperou', { maxWaitMs: 1000 });
    await new Promise((resolve) => setTimeout(resolve, 40));
    gate.resolve();
    await first;
    await expect(patient).resolves.toBe('esperou');
    // The one slot is free again: a new task starts at once.
    await expect(s.run(async () => 'ok')).resolves.toBe('ok');
  });

  it('starts priority tasks before the ones that were waiting already', async () => {
    const s = new Semaphore(1, 1000);
    const gate = deferred();
    const order: string[] = [];
    const first = s.run(() => gate.promise);
    const normal = s.run(async () => order.push('normal'));
    const priority = s.run(async () => order.push('priority'), { isPriority: true });
    gate.resolve();
    await Promise.all([first, normal, priority]);
    expect(order).toEqual(['priority', 'normal']);
  });

  it('releases the slot when the task fails', async () => {
    const s = new Semaphore(1, 50);
    await expect(s.run(() => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    await expect(s.run(async () => 1)).resolves.toBe(1);
  });
});
