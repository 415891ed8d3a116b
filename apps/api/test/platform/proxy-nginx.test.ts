import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPRESA } from '../nfe/cenario.ts';
import { type AcHttps, gerarAcHttps, pedirHttps } from '../support/ac-https.ts';
import { gerarA1DeTeste } from '../support/certificado-a1.ts';
import { freePort, type ServerProcess, spawnServer } from '../support/server-process.ts';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ADMIN = { email: 'admin@empresa.local', senha: 'Senha-Do-Nginx-2026' };

/** deploy/nginx-erp.conf as documented, only its ports, name, certificate paths and the app's port replaced. */
async function configuracaoDoNginx(portas: { http: number; https: number; app: number }, ac: AcHttps) {
  const original = await readFile(path.join(raiz, 'deploy/nginx-erp.conf'), 'utf8');
  const trocas: [string, string][] = [
    ['listen 80;', `listen 127.0.0.1:${portas.http};`],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${portas.https} ssl http2;`],
    ['server_name erp.escritorio.local;', 'server_name localhost;'],
    ['/etc/nginx/erp/servidor.pem', ac.certFile],
    ['/etc/nginx/erp/servidor.key', ac.keyFile],
    ['proxy_pass http://127.0.0.1:3333;', `proxy_pass http://127.0.0.1:${portas.app};`],
  ];
  let conf = original;
  for (const [de, para] of trocas) {
    // Each one is in the documented file exactly as written: a changed example fails here, not silently.
    expect(conf).toContain(de);
    conf = conf.replaceAll(de, para);
  }
  return conf;
}

/** The minimal main config nginx needs to run unprivileged from a temporary prefix, the example included. */
function configuracaoPrincipal(pasta: string) {
  const temp = (nome: string) => `${nome} ${path.join(pasta, nome.replace('_temp_path', ''))};`;
  return [
    `pid ${path.join(pasta, 'nginx.pid')};`,
    `error_log ${path.join(pasta, 'error.log')} info;`,
    'events {}',
    'http {',
    `  access_log ${path.join(pasta, 'access.log')};`,
    `  ${temp('client_body_temp_path')}`,
    `  ${temp('proxy_temp_path')}`,
    `  ${temp('fastcgi_temp_path')}`,
    `  ${temp('uwsgi_temp_path')}`,
    `  ${temp('scgi_temp_path')}`,
    `  include ${path.join(pasta, 'erp.conf')};`,
    '}',
    '',
  ].join('\n');
}

async function aguardarPorta(porta: number, processo: ChildProcess, saida: () => string) {
  const limite = Date.now() + 30_000;
  while (Date.now() < limite) {
    if (processo.exitCode !== null) throw new Error(`o nginx saiu (${processo.exitCode}): ${saida()}`);
    const aberta = await new Promise<boolean>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port: porta, path: '/' }, (res) => {
        res.resume();
        resolve(true);
      });
      req.on('error', () => resolve(false));
    });
    if (aberta) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`o nginx não abriu a porta ${porta}: ${saida()}`);
}

/** The sign-in over HTTPS (the CA trusted, verification on) sent from the given local address. */
function entrarDe(url: string, ca: string, localAddress: string | undefined) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; corpo: string }>(
    (resolve, reject) => {
      const req = https.request(
        url,
        { method: 'POST', ca, localAddress, headers: { 'content-type': 'application/json' } },
        (res) => {
          let corpo = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => {
            corpo += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, corpo }));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(ADMIN));
    },
  );
}

/** Whether this kernel lets a socket bind 127.0.0.2 (Linux routes all of 127/8 to the loopback). */
async function loopbackSecundario(): Promise<string | undefined> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const s = net.createServer().once('error', () => resolve(undefined));
    s.listen(0, '127.0.0.2', () => s.close(() => resolve('127.0.0.2')));
  });
}

describe('deploy/nginx-erp.conf run by nginx in front of the app (TRUST_PROXY)', { timeout: 180_000 }, () => {
  let ac: AcHttps;
  let pasta: string;
  let servidor: ServerProcess;
  let nginx: ChildProcess;
  let saidaNginx = '';
  let portaHttp: number;
  let portaHttps: number;
  let cliente: string | undefined;

  beforeAll(async () => {
    ac = gerarAcHttps();
    pasta = await mkdtemp(path.join(os.tmpdir(), 'erp-nginx-'));
    await chmod(pasta, 0o755);
    cliente = await loopbackSecundario();
    servidor = await spawnServer({
      DATA_DIR: path.join(pasta, 'data'),
      ADMIN_PASSWORD: ADMIN.senha,
      HOST: '127.0.0.1',
      TRUST_PROXY: '127.0.0.1',
    });
    await servidor.waitHealthy();
    portaHttp = await freePort();
    portaHttps = await freePort();
    const erp = await configuracaoDoNginx({ http: portaHttp, https: portaHttps, app: servidor.port }, ac);
    await writeFile(path.join(pasta, 'erp.conf'), erp);
    await writeFile(path.join(pasta, 'nginx.conf'), configuracaoPrincipal(pasta));
    nginx = spawn('nginx', ['-p', pasta, '-c', path.join(pasta, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nginx.stdout?.on('data', (c: Buffer) => {
      saidaNginx += c.toString('utf8');
    });
    nginx.stderr?.on('data', (c: Buffer) => {
      saidaNginx += c.toString('utf8');
    });
    await aguardarPorta(portaHttp, nginx, () => saidaNginx);
  }, 180_000);
  afterAll(async () => {
    if (nginx?.exitCode === null) {
      const saiu = new Promise((r) => nginx.once('exit', r));
      nginx.kill('SIGQUIT');
      await saiu;
    }
    if (servidor?.proc.exitCode === null) {
      servidor.proc.kill('SIGTERM');
      await servidor.waitExit();
    }
    ac?.remover();
    if (pasta) await rm(pasta, { recursive: true, force: true });
  });

  it('takes the example as written, without a warning (but nginx 1.25.1+ calling `listen ... http2` deprecated)', () => {
    const avisos = saidaNginx.split('\n').filter((l) => /\[(warn|emerg|alert|crit)\]/.test(l));
    expect(avisos.filter((l) => !l.includes('the "listen ... http2" directive is deprecated'))).toEqual([]);
  });

  it('answers plain HTTP with 308 to https on the same host and path', async () => {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get({
          host: '127.0.0.1',
          port: portaHttp,
          path: '/clientes?pagina=2',
          headers: { host: 'localhost' },
        })
        .on('response', (r) => {
          r.resume();
          resolve(r);
        })
        .on('error', reject);
    });
    expect(res.statusCode).toBe(308);
    // nginx's $host drops the port: the office's proxy listens on 443, the default of https://.
    expect(res.headers.location).toBe('https://localhost/clientes?pagina=2');
  });

  it('over HTTPS (the test CA trusted): signs in with HSTS, takes the A1, audits the forwarded address', async () => {
    const base = `https://localhost:${portaHttps}`;
    const login = await entrarDe(`${base}/api/login`, ac.caPem, cliente);
    expect(login.status).toBe(200);
    expect(login.headers['strict-transport-security']).toBe('max-age=31536000');
    const token = JSON.parse(login.corpo).token as string;

    const dados = await pedirHttps(`${base}/api/preferencias/empresa`, ac.caPem, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(EMPRESA),
    });
    expect(dados.status).toBe(200);
    const a1 = gerarA1DeTeste({ cnpj: EMPRESA.cnpj });
    const form = new FormData();
    form.set('senha', a1.senha);
    form.set('certificado', new Blob([new Uint8Array(a1.pfx)]), 'empresa.pfx');
    const pedido = new Request('http://x/', { method: 'POST', body: form });
    const envio = await pedirHttps(`${base}/api/preferencias/certificado`, ac.caPem, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': pedido.headers.get('content-type') ?? '' },
      body: Buffer.from(await pedido.arrayBuffer()),
    });
    expect(envio.status).toBe(200);
    expect(JSON.parse(envio.corpo).titular).toBe('PLASTICOS TESTE LTDA');

    const consulta = await pedirHttps(`${base}/api/auditoria`, ac.caPem, {
      headers: { authorization: `Bearer ${token}` },
    });
    const linhas = JSON.parse(consulta.corpo).data as { acao: string; ip: string | null }[];
    // nginx connects from 127.0.0.1 and appends the client's own address (127.0.0.2 when the kernel binds it).
    expect(linhas.find((l) => l.acao === 'LOGIN')?.ip).toBe(cliente ?? '127.0.0.1');
  });
});
