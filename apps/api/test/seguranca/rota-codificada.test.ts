import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  agent.destroy();
  await t.close();
});

type OpenApi = { paths: Record<string, Record<string, unknown>> };
const PUBLIC = new Set(['POST /api/login', 'GET /api/health']);

/** The request target goes out byte for byte: fetch would normalise `/./`, `..` and the absolute form. */
function raw(method: string, target: string, headers: Record<string, string> = {}, body?: string) {
  const { port } = new URL(t.baseUrl);
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path: target, agent, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      });
      req.on('error', reject);
      req.end(body);
    },
  );
}

/** Ways of writing `/api/...` that a router may decode or normalise into the real route. */
function variants(path: string): string[] {
  const rest = path.slice('/api'.length);
  const firstLetter = rest.replace(/^\/([a-z])/, (_m, c: string) => `/%${c.charCodeAt(0).toString(16)}`);
  return [
    `/%61pi${rest}`,
    `/a%70i${rest}`,
    `/ap%69${rest}`,
    `/%61%70%69${rest}`,
    `/%41PI${rest}`,
    `/api${firstLetter}`,
    `/api%2F${rest.slice(1)}`,
    `/api${rest.replaceAll('/', '%2F')}`,
    `//api${rest}`,
    `/api/${rest}`,
    `/./api${rest}`,
    `/api/.${rest}`,
    `/api${rest}%00`,
    `/api${rest}/%00`,
    `/x/../api${rest}`,
    `/api/x/..${rest}`,
    `/api/%2e%2e/api${rest}`,
    `${t.baseUrl}/api${rest}`,
    `http://outro.host/api${rest}`,
  ];
}

describe('authentication is decided on the route that matched, never on the URL text', () => {
  it('every documented route, however its path is written, answers 401, 400 or 404 without a token', async () => {
    const doc = (await (await t.request('/api/docs')).json()) as OpenApi;
    const tried: string[] = [];
    const leaks: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods).map((m) => m.toUpperCase())) {
        if (PUBLIC.has(`${method} ${path}`)) continue;
        const concrete = path.replace(/\{[^}]+\}/g, '1');
        for (const target of variants(concrete)) {
          const res = await raw(method, target);
          tried.push(`${method} ${target}`);
          if (![400, 401, 404].includes(res.status)) leaks.push(`${method} ${target} -> ${res.status}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // The matrix covers the routes a stranger must never reach, read from the app itself.
    expect(tried.length).toBeGreaterThan(1000);
    expect(tried).toContain('GET /%61pi/clientes');
    expect(tried).toContain('PUT /ap%69/preferencias/empresa');
    expect(tried).toContain('DELETE /a%70i/produtos/1');
    expect(tried.some((r) => r.startsWith('GET http://') && r.endsWith('/api/nfe/1/xml'))).toBe(true);
  });

  it('the decoded and absolute-form paths reach the route only with a valid token', async () => {
    const token = await t.loginAsAdmin();
    const auth = { authorization: `Bearer ${token}` };
    for (const target of [
      '/%61pi/clientes?page=1',
      '/a%70i/clientes?page=1',
      `${t.baseUrl}/api/clientes?page=1`,
    ]) {
      expect((await raw('GET', target)).status, target).toBe(401);
      const withToken = await raw('GET', target, auth);
      expect(withToken.status, target).toBe(200);
      // An API answer is never cached, however its path was spelled.
      expect(withToken.headers['cache-control'], target).toBe('no-store');
      expect(JSON.parse(withToken.body)).toMatchObject({ currentPage: 1 });
    }
  });

  it('a write through an encoded path changes nothing and leaves no unaudited change', async () => {
    const token = await t.loginAsAdmin();
    const before = await t.request('/api/fornecedores?limit=999', { token });
    const res = await raw(
      'POST',
      '/%61pi/fornecedores',
      { 'content-type': 'application/json' },
      JSON.stringify({ nome_razao_social: 'Fornecedor Invasor', cpf_cnpj: '11444777000161' }),
    );
    expect(res.status).toBe(401);
    const after = await t.request('/api/fornecedores?limit=999', { token });
    expect(await after.json()).toEqual(await before.json());
  });

  it('unknown paths tell strangers nothing: 401 without a token, 404 with one', async () => {
    expect((await raw('GET', '/%61pi/nao-existe')).status).toBe(401);
    const token = await t.loginAsAdmin();
    expect((await raw('GET', '/%61pi/nao-existe', { authorization: `Bearer ${token}` })).status).toBe(404);
  });
});
