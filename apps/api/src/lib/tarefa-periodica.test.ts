import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agendarTarefa } from './tarefa-periodica.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** An app with the job; `rodadas` counts the runs that started, `soltar` ends the run in progress. */
async function appComTarefa(isNaPartida: boolean, rodar?: () => Promise<unknown>) {
  const app = Fastify({ logger: false });
  const estado = { rodadas: 0 };
  agendarTarefa(app, {
    nome: 'teste',
    intervaloSegundos: 60,
    isNaPartida,
    rodar: async () => {
      estado.rodadas++;
      await rodar?.();
    },
  });
  await app.ready();
  return { app, estado };
}

describe('agendarTarefa', () => {
  it('runs once when the app is ready and then exactly every period, not every two', async () => {
    const { app, estado } = await appComTarefa(true);
    expect(estado.rodadas).toBe(1);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(estado.rodadas).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(estado.rodadas).toBe(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(estado.rodadas).toBe(3);
    await app.close();
  });

  it('without isNaPartida, the first run is one period after start-up', async () => {
    const { app, estado } = await appComTarefa(false);
    expect(estado.rodadas).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(estado.rodadas).toBe(1);
    await app.close();
  });

  it('a tick during a run is skipped; a failed run leaves the next ticks running; close waits for the run', async () => {
    let soltar = () => {};
    let falhar = true;
    const { app, estado } = await appComTarefa(true, async () => {
      if (falhar) {
        falhar = false;
        throw new Error('SEFAZ fora do ar');
      }
      await new Promise<void>((resolve) => {
        soltar = resolve;
      });
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(estado.rodadas).toBe(2);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(estado.rodadas).toBe(2);
    let fechado = false;
    const fechando = app.close().then(() => {
      fechado = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(fechado).toBe(false);
    soltar();
    await fechando;
    expect(fechado).toBe(true);
  });

  it('with reservarRodada, runs only the periods it claims: the start-up run forced, ticks after 90% of the period', async () => {
    const app = Fastify({ logger: false });
    const pedidos: [number, boolean][] = [];
    let isLivre = true;
    let rodadas = 0;
    agendarTarefa(app, {
      nome: 'teste',
      intervaloSegundos: 60,
      isNaPartida: true,
      rodar: async () => {
        rodadas++;
      },
      reservarRodada: async (minimoSegundos, isForcada) => {
        pedidos.push([minimoSegundos, isForcada]);
        return isForcada || isLivre;
      },
    });
    await app.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(rodadas).toBe(1);
    // Another process ran this period: this one's tick skips it.
    isLivre = false;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(rodadas).toBe(1);
    isLivre = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(rodadas).toBe(2);
    expect(pedidos).toEqual([
      [54, true],
      [54, false],
      [54, false],
    ]);
    await app.close();
  });
});
