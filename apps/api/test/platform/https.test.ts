import { chmod, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AcHttps, gerarAcHttps, pedirHttps } from '../support/ac-https.ts';
import { freePort, type ServerProcess, spawnServer } from '../support/server-process.ts';

/** GET over plain HTTP with the given Host header: the status and Location. */
function pedirComHost(porta: number, caminho: string, host: string) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: porta, path: caminho, headers: { host } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
      .on('error', reject);
  });
}

const ADMIN = { email: 'admin@empresa.local', senha: 'Senha-Do-Https-2026' };

async function aguardarPartida(s: ServerProcess) {
  const limite = Date.now() + 120_000;
  while (Date.now() < limite) {
    if (s.output().includes('Sistema disponível em:')) return;
    if (s.proc.exitCode !== null) throw new Error(`o servidor saiu (${s.proc.exitCode}): ${s.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`o servidor não partiu: ${s.output()}`);
}

// One real server (`npm start`'s entry point) with TLS_CERT_FILE/TLS_KEY_FILE from a CA made for this run.
describe('HTTPS served by the app', { timeout: 180_000 }, () => {
  let ac: AcHttps;
  let pasta: string;
  let servidor: ServerProcess;
  let portaRedirecionamento: number;
  let https: string;

  beforeAll(async () => {
    ac = gerarAcHttps();
    pasta = await mkdtemp(path.join(os.tmpdir(), 'erp-https-'));
    await chmod(pasta, 0o755);
    portaRedirecionamento = await freePort();
    servidor = await spawnServer({
      DATA_DIR: path.join(pasta, 'data'),
      ADMIN_PASSWORD: ADMIN.senha,
      LOG_LEVEL: 'info',
      TLS_CERT_FILE: ac.certFile,
      TLS_KEY_FILE: ac.keyFile,
      HTTP_REDIRECT_PORT: String(portaRedirecionamento),
    });
    https = `https://127.0.0.1:${servidor.port}`;
    await aguardarPartida(servidor);
  }, 180_000);
  afterAll(async () => {
    if (servidor?.proc.exitCode === null) {
      servidor.proc.kill('SIGTERM');
      await servidor.waitExit();
    }
    ac?.remover();
    if (pasta) await rm(pasta, { recursive: true, force: true });
  });

  it('says in Portuguese where it is and who the first administrator is, in readable lines', () => {
    const saida = servidor.output();
    expect(saida).toContain(`  Sistema disponível em:\n    https://127.0.0.1:${servidor.port}\n`);
    expect(saida).toContain(`  O endereço http:// (porta ${portaRedirecionamento}) leva ao https://.`);
    expect(saida).toContain('  Primeiro administrador: admin@empresa.local (a senha é a de ADMIN_PASSWORD).');
    expect(saida).toMatch(
      new RegExp(`^\\d{2}/\\d{2}/\\d{4}, [\\d:]{8} INFO  Servidor escutando em ${https}$`, 'm'),
    );
    // No raw JSON, no stack, no password.
    expect(saida).not.toMatch(/^\{/m);
    expect(saida).not.toContain(ADMIN.senha);
  });

  it('answers over TLS with the CA given to the client, with HSTS, and signs in', async () => {
    const saude = await pedirHttps(`${https}/api/health`, ac.caPem);
    expect(saude.status).toBe(200);
    expect(saude.headers['strict-transport-security']).toBe('max-age=31536000');

    const login = await pedirHttps(`${https}/api/login`, ac.caPem, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    expect(typeof JSON.parse(login.corpo).token).toBe('string');
  });

  it('is a certificate the client verifies: without the CA the connection is refused', async () => {
    await expect(pedirHttps(`${https}/api/health`, undefined)).rejects.toMatchObject({
      code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    });
    // Plain HTTP on the HTTPS port gets no answer of the app.
    await expect(fetch(`http://127.0.0.1:${servidor.port}/api/health`)).rejects.toThrow();
  });

  it('redirects plain HTTP to the same host and path over HTTPS (308, method kept), and nothing else', async () => {
    const pedido = await fetch(`http://127.0.0.1:${portaRedirecionamento}/api/login?de=marcador`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(pedido.status).toBe(308);
    expect(pedido.headers.get('location')).toBe(`${https}/api/login?de=marcador`);
    expect(pedido.headers.get('strict-transport-security')).toBeNull();

    // fetch never sends another Host: node:http does, as a browser on the office network would.
    const pelaRede = await pedirComHost(
      portaRedirecionamento,
      '/clientes',
      `erp.escritorio.local:${portaRedirecionamento}`,
    );
    expect(pelaRede.location).toBe(`https://erp.escritorio.local:${servidor.port}/clientes`);

    const hostForjado = await pedirComHost(portaRedirecionamento, '/', 'evil.example/@x');
    expect(hostForjado.status).toBe(400);
  });
});

describe('HTTPS misconfigured at start', { timeout: 60_000 }, () => {
  it('stops before opening the database when the key is not the certificate’s, saying so', async () => {
    const ac = gerarAcHttps();
    const pasta = await mkdtemp(path.join(os.tmpdir(), 'erp-https-'));
    try {
      const s = await spawnServer({
        DATA_DIR: path.join(pasta, 'data'),
        TLS_CERT_FILE: ac.certFile,
        TLS_KEY_FILE: ac.outraChaveFile,
        HTTP_REDIRECT_PORT: String(await freePort()),
      });
      expect(await s.waitExit()).toBe(1);
      expect(s.output()).toContain(
        `TLS_CERT_FILE/TLS_KEY_FILE: o certificado (${ac.certFile}) e a chave (${ac.outraChaveFile}) não formam um par PEM utilizável`,
      );
      // Said as a line for the operator, not as a stack trace.
      expect(s.output()).not.toMatch(/^\s+at /m);
    } finally {
      ac.remover();
      await rm(pasta, { recursive: true, force: true });
    }
  });
});
