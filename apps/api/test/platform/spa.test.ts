import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let dist: string;
const INDEX =
  '<!doctype html><html lang="pt-BR"><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';
const ASSET = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'erp-spa-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), ASSET);
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the built SPA at /', () => {
  it('answers / and client routes with index.html, always revalidated', async () => {
    for (const route of ['/', '/login', '/nfe/emitir/12', '/financeiro/contas-a-receber']) {
      const res = await t.request(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('serves hashed assets cached for a year and compressed', async () => {
    const res = await t.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(ASSET);
  });

  it('does not answer unknown /api paths with the SPA', async () => {
    const res = await t.request('/api/rota-inexistente', { token: await t.loginAsAdmin() });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
