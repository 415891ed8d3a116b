import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { DONO_DO_ENVIO, isDonoMorto, liberarEnviosDeDonosMortos } from './dono-do-envio.ts';

const host = os.hostname();

describe('isDonoMorto', () => {
  it('this very run holds its leases; an earlier run of the same pid (a restart) does not', () => {
    expect(isDonoMorto(DONO_DO_ENVIO)).toBe(false);
    expect(isDonoMorto(`${host}/${process.pid}/execucao-anterior`)).toBe(true);
  });

  it('a process of this host that ended is dead; one still running is not', () => {
    const terminado = spawnSync(process.execPath, ['-e', '']).pid;
    expect(isDonoMorto(`${host}/${terminado}/x`)).toBe(true);
    expect(isDonoMorto(`${host}/${process.ppid}/x`)).toBe(false);
  });

  it('never judges another host: its lease runs until it expires', () => {
    expect(isDonoMorto('outra-replica/999999/x')).toBe(false);
  });
});

describe('liberarEnviosDeDonosMortos', () => {
  it('frees only the dead holders', async () => {
    const liberados: string[][] = [];
    const mortos = await liberarEnviosDeDonosMortos({
      listarDonos: async () => [DONO_DO_ENVIO, `${host}/${process.pid}/antes`, 'outra-replica/1/x'],
      liberar: async (donos) => {
        liberados.push(donos);
      },
    });
    expect(mortos).toBe(1);
    expect(liberados).toEqual([[`${host}/${process.pid}/antes`]]);
  });
});
