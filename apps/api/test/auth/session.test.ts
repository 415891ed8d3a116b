import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessoes } from '../../src/db/schema/sessoes.ts';
import { usuarios } from '../../src/db/schema/usuarios.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const me = (token?: string) => t.request('/api/me', token ? { token } : {});

describe('bearer sessions', () => {
  it('GET /api/me answers the signed-in user', async () => {
    const token = await t.loginAsAdmin();
    const res = await me(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id: 1,
      nome: 'Administrador',
      email: 'admin@empresa.local',
      perfil: 'Administrador',
    });
  });

  it('refuses a missing, malformed or unknown token with 401 and a message', async () => {
    for (const res of [await me(), await me('abc'), await me('A'.repeat(43))]) {
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: string }).error).toMatch(/login/i);
    }
  });

  it('logout revokes the token', async () => {
    const token = await t.loginAsAdmin();
    expect((await t.request('/api/logout', { method: 'POST', token })).status).toBe(204);
    expect((await me(token)).status).toBe(401);
  });

  it('expires a session idle for longer than the idle limit', async () => {
    const token = await t.loginAsAdmin();
    await t.db.execute(sql`update sessoes set last_seen_at = now() - interval '8 hours 1 minute'`);
    expect((await me(token)).status).toBe(401);
  });

  it('expires a session past its absolute limit even while in use', async () => {
    const token = await t.loginAsAdmin();
    await t.db.update(sessoes).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await me(token)).status).toBe(401);
  });

  it('refreshes the idle clock on use', async () => {
    const token = await t.loginAsAdmin();
    await t.db.execute(sql`update sessoes set last_seen_at = now() - interval '7 hours'`);
    expect((await me(token)).status).toBe(200);
    const [row] = await t.db
      .select({ idle: sql<number>`extract(epoch from now() - max(last_seen_at))::int` })
      .from(sessoes);
    expect(row?.idle).toBeLessThan(60);
  });

  it('ends the sessions of a deactivated user and refuses their sign-in', async () => {
    const token = await t.loginAsAdmin();
    await t.db.update(usuarios).set({ ativo: false }).where(eq(usuarios.id, 1));
    try {
      expect((await me(token)).status).toBe(401);
      const res = await t.request('/api/login', {
        method: 'POST',
        json: { email: 'admin@empresa.local', senha: 'Admin-Teste-2026' },
      });
      expect(res.status).toBe(401);
    } finally {
      await t.db.update(usuarios).set({ ativo: true }).where(eq(usuarios.id, 1));
    }
  });
});
