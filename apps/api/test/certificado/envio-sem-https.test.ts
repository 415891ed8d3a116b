import { readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { empresa } from '../../src/db/schema/empresa.ts';
import { CERTIFICADO_SO_POR_HTTPS } from '../../src/modules/fiscal/envio-sem-https.ts';
import { type AcHttps, gerarAcHttps, pedirHttps } from '../support/ac-https.ts';
import { gerarA1DeTeste } from '../support/certificado-a1.ts';
import { entrarComoOperador } from '../support/operador.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const CNPJ_EMPRESA = '11222333000181';

/**
 * A non-loopback address of this machine (a request to it comes from it): the office network as the test can
 * reach it. Without one, the address arrives as a proxy forwards it (TRUST_PROXY), the other way the app learns it.
 */
const LAN = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i?.family === 'IPv4' && !i.internal)?.address;
const CLIENTE = LAN ?? '192.0.2.77';

const a1 = gerarA1DeTeste({ cnpj: CNPJ_EMPRESA });

/** The upload's multipart body as a browser sends it. */
async function envioDoA1(): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  form.set('senha', a1.senha);
  form.set('certificado', new Blob([new Uint8Array(a1.pfx)]), 'empresa.pfx');
  const pedido = new Request('http://x/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await pedido.arrayBuffer()),
    contentType: pedido.headers.get('content-type') ?? '',
  };
}

async function enviarPorHttp(baseUrl: string, token: string, headers: Record<string, string> = {}) {
  const { body, contentType } = await envioDoA1();
  const res = await fetch(`${baseUrl}/api/preferencias/certificado`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as { error?: string; titular?: string } };
}

const ultimaAuditoria = (t: TestApp) =>
  t.db
    .select()
    .from(auditoria)
    .where(eq(auditoria.acao, 'CERTIFICADO_SEM_HTTPS_ALTERADO'))
    .orderBy(desc(auditoria.id))
    .limit(1);

describe('certificate upload over plain HTTP from the office network', () => {
  let t: TestApp;
  let token: string;
  let lanUrl: string;
  let localUrl: string;
  const daRede: Record<string, string> = LAN ? {} : { 'x-forwarded-for': CLIENTE };
  beforeAll(async () => {
    t = LAN ? await createTestApp({}, { host: '0.0.0.0' }) : await createTestApp({ trustProxy: true });
    const porta = (t.app.server.address() as AddressInfo).port;
    lanUrl = `http://${LAN ?? '127.0.0.1'}:${porta}`;
    localUrl = `http://127.0.0.1:${porta}`;
    await t.db.update(empresa).set({ cnpj: CNPJ_EMPRESA }).where(eq(empresa.id, 1));
    token = await t.loginAsAdmin();
  });
  afterAll(async () => t.close());

  it('is refused from a LAN address until an administrator allows it (audited); the loopback always passes', async () => {
    const recusado = await enviarPorHttp(lanUrl, token, daRede);
    expect(recusado).toEqual({ status: 403, body: { error: CERTIFICADO_SO_POR_HTTPS } });

    const local = await enviarPorHttp(localUrl, token);
    expect(local.status).toBe(200);
    expect(local.body.titular).toBe('PLASTICOS TESTE LTDA');

    const lerPermissao = await fetch(`${lanUrl}/api/preferencias/certificado/envio-sem-https`, {
      headers: { authorization: `Bearer ${token}`, ...daRede },
    });
    expect(await lerPermissao.json()).toEqual({ permitido: false });

    const permitir = await fetch(`${lanUrl}/api/preferencias/certificado/envio-sem-https`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...daRede },
      body: JSON.stringify({ permitido: true }),
    });
    expect(permitir.status).toBe(200);
    expect(await permitir.json()).toEqual({ permitido: true });
    const [linha] = await ultimaAuditoria(t);
    expect(linha?.ip).toBe(CLIENTE);
    expect(linha?.detalhes).toEqual({
      alteracoes: [{ campo: 'envio_sem_https', antigo: false, novo: true }],
    });

    const aceito = await enviarPorHttp(lanUrl, token, daRede);
    expect(aceito.status).toBe(200);
    expect(aceito.body.titular).toBe('PLASTICOS TESTE LTDA');
  });

  it('lets no one but an administrator change the exception, and takes only a boolean', async () => {
    const semToken = await fetch(`${localUrl}/api/preferencias/certificado/envio-sem-https`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ permitido: true }),
    });
    expect(semToken.status).toBe(401);
    const texto = await fetch(`${localUrl}/api/preferencias/certificado/envio-sem-https`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ permitido: 'sim' }),
    });
    expect(texto.status).toBe(400);

    // An Operador reads the state (Dados da Empresa shows it read-only) but cannot change it.
    const operador = (
      await entrarComoOperador(t, token, {
        nome: 'Op Https',
        email: 'op.https@x.com',
        senha: 'Operador#2026x',
      })
    ).token;
    const caminho = `${localUrl}/api/preferencias/certificado/envio-sem-https`;
    const leitura = await fetch(caminho, { headers: { authorization: `Bearer ${operador}` } });
    expect(leitura.status).toBe(200);
    expect(await leitura.json()).toEqual({ permitido: true });
    const alteracao = await fetch(caminho, {
      method: 'PUT',
      headers: { authorization: `Bearer ${operador}`, 'content-type': 'application/json' },
      body: JSON.stringify({ permitido: false }),
    });
    expect(alteracao.status).toBe(403);
    expect(await alteracao.json()).toEqual({ error: 'Apenas um Administrador pode realizar esta operação.' });
  });
});

/**
 * A reverse proxy on loopback as Caddy or nginx would be set up (deploy/): HTTPS with the office's CA and plain
 * HTTP, both forwarding to the app with X-Forwarded-For (the client's address appended) and X-Forwarded-Proto.
 */
function proxyReverso(destino: number, ac: AcHttps) {
  const encaminhar = (proto: 'http' | 'https') => (req: http.IncomingMessage, res: http.ServerResponse) => {
    const anterior = req.headers['x-forwarded-for'];
    const headers = {
      ...req.headers,
      'x-forwarded-for': `${anterior ? `${anterior}, ` : ''}${req.socket.remoteAddress}`,
      'x-forwarded-proto': proto,
    };
    const saida = http.request(
      { host: '127.0.0.1', port: destino, method: req.method, path: req.url, headers },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    req.pipe(saida);
  };
  const seguro = https.createServer(
    { cert: readFileSync(ac.certFile), key: readFileSync(ac.keyFile) },
    encaminhar('https'),
  );
  const simples = http.createServer(encaminhar('http'));
  return { seguro, simples };
}

async function ouvir(servidor: http.Server | https.Server): Promise<number> {
  await new Promise<void>((resolve) => servidor.listen(0, LAN ? '0.0.0.0' : '127.0.0.1', resolve));
  return (servidor.address() as AddressInfo).port;
}

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  let token: string;
  let ac: AcHttps;
  let proxy: ReturnType<typeof proxyReverso>;
  let portaSegura: number;
  let portaSimples: number;
  const host = LAN ?? '127.0.0.1';
  // With a LAN address the proxy's own address is the only one trusted; without, the client's header is believed.
  const daRede: Record<string, string> = LAN ? {} : { 'x-forwarded-for': CLIENTE };
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: LAN ? ['127.0.0.1'] : true });
    await t.db.update(empresa).set({ cnpj: CNPJ_EMPRESA }).where(eq(empresa.id, 1));
    token = await t.loginAsAdmin();
    ac = gerarAcHttps(['localhost'], [host]);
    proxy = proxyReverso((t.app.server.address() as AddressInfo).port, ac);
    portaSegura = await ouvir(proxy.seguro);
    portaSimples = await ouvir(proxy.simples);
  });
  afterAll(async () => {
    proxy.seguro.close();
    proxy.simples.close();
    ac.remover();
    await t.close();
  });

  it("sees the client's address and HTTPS: HSTS, the upload accepted, the audit naming the client", async () => {
    const { body, contentType } = await envioDoA1();
    const res = await pedirHttps(`https://${host}:${portaSegura}/api/preferencias/certificado`, ac.caPem, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType, ...daRede },
      body,
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.corpo).titular).toBe('PLASTICOS TESTE LTDA');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');

    const [linha] = await t.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'CERTIFICADO_ENVIADO'))
      .orderBy(desc(auditoria.id))
      .limit(1);
    expect(linha?.ip).toBe(CLIENTE);
  });

  it('refuses the upload through the plain-HTTP side, a forged loopback address included, with no HSTS', async () => {
    const forjado = LAN ? { 'x-forwarded-for': '127.0.0.1' } : daRede;
    const res = await enviarPorHttp(`http://${host}:${portaSimples}`, token, forjado);
    expect(res).toEqual({ status: 403, body: { error: CERTIFICADO_SO_POR_HTTPS } });
    const saude = await fetch(`http://${host}:${portaSimples}/api/health`, { headers: daRede });
    expect(saude.headers.get('strict-transport-security')).toBeNull();
  });
});
