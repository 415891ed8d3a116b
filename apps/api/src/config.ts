import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSenhaDoEmail, SENHA_IGUAL_AO_EMAIL, ZSenha } from '@erp/contracts/usuarios';
import { z } from 'zod';
import { lerChaveDoAmbiente, NOME_ARQUIVO_CHAVE, type OrigemDaChave } from './lib/cofre-de-segredos.ts';
import { type ConfigSimulador, configDoSimulador } from './modules/fiscal/config-do-simulador.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// An empty variable reads as unset, as for the text ones (`SMTP_CA_FILE=` in a compose file).
const vazioComoAusente = (valor: unknown) => (valor === '' ? undefined : valor);

/** Decimal digits only: "30s", "1e3" or "0x10" stop the start instead of becoming another number. */
function inteiro(min: number, max: number, padrao: number) {
  return z.preprocess(
    vazioComoAusente,
    z
      .string()
      .trim()
      .regex(/^\d+$/)
      .transform(Number)
      .pipe(z.number().int().min(min).max(max))
      .default(padrao),
  );
}

function booleano(padrao: 'true' | 'false') {
  return z.preprocess(
    vazioComoAusente,
    z
      .enum(['true', 'false'])
      .default(padrao)
      .transform((v) => v === 'true'),
  );
}

/**
 * SEFAZ_ENDPOINT_BASE / SEFIN_ENDPOINT_BASE: an HTTPS origin only. Every service keeps the path of the real
 * endpoint table (trocarOrigem in @erp/fiscal), which refuses a path: checked here, that mistake stops the start
 * instead of answering 500 on 'Testar comunicação'.
 */
const ZOrigemHttps = z.preprocess(
  vazioComoAusente,
  z
    .string()
    .refine((valor) => {
      if (!URL.canParse(valor)) return false;
      const url = new URL(valor);
      return (
        url.protocol === 'https:' &&
        url.hostname !== '' &&
        url.pathname === '/' &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password
      );
    })
    .optional(),
);

const ZUrlPostgres = z.preprocess(
  vazioComoAusente,
  z
    .string()
    .refine((valor) => URL.canParse(valor) && ['postgres:', 'postgresql:'].includes(new URL(valor).protocol))
    .optional(),
);

/** Plain HTTP's port: the app's without a certificate, the redirect to HTTPS's with one (old bookmarks keep working). */
const PORTA_HTTP = 3333;
const PORTA_HTTPS = 3443;

/** An IPv4/IPv6 address, optionally with a /prefix. */
function isEnderecoOuRede(valor: string): boolean {
  const [endereco = '', prefixo, ...resto] = valor.split('/');
  const versao = net.isIP(endereco);
  if (versao === 0 || resto.length > 0) return false;
  if (prefixo === undefined) return true;
  return /^\d{1,3}$/.test(prefixo) && Number(prefixo) <= (versao === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: 'true' trusts X-Forwarded-* from any peer (the app reachable only through the proxy), a list of
 * addresses or networks trusts them from those peers only; 'false' (the default) ignores them.
 */
const ZTrustProxy = z.preprocess(
  vazioComoAusente,
  z
    .string()
    .trim()
    .default('false')
    .transform((valor) => {
      if (valor === 'true' || valor === 'false') return valor === 'true';
      return valor.split(',').map((parte) => parte.trim());
    })
    .refine((valor) => typeof valor === 'boolean' || valor.every(isEnderecoOuRede)),
);

// The jobs' intervals stop at a day: past 2^31-1 ms Node's setInterval fires every millisecond instead.
const UM_DIA_SEGUNDOS = 24 * 60 * 60;
const SEGUNDOS = 'use um número inteiro de segundos, maior que zero';

/**
 * The expected form of each variable with a format, named in the start-up error together with the value received
 * (never for DATABASE_URL, which may carry a password).
 */
const FORMATO_ESPERADO: Record<string, { formato: string; isSegredo?: boolean }> = {
  PORT: { formato: 'use um número de 0 a 65535' },
  DATABASE_URL: { formato: 'use postgres://usuário:senha@host:porta/banco', isSegredo: true },
  SESSION_IDLE_SECONDS: { formato: SEGUNDOS },
  SESSION_ABSOLUTE_SECONDS: { formato: SEGUNDOS },
  LOGIN_MAX_FAILURES: { formato: 'use um número inteiro maior que zero' },
  LOGIN_MAX_FAILURES_PER_IP: { formato: 'use um número inteiro maior que zero' },
  LOGIN_MAX_FAILURES_GLOBAL: { formato: 'use um número inteiro maior que zero' },
  LOGIN_FAILURE_WINDOW_SECONDS: { formato: SEGUNDOS },
  LOGIN_HASH_MAX_WAIT_MS: { formato: 'use um número inteiro de milissegundos, de 1 a 60000' },
  BODY_LIMIT_BYTES: { formato: 'use um número inteiro de bytes, maior que zero' },
  NFE_PRAZO_CANCELAMENTO_HORAS: { formato: 'use um número inteiro de horas, maior que zero' },
  NFE_REENVIO_SEGUNDOS: { formato: `use um número inteiro de segundos, de 1 a ${UM_DIA_SEGUNDOS}` },
  EMAIL_INTERVALO_SEGUNDOS: { formato: `use um número inteiro de segundos, de 1 a ${UM_DIA_SEGUNDOS}` },
  DISTDFE_INTERVALO_SEGUNDOS: { formato: SEGUNDOS },
  SEFAZ_ENDPOINT_BASE: { formato: 'use https://host:porta, sem caminho' },
  SEFIN_ENDPOINT_BASE: { formato: 'use https://host:porta, sem caminho' },
  SEFAZ_TIMEOUT_SEGUNDOS: { formato: 'use um número inteiro de segundos, de 1 a 60' },
  BACKUP_HORA: { formato: 'use uma hora de 0 a 23 (horário de Brasília)' },
  BACKUP_AUTOMATICO: { formato: 'use true ou false' },
  TRUST_PROXY: { formato: 'use true, false ou os endereços do proxy (ex.: 127.0.0.1,10.0.0.0/8)' },
  HTTP_REDIRECT_PORT: { formato: 'use um número de 0 a 65535' },
  LOG_LEVEL: { formato: 'use fatal, error, warn, info, debug, trace ou silent' },
};

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.preprocess(
    vazioComoAusente,
    z.string().trim().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(0).max(65535)).optional(),
  ),
  TLS_CERT_FILE: z.preprocess(vazioComoAusente, z.string().optional()),
  TLS_KEY_FILE: z.preprocess(vazioComoAusente, z.string().optional()),
  HTTP_REDIRECT_PORT: inteiro(0, 65535, PORTA_HTTP),
  DATABASE_URL: ZUrlPostgres,
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  ADMIN_EMAIL: z.email().default('admin@empresa.local'),
  ADMIN_PASSWORD: ZSenha.optional(),
  SESSION_IDLE_SECONDS: inteiro(1, Number.MAX_SAFE_INTEGER, 8 * 60 * 60),
  SESSION_ABSOLUTE_SECONDS: inteiro(1, Number.MAX_SAFE_INTEGER, 7 * 24 * 60 * 60),
  LOGIN_MAX_FAILURES: inteiro(1, Number.MAX_SAFE_INTEGER, 5),
  LOGIN_MAX_FAILURES_PER_IP: inteiro(1, Number.MAX_SAFE_INTEGER, 30),
  LOGIN_MAX_FAILURES_GLOBAL: inteiro(1, Number.MAX_SAFE_INTEGER, 300),
  LOGIN_HASH_MAX_WAIT_MS: inteiro(1, 60_000, 2000),
  LOGIN_FAILURE_WINDOW_SECONDS: inteiro(1, Number.MAX_SAFE_INTEGER, 15 * 60),
  BODY_LIMIT_BYTES: inteiro(1, Number.MAX_SAFE_INTEGER, 1024 * 1024),
  NFE_PRAZO_CANCELAMENTO_HORAS: inteiro(1, Number.MAX_SAFE_INTEGER, 24),
  NFE_REENVIO_SEGUNDOS: inteiro(1, UM_DIA_SEGUNDOS, 60),
  DISTDFE_INTERVALO_SEGUNDOS: inteiro(1, Number.MAX_SAFE_INTEGER, 3600),
  EMAIL_INTERVALO_SEGUNDOS: inteiro(1, UM_DIA_SEGUNDOS, 30),
  SMTP_CA_FILE: z.string().optional(),
  // Stand-ins for tests only: the origin that replaces SEFAZ's and the Sefin's hosts, paths kept.
  SEFAZ_ENDPOINT_BASE: ZOrigemHttps,
  SEFIN_ENDPOINT_BASE: ZOrigemHttps,
  FISCAL_CA_FILE: z.string().optional(),
  // At most 60: a send and its consultation must end within the note's five-minute sending lease.
  SEFAZ_TIMEOUT_SEGUNDOS: inteiro(1, 60, 30),
  // ZD01 infRespTec: the software house responsible for the system, when it is not the company itself.
  RESP_TEC_CNPJ: z
    .string()
    .regex(/^\d{14}$/, 'informe os 14 dígitos do CNPJ')
    .optional(),
  RESP_TEC_CONTATO: z.string().trim().min(2).max(60).optional(),
  RESP_TEC_EMAIL: z.email('e-mail inválido').max(60).optional(),
  RESP_TEC_FONE: z
    .string()
    .regex(/^\d{6,14}$/, 'de 6 a 14 dígitos')
    .optional(),
  // ZD02/ZD03: the CSRT the UF's SEFAZ gave that software house, and its id; a secret, never logged nor answered.
  RESP_TEC_ID_CSRT: z
    .string()
    .regex(/^\d{2}$/, 'de 2 dígitos')
    .optional(),
  RESP_TEC_CSRT: z.string().trim().min(1).max(100).optional(),
  BACKUP_DIR: z.string().optional(),
  BACKUP_HORA: inteiro(0, 23, 2),
  BACKUP_AUTOMATICO: booleano('true'),
  APP_SECRET_KEY: z.string().optional(),
  LOG_LEVEL: z.preprocess(
    vazioComoAusente,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /**
   * Behaviour of the simulator the app runs in "simulação", as JSON with the fields of its PATCH /__control/config
   * (e.g. {"tomadoresNaoCadastrados":["11444777000161"]} for the Sefin's E0190): how tests and demos produce
   * SEFAZ/Sefin refusals through the real flow.
   */
  SEFAZ_SIM_CONFIG: z.string().optional(),
  TRUST_PROXY: ZTrustProxy,
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  webDistDir: string;
  adminEmail: string;
  adminPassword: string | undefined;
  session: { idleSeconds: number; absoluteSeconds: number };
  /**
   * Failed sign-ins allowed in the window per e-mail and IP, per IP (e-mails that never signed in from it) and
   * overall, before 429. An e-mail known at an IP is held to its own limit only. A password check waits at most
   * maxHashWaitMs for a hashing slot (one per core) before 503.
   */
  loginThrottle: {
    maxFailures: number;
    maxFailuresPerIp: number;
    maxFailuresGlobal: number;
    windowSeconds: number;
    maxHashWaitMs: number;
  };
  bodyLimitBytes: number;
  /**
   * NF-e: the cancellation window (24 h in most UFs), and how often notes still waiting for SEFAZ (sent without
   * a conclusive answer) are consulted again.
   */
  nfe: { prazoCancelamentoHoras: number; reenvioSegundos: number };
  /** 'Buscar na SEFAZ' (NFeDistribuicaoDFe): how often the job queries; never sooner than SEFAZ allows. */
  distDfe: { intervaloSegundos: number };
  /**
   * NF-e e-mails: how often the outbox is read, and an extra CA (PEM file) trusted for the SMTP server besides
   * the system's roots, for a mail server with a private certificate.
   */
  email: { intervaloSegundos: number; caArquivo: string | undefined };
  /**
   * Homologação and produção: a PEM of CAs trusted besides Node's and the ICP-Brasil roots (a company behind an
   * inspecting proxy), and, for tests and local stand-ins only, the origins that replace SEFAZ's and the Sefin
   * Nacional's hosts (every service keeps its real path). Both unset in real use.
   */
  fiscal: {
    caArquivo: string | undefined;
    sefazEndpointBase: string | undefined;
    sefinEndpointBase: string | undefined;
    /**
     * SEFAZ_TIMEOUT_SEGUNDOS: how long an NF-e web service of homologação or produção may take to answer before
     * the exchange counts as unanswered (the library's 30 s when unset).
     */
    timeoutSegundos?: number | undefined;
    /** ZD01 infRespTec of a software house (RESP_TEC_*); without it the company itself is responsible. */
    responsavelTecnico?:
      | {
          cnpj: string;
          contato: string;
          email: string;
          fone: string;
          /** RESP_TEC_ID_CSRT and RESP_TEC_CSRT: the note carries idCSRT and the hash, never the CSRT. */
          csrt?: { idCSRT: string; CSRT: string } | undefined;
        }
      | undefined;
  };
  /**
   * Backups of the embedded database: the folder (DATA_DIR/backups unless BACKUP_DIR), the Brasília hour of the
   * daily one, and whether the app takes them itself: only with the embedded database (with DATABASE_URL they are
   * the database operator's job) and unless BACKUP_AUTOMATICO=false.
   */
  backup: { pasta: string; hora: number; isAutomatico: boolean };
  logLevel: string;
  /** TRUST_PROXY: whether (true) or from which peers (addresses, networks) X-Forwarded-For/Proto are believed. */
  trustProxy: boolean | string[];
  /**
   * HTTPS served by the app itself (TLS_CERT_FILE and TLS_KEY_FILE, PEM), on `port`; plain HTTP on
   * httpRedirectPort then only redirects to it. Undefined: plain HTTP on `port`.
   */
  tls?: { certFile: string; keyFile: string; httpRedirectPort: number } | undefined;
  /** Settings of the SEFAZ/Sefin simulator (SEFAZ_SIM_CONFIG); empty keeps its defaults. */
  simulador: Partial<ConfigSimulador>;
  /**
   * The key that encrypts the secrets kept in the database (the company's A1 and its password, the SMTP
   * password): APP_SECRET_KEY (base64 of 32 bytes) when set, otherwise the file DATA_DIR/app-secret.key,
   * created on the first start. It is never in the database; back the file up with it (lib/cofre-de-segredos).
   */
  segredos: OrigemDaChave;
};

function chaveDoAmbiente(valor: string | undefined) {
  try {
    return lerChaveDoAmbiente(valor);
  } catch (error) {
    throw new Error(`Configuração inválida: ${(error as Error).message}`);
  }
}

// The same policy as a password set on the Utilizadores screen (packages/contracts/src/usuarios.ts).
const ADMIN_PASSWORD_HINT =
  ' (ADMIN_PASSWORD só é lida na primeira execução, para criar o administrador: escolha uma senha que siga a' +
  ' política, ou remova a variável se o administrador já existe.)';

/** "SEFIN_ENDPOINT_BASE inválida: use https://host:porta, sem caminho (recebido: https://x:1/y)". */
function descreverProblema(nome: string, mensagem: string, env: NodeJS.ProcessEnv): string {
  const esperado = FORMATO_ESPERADO[nome];
  if (!esperado) return `${nome}: ${mensagem}`;
  const recebido = esperado.isSegredo ? '' : ` (recebido: ${env[nome]})`;
  return `${nome} inválida: ${esperado.formato}${recebido}`;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = [
      ...new Set(parsed.error.issues.map((i) => descreverProblema(i.path.join('.'), i.message, env))),
    ].join('; ');
    const isAdminPassword = parsed.error.issues.some((i) => i.path[0] === 'ADMIN_PASSWORD');
    throw new Error(`Configuração inválida: ${problems}${isAdminPassword ? ADMIN_PASSWORD_HINT : ''}`);
  }
  const e = parsed.data;
  const respTec = [e.RESP_TEC_CNPJ, e.RESP_TEC_CONTATO, e.RESP_TEC_EMAIL, e.RESP_TEC_FONE];
  if (respTec.some(Boolean) && !respTec.every(Boolean)) {
    throw new Error(
      'Configuração inválida: RESP_TEC_CNPJ, RESP_TEC_CONTATO, RESP_TEC_EMAIL e RESP_TEC_FONE vão juntas (o responsável técnico da NF-e).',
    );
  }
  const csrt = [e.RESP_TEC_ID_CSRT, e.RESP_TEC_CSRT];
  if (csrt.some(Boolean) && !(csrt.every(Boolean) && respTec.every(Boolean))) {
    throw new Error(
      'Configuração inválida: RESP_TEC_ID_CSRT e RESP_TEC_CSRT vão juntas, com os dados do responsável técnico (RESP_TEC_*) a quem a SEFAZ deu o CSRT.',
    );
  }
  if (e.ADMIN_PASSWORD && isSenhaDoEmail(e.ADMIN_PASSWORD, e.ADMIN_EMAIL)) {
    throw new Error(`Configuração inválida: ADMIN_PASSWORD: ${SENHA_IGUAL_AO_EMAIL}${ADMIN_PASSWORD_HINT}`);
  }
  if (Boolean(e.TLS_CERT_FILE) !== Boolean(e.TLS_KEY_FILE)) {
    throw new Error(
      'Configuração inválida: TLS_CERT_FILE e TLS_KEY_FILE vão juntas (o certificado HTTPS do servidor e a sua chave, em PEM).',
    );
  }
  const tls =
    e.TLS_CERT_FILE && e.TLS_KEY_FILE
      ? {
          certFile: path.resolve(e.TLS_CERT_FILE),
          keyFile: path.resolve(e.TLS_KEY_FILE),
          httpRedirectPort: e.HTTP_REDIRECT_PORT,
        }
      : undefined;
  const port = e.PORT ?? (tls ? PORTA_HTTPS : PORTA_HTTP);
  if (tls && tls.httpRedirectPort === port && port !== 0) {
    throw new Error(
      `Configuração inválida: com HTTPS, PORT (${port}) e HTTP_REDIRECT_PORT (o redirecionamento do HTTP) precisam ser portas diferentes.`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port,
    tls,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    session: { idleSeconds: e.SESSION_IDLE_SECONDS, absoluteSeconds: e.SESSION_ABSOLUTE_SECONDS },
    loginThrottle: {
      maxFailures: e.LOGIN_MAX_FAILURES,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      maxFailuresGlobal: e.LOGIN_MAX_FAILURES_GLOBAL,
      windowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS,
      maxHashWaitMs: e.LOGIN_HASH_MAX_WAIT_MS,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    nfe: { prazoCancelamentoHoras: e.NFE_PRAZO_CANCELAMENTO_HORAS, reenvioSegundos: e.NFE_REENVIO_SEGUNDOS },
    distDfe: { intervaloSegundos: e.DISTDFE_INTERVALO_SEGUNDOS },
    email: {
      intervaloSegundos: e.EMAIL_INTERVALO_SEGUNDOS,
      caArquivo: e.SMTP_CA_FILE ? path.resolve(e.SMTP_CA_FILE) : undefined,
    },
    backup: {
      pasta: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
      hora: e.BACKUP_HORA,
      isAutomatico: !e.DATABASE_URL && e.BACKUP_AUTOMATICO,
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    fiscal: {
      caArquivo: e.FISCAL_CA_FILE ? path.resolve(e.FISCAL_CA_FILE) : undefined,
      sefazEndpointBase: e.SEFAZ_ENDPOINT_BASE,
      sefinEndpointBase: e.SEFIN_ENDPOINT_BASE,
      timeoutSegundos: e.SEFAZ_TIMEOUT_SEGUNDOS,
      responsavelTecnico:
        e.RESP_TEC_CNPJ && e.RESP_TEC_CONTATO && e.RESP_TEC_EMAIL && e.RESP_TEC_FONE
          ? {
              cnpj: e.RESP_TEC_CNPJ,
              contato: e.RESP_TEC_CONTATO,
              email: e.RESP_TEC_EMAIL,
              fone: e.RESP_TEC_FONE,
              csrt:
                e.RESP_TEC_ID_CSRT && e.RESP_TEC_CSRT
                  ? { idCSRT: e.RESP_TEC_ID_CSRT, CSRT: e.RESP_TEC_CSRT }
                  : undefined,
            }
          : undefined,
    },
    simulador: configDoSimulador(e.SEFAZ_SIM_CONFIG),
    segredos: {
      chave: chaveDoAmbiente(e.APP_SECRET_KEY),
      arquivoChave: path.join(dataDir, NOME_ARQUIVO_CHAVE),
    },
  };
}
