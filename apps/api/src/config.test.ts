import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig: SEFAZ_SIM_CONFIG', () => {
  it('passes the simulator its settings, read as its control API reads them', () => {
    expect(loadConfig({}).simulador).toEqual({});
    expect(
      loadConfig({
        SEFAZ_SIM_CONFIG: '{"tomadoresNaoCadastrados":["11444777000161"],"consultasEmProcessamento":2}',
      }).simulador,
    ).toEqual({ tomadoresNaoCadastrados: ['11444777000161'], consultasEmProcessamento: 2 });
  });

  it('refuses at start-up what the simulator would refuse, naming the variable', () => {
    expect(() => loadConfig({ SEFAZ_SIM_CONFIG: '{tomadores' })).toThrow(
      'Configuração inválida: SEFAZ_SIM_CONFIG não é JSON válido.',
    );
    expect(() => loadConfig({ SEFAZ_SIM_CONFIG: '{"tomadoresNaoCadastrados":["114.447.770-00"]}' })).toThrow(
      'Configuração inválida: SEFAZ_SIM_CONFIG: tomadoresNaoCadastrados deve ser uma lista de CNPJ/CPF sem máscara.',
    );
    expect(() => loadConfig({ SEFAZ_SIM_CONFIG: '{"inventado":1}' })).toThrow(
      'Configuração inválida: SEFAZ_SIM_CONFIG: Configuração desconhecida: inventado.',
    );
  });
});
