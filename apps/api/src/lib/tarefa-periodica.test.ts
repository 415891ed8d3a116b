import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { agendarTarefa, agendarTarefas, type TarefaPeriodica } from './tarefa-periodica.ts';

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

  it('logs a failed run with the job name and the error, and a failed aoEncerrar with the name too', async () => {
    const { app, linhas } = appComLog();
    agendarTarefa(app, {
      nome: 'retomar NF-e pendentes',
      intervaloSegundos: 60,
      isNaPartida: true,
      rodar: async () => {
        throw new Error('SEFAZ fora do ar');
      },
      aoEncerrar: async () => {
        throw new Error('disco cheio');
      },
    });
    await app.ready();
    await vi.advanceTimersByTimeAsync(0);
    await app.close();
    const erros = linhas().filter((l) => l.level === 50);
    expect(erros.map((l) => [l.msg, l.err?.message])).toEqual([
      ['falha na tarefa: retomar NF-e pendentes', 'SEFAZ fora do ar'],
      ['falha ao encerrar a tarefa: retomar NF-e pendentes', 'disco cheio'],
    ]);
  });

  it('on close, tells the run in progress to stop, waits for it, then runs aoEncerrar; no tick after close', async () => {
    const app = Fastify({ logger: false });
    const passos: string[] = [];
    let soltar = () => {};
    let rodadas = 0;
    agendarTarefa(app, {
      nome: 'teste',
      intervaloSegundos: 60,
      isNaPartida: true,
      rodar: async ({ deveParar }) => {
        rodadas++;
        passos.push(`rodada, deveParar=${deveParar()}`);
        await new Promise<void>((resolve) => {
          soltar = resolve;
        });
        passos.push(`fim da rodada, deveParar=${deveParar()}`);
      },
      aoEncerrar: async () => {
        passos.push('aoEncerrar');
      },
    });
    await app.ready();
    const fechando = app.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(passos).toEqual(['rodada, deveParar=false']);
    soltar();
    await fechando;
    expect(passos).toEqual(['rodada, deveParar=false', 'fim da rodada, deveParar=true', 'aoEncerrar']);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(rodadas).toBe(1);
  });

  it('agendarTarefas schedules every job given and leaves out the ones turned off (undefined)', async () => {
    const app = Fastify({ logger: false });
    const rodou: string[] = [];
    const tarefa = (nome: string): TarefaPeriodica => ({
      nome,
      intervaloSegundos: 60,
      isNaPartida: true,
      rodar: async () => {
        rodou.push(nome);
      },
    });
    agendarTarefas(app, [tarefa('reenvio'), undefined, tarefa('e-mails')]);
    await app.ready();
    await vi.advanceTimersByTimeAsync(0);
    expect(rodou).toEqual(['reenvio', 'e-mails']);
    await app.close();
  });
});

type LinhaDeLog = { level: number; msg: string; err?: { message: string } };

/** An app whose JSON log lines can be read back. */
function appComLog() {
  let texto = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    texto += chunk.toString('utf8');
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  const linhas = () =>
    texto
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as LinhaDeLog);
  return { app, linhas };
}
