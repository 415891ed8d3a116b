import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { temposDeEspera } from './conexao-real.ts';

describe('how long a client waits for SEFAZ', () => {
  it('waits SEFAZ_TIMEOUT_SEGUNDOS for the answer (30 s by default) and at most 10 s to connect', () => {
    expect(loadConfig({}).fiscal.timeoutSegundos).toBe(30);
    expect(temposDeEspera('normal', 30)).toEqual({ timeoutConexaoMs: 10_000, timeoutRespostaMs: 30_000 });
    expect(temposDeEspera('normal', 2)).toEqual({ timeoutConexaoMs: 2_000, timeoutRespostaMs: 2_000 });
  });

  it('gives a status check before numbering 5 s at most, less when the setting is shorter', () => {
    expect(temposDeEspera('curta', 30)).toEqual({ timeoutConexaoMs: 5_000, timeoutRespostaMs: 5_000 });
    expect(temposDeEspera('curta', 2)).toEqual({ timeoutConexaoMs: 2_000, timeoutRespostaMs: 2_000 });
  });

  it('refuses more than 60 s, which a send and its consultation could not fit in the sending lease', () => {
    expect(() => loadConfig({ SEFAZ_TIMEOUT_SEGUNDOS: '61' })).toThrow('SEFAZ_TIMEOUT_SEGUNDOS');
  });
});
