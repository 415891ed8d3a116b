import { describe, expect, test } from 'vitest';
import { configDoAmbiente } from './config-do-ambiente.ts';

describe('configDoAmbiente', () => {
  test('SEFAZ_SIM_AMBIENTE escolhe o tpAmb; SEFAZ_SIM_CONFIG traz os campos da API de controle', () => {
    expect(configDoAmbiente({})).toEqual({});
    expect(configDoAmbiente({ SEFAZ_SIM_AMBIENTE: '1' })).toEqual({ tpAmb: '1' });
    expect(
      configDoAmbiente({
        SEFAZ_SIM_AMBIENTE: '1',
        SEFAZ_SIM_CONFIG: '{"destinatariosIrregulares": ["58716523000119"], "consultasEmProcessamento": 0}',
      }),
    ).toEqual({ tpAmb: '1', destinatariosIrregulares: ['58716523000119'], consultasEmProcessamento: 0 });
  });

  test('recusa valores inválidos dizendo a variável', () => {
    expect(() => configDoAmbiente({ SEFAZ_SIM_AMBIENTE: 'producao' })).toThrow('SEFAZ_SIM_AMBIENTE');
    expect(() => configDoAmbiente({ SEFAZ_SIM_CONFIG: '{x' })).toThrow('SEFAZ_SIM_CONFIG não é JSON');
    expect(() => configDoAmbiente({ SEFAZ_SIM_CONFIG: '{"nada": 1}' })).toThrow(
      'SEFAZ_SIM_CONFIG: Configuração desconhecida: nada.',
    );
    expect(() => configDoAmbiente({ SEFAZ_SIM_AMBIENTE: '1', SEFAZ_SIM_CONFIG: '{"tpAmb": "2"}' })).toThrow(
      'divergem',
    );
  });
});
