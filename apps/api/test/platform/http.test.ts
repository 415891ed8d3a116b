import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type OpenApi = { paths: Record<string, Record<string, { security?: unknown[] }>> };

describe('HTTP platform', () => {
  it('GET /api/health is public and reports the database', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('requires a token on every documented route except the public ones', async () => {
    const doc = (await (await t.request('/api/docs')).json()) as OpenApi;
    const publicRoutes = new Set(['POST /api/login', 'GET /api/health']);
    const checked: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        const route = `${method.toUpperCase()} ${path}`;
        if (publicRoutes.has(route)) continue;
        const url = path.replace(/\{[^}]+\}/g, '1');
        const res = await t.request(url, { method: method.toUpperCase() });
        expect(res.status, route).toBe(401);
        checked.push(route);
      }
    }
    expect(checked).toContain('GET /api/me');
    expect(checked).toContain('POST /api/logout');
  });

  it('answers unknown /api paths with 401 without a token and 404 JSON with one', async () => {
    expect((await t.request('/api/nao-existe')).status).toBe(401);
    const res = await t.request('/api/nao-existe', { token: await t.loginAsAdmin() });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'Rota não encontrada: GET /api/nao-existe' });
  });

  it('sends security headers and never caches API answers', async () => {
    const res = await t.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses bodies over the size limit with 413 in Portuguese', async () => {
    const res = await t.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.c', senha: 'x'.repeat(t.config.bodyLimitBytes) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'A requisição excede o tamanho máximo permitido.' });
  });

  it('answers malformed JSON with 400 in Portuguese', async () => {
    const res = await t.request('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'O corpo da requisição não é um JSON válido.' });
  });
});
