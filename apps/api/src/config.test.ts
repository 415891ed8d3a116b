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

describe('loadConfig: sign-in', () => {
  it('limits failed sign-ins per e-mail and IP, per IP and overall, in one window', () => {
    expect(loadConfig({}).loginThrottle).toEqual({
      maxFailures: 5,
      maxFailuresPerIp: 30,
      maxFailuresGlobal: 300,
      windowSeconds: 900,
      maxHashWaitMs: 2000,
    });
    expect(
      loadConfig({ LOGIN_MAX_FAILURES_PER_IP: '50', LOGIN_MAX_FAILURES_GLOBAL: '1000' }).loginThrottle,
    ).toMatchObject({ maxFailuresPerIp: 50, maxFailuresGlobal: 1000 });
  });

  it('holds ADMIN_PASSWORD to the password policy, saying it is read on the first start only', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'Extrusora-Azul-2024' }).adminPassword).toBe('Extrusora-Azul-2024');
    expect(() => loadConfig({ ADMIN_PASSWORD: 'Curta-123' })).toThrow(
      'Configuração inválida: ADMIN_PASSWORD: A senha deve ter pelo menos 10 caracteres. (ADMIN_PASSWORD só é lida na primeira execução',
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'Senha12345' })).toThrow(
      'ADMIN_PASSWORD: Senha muito comum: escolha outra.',
    );
    expect(() =>
      loadConfig({ ADMIN_EMAIL: 'gerente@empresa.local', ADMIN_PASSWORD: 'Gerente@Empresa.local' }),
    ).toThrow(
      'Configuração inválida: ADMIN_PASSWORD: A senha não pode ser o e-mail nem a parte dele antes do @.',
    );
  });
});
