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

describe('loadConfig: a malformed variable stops the start, naming it and the expected form', () => {
  it('takes SEFAZ_ENDPOINT_BASE and SEFIN_ENDPOINT_BASE as HTTPS origins only', () => {
    const fiscal = loadConfig({
      SEFAZ_ENDPOINT_BASE: 'https://127.0.0.1:4443',
      SEFIN_ENDPOINT_BASE: 'https://sefin.local:3443/',
    }).fiscal;
    expect(fiscal).toMatchObject({
      sefazEndpointBase: 'https://127.0.0.1:4443',
      sefinEndpointBase: 'https://sefin.local:3443/',
    });
    expect(loadConfig({ SEFIN_ENDPOINT_BASE: '' }).fiscal.sefinEndpointBase).toBeUndefined();
  });

  it.each([
    ['SEFIN_ENDPOINT_BASE', 'https://127.0.0.1:3443/SefinNacional'],
    ['SEFIN_ENDPOINT_BASE', 'https://127.0.0.1:3443?x=1'],
    ['SEFAZ_ENDPOINT_BASE', 'http://127.0.0.1:4443'],
    ['SEFAZ_ENDPOINT_BASE', 'https://host:porta'],
    ['SEFAZ_ENDPOINT_BASE', '127.0.0.1:4443'],
  ])('refuses %s=%s', (nome, valor) => {
    expect(() => loadConfig({ [nome]: valor })).toThrow(
      `Configuração inválida: ${nome} inválida: use https://host:porta, sem caminho (recebido: ${valor})`,
    );
  });

  it.each([
    ['PORT', '3333a', 'use um número de 0 a 65535'],
    ['PORT', '70000', 'use um número de 0 a 65535'],
    ['SESSION_IDLE_SECONDS', '8h', 'use um número inteiro de segundos, maior que zero'],
    ['LOGIN_MAX_FAILURES', '0', 'use um número inteiro maior que zero'],
    ['BODY_LIMIT_BYTES', '1e6', 'use um número inteiro de bytes, maior que zero'],
    ['NFE_REENVIO_SEGUNDOS', '3000000', 'use um número inteiro de segundos, de 1 a 86400'],
    ['SEFAZ_TIMEOUT_SEGUNDOS', '61', 'use um número inteiro de segundos, de 1 a 60'],
    ['BACKUP_HORA', '24', 'use uma hora de 0 a 23 (horário de Brasília)'],
    ['BACKUP_AUTOMATICO', 'sim', 'use true ou false'],
    ['TRUST_PROXY', '1', 'use true, false ou os endereços do proxy (ex.: 127.0.0.1,10.0.0.0/8)'],
    ['LOG_LEVEL', 'verbose', 'use fatal, error, warn, info, debug, trace ou silent'],
  ])('refuses %s=%s: %s', (nome, valor, formato) => {
    expect(() => loadConfig({ [nome]: valor })).toThrow(
      `Configuração inválida: ${nome} inválida: ${formato} (recebido: ${valor})`,
    );
  });

  it('never repeats DATABASE_URL, which may carry a password', () => {
    const url = 'mysql://erp:s3nh4-secreta@db:3306/erp';
    let mensagem = '';
    try {
      loadConfig({ DATABASE_URL: url });
    } catch (error) {
      mensagem = (error as Error).message;
    }
    expect(mensagem).toBe(
      'Configuração inválida: DATABASE_URL inválida: use postgres://usuário:senha@host:porta/banco',
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://erp:x@db:5432/erp' }).databaseUrl).toBe(
      'postgres://erp:x@db:5432/erp',
    );
  });

  it('names every malformed variable at once, and reads an empty one as unset', () => {
    expect(() => loadConfig({ PORT: 'x', TRUST_PROXY: 'sim' })).toThrow(
      'Configuração inválida: PORT inválida: use um número de 0 a 65535 (recebido: x); TRUST_PROXY inválida: use true, false ou os endereços do proxy (ex.: 127.0.0.1,10.0.0.0/8) (recebido: sim)',
    );
    const config = loadConfig({ PORT: '', BACKUP_HORA: '', TRUST_PROXY: '', LOG_LEVEL: '' });
    expect(config).toMatchObject({ port: 3333, backup: { hora: 2 }, trustProxy: false, logLevel: 'info' });
    expect(loadConfig({ PORT: '0', BACKUP_HORA: '0', TRUST_PROXY: 'true' })).toMatchObject({
      port: 0,
      backup: { hora: 0 },
      trustProxy: true,
    });
  });
});

describe('loadConfig: HTTPS and reverse proxy', () => {
  it('serves plain HTTP on 3333 without a certificate, HTTPS on 3443 and the redirect on 3333 with one', () => {
    expect(loadConfig({})).toMatchObject({ port: 3333, tls: undefined });
    expect(loadConfig({ TLS_CERT_FILE: '/etc/erp/s.pem', TLS_KEY_FILE: '/etc/erp/s.key' })).toMatchObject({
      port: 3443,
      tls: { certFile: '/etc/erp/s.pem', keyFile: '/etc/erp/s.key', httpRedirectPort: 3333 },
    });
    expect(
      loadConfig({ TLS_CERT_FILE: 's.pem', TLS_KEY_FILE: 's.key', PORT: '443', HTTP_REDIRECT_PORT: '80' }),
    ).toMatchObject({ port: 443, tls: { httpRedirectPort: 80 } });
  });

  it('stops the start on half a certificate, one port for both, or a malformed proxy list', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: 's.pem' })).toThrow(
      'Configuração inválida: TLS_CERT_FILE e TLS_KEY_FILE vão juntas (o certificado HTTPS do servidor e a sua chave, em PEM).',
    );
    expect(() => loadConfig({ TLS_CERT_FILE: 's.pem', TLS_KEY_FILE: 's.key', PORT: '3333' })).toThrow(
      'Configuração inválida: com HTTPS, PORT (3333) e HTTP_REDIRECT_PORT (o redirecionamento do HTTP) precisam ser portas diferentes.',
    );
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/33' })).toThrow(
      'TRUST_PROXY inválida: use true, false ou os endereços do proxy (ex.: 127.0.0.1,10.0.0.0/8) (recebido: 127.0.0.1,10.0.0.0/33)',
    );
    expect(() => loadConfig({ HTTP_REDIRECT_PORT: '80s' })).toThrow(
      'HTTP_REDIRECT_PORT inválida: use um número de 0 a 65535 (recebido: 80s)',
    );
  });

  it('trusts the forwarded headers of the listed proxies only', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, ::1,10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '::1',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });
});
