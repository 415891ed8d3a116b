import { describe, expect, it } from 'vitest';
import type { TarefaDeTeste } from '../../test/support/tarefas-de-teste.ts';
import { AppError } from './app-error.ts';
import { PoolBusyError, TaskInterruptedError, WorkerPool } from './worker-pool.ts';

type Resposta = { nome: string; bytes: number; threadId: number };
const MODULO = new URL('../../test/support/tarefas-de-teste.ts', import.meta.url);

function criarPool(opcoes: Partial<ConstructorParameters<typeof WorkerPool>[0]> = {}) {
  return new WorkerPool<TarefaDeTeste, Resposta>({
    module: MODULO,
    size: 1,
    maxBatches: 2,
    taskTimeoutMs: 5_000,
    idleMs: 60_000,
    ...opcoes,
  });
}

describe('WorkerPool', () => {
  it('runs tasks in a worker thread, in order, and brings refusals back as the same AppError', async () => {
    const pool = criarPool();
    try {
      const xml = new Uint8Array([60, 78, 70, 101, 47, 62]);
      const respostas = await pool.inBatch((run) =>
        Promise.all([run({ nome: 'a.xml', xml }, [xml.buffer]), run({ nome: 'b.xml' })]),
      );
      expect(respostas.map((r) => [r.nome, r.bytes])).toEqual([
        ['a.xml', 6],
        ['b.xml', 0],
      ]);
      expect(respostas[0]?.threadId).not.toBe(0);
      expect(pool.workers).toBe(1);

      const recusa = await pool.inBatch((run) => run({ nome: 'recusada.xml' })).catch((e: unknown) => e);
      expect(recusa).toBeInstanceOf(AppError);
      expect(recusa).toMatchObject({ statusCode: 400, message: 'O arquivo não é um XML de NF-e válido.' });
      const bug = await pool.inBatch((run) => run({ nome: 'bug.xml' })).catch((e: unknown) => e);
      expect(bug).not.toBeInstanceOf(AppError);
      expect(bug).toMatchObject({ name: 'TypeError', message: 'Cannot read properties of undefined' });
    } finally {
      await pool.close();
    }
  });

  it('fails only the task of a worker that crashes or overruns, and carries on with a new worker', async () => {
    const pool = criarPool({ taskTimeoutMs: 1_000 });
    try {
      await pool.inBatch(async (run) => {
        const antes = await run({ nome: 'a.xml' });
        const [derrubada, seguinte] = await Promise.allSettled([
          run({ nome: 'derruba.xml' }),
          run({ nome: 'b.xml' }),
        ]);
        expect(derrubada).toMatchObject({ status: 'rejected', reason: { reason: 'crash' } });
        expect((derrubada as PromiseRejectedResult).reason).toBeInstanceOf(TaskInterruptedError);
        expect(seguinte).toMatchObject({ status: 'fulfilled', value: { nome: 'b.xml' } });
        expect((seguinte as PromiseFulfilledResult<Resposta>).value.threadId).not.toBe(antes.threadId);

        await expect(run({ nome: 'demora.xml' })).rejects.toMatchObject({ reason: 'timeout' });
        expect((await run({ nome: 'c.xml' })).nome).toBe('c.xml');
      });
      expect(pool.workers).toBe(1);
    } finally {
      await pool.close();
    }
  });

  it('refuses a batch beyond maxBatches at once, never a task of a batch it admitted', async () => {
    const pool = criarPool({ maxBatches: 1 });
    try {
      let refused: unknown;
      const nomes = await pool.inBatch(async (run) => {
        refused = await pool.inBatch((outro) => outro({ nome: 'x.xml' })).catch((e: unknown) => e);
        const respostas = await Promise.all(Array.from({ length: 20 }, (_, i) => run({ nome: `${i}.xml` })));
        return respostas.map((r) => r.nome);
      });
      expect(refused).toBeInstanceOf(PoolBusyError);
      expect(nomes).toHaveLength(20);
      expect((await pool.inBatch((run) => run({ nome: 'depois.xml' }))).nome).toBe('depois.xml');
    } finally {
      await pool.close();
    }
  });

  it('ends an idle worker after idleMs, and interrupts what is still queued when closed', async () => {
    const pool = criarPool({ idleMs: 50 });
    await pool.inBatch((run) => run({ nome: 'a.xml' }));
    await expect.poll(() => pool.workers, { timeout: 5_000 }).toBe(0);
    const pendentes = pool.inBatch((run) =>
      Promise.allSettled([run({ nome: 'demora.xml' }), run({ nome: 'b.xml' })]),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await pool.close();
    expect((await pendentes).map((r) => r.status === 'rejected' && r.reason.reason)).toEqual([
      'closed',
      'closed',
    ]);
  });
});
