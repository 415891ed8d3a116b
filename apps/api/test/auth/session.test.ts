import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessoes } from '../../src/db/schema/sessoes.ts';
import { usuarios } from '../../src/db/schema/usuarios.ts';
import { LEMBRAR_POR_MS } from '../../src/modules/auth/sessoes-lembradas.ts';
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

  it('refuses at once a remembered session revoked straight in the database (a script, another process)', async () => {
    const token = await t.loginAsAdmin();
    expect((await me(token)).status).toBe(200);
    expect((await me(token)).status).toBe(200); // remembered now
    await t.db.update(sessoes).set({ revokedAt: sql`now()` });
    expect((await me(token)).status).toBe(401);
  });

  it('still checks a remembered session against the database after a few seconds (its expiry)', async () => {
    const token = await t.loginAsAdmin();
    expect((await me(token)).status).toBe(200);
    await t.db.update(sessoes).set({ expiresAt: sql`now()` });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LEMBRAR_POR_MS + 1 });
    try {
      expect((await me(token)).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it("applies a change of a user's profile, password or status to their very next request", async () => {
    const admin = await t.loginAsAdmin();
    const perfis = (await (await t.request('/api/preferencias/perfis', { token: admin })).json()) as {
      id: number;
      nome: string;
    }[];
    const perfil = (nome: string) => perfis.find((p) => p.nome === nome)?.id;
    const dados = { nome: 'Bia Gerente', email: 'bia@empresa.local', ativo: true };
    const criada = await t.request('/api/usuarios', {
      method: 'POST',
      token: admin,
      json: { ...dados, senha: 'granulado-verde-9', id_perfil: perfil('Administrador') },
    });
    const { id } = (await criada.json()) as { id: number };
    const entrar = async (senha: string) =>
      (
        (await (
          await t.request('/api/login', { method: 'POST', json: { email: dados.email, senha } })
        ).json()) as { token: string }
      ).token;
    const alterar = (mudanca: object) =>
      t.request(`/api/usuarios/${id}`, { method: 'PUT', token: admin, json: { ...dados, ...mudanca } });
    const usuariosComo = (token: string) => t.request('/api/usuarios', { token });

    let bia = await entrar('granulado-verde-9');
    expect((await usuariosComo(bia)).status).toBe(200);
    expect((await alterar({ id_perfil: perfil('Operador') })).status).toBe(200);
    expect((await usuariosComo(bia)).status).toBe(403);
    expect(((await (await me(bia)).json()) as { perfil: string }).perfil).toBe('Operador');

    expect((await alterar({ id_perfil: perfil('Operador'), senha: 'granulado-azul-77' })).status).toBe(200);
    expect((await me(bia)).status).toBe(401);

    bia = await entrar('granulado-azul-77');
    expect((await me(bia)).status).toBe(200);
    expect((await alterar({ id_perfil: perfil('Operador'), ativo: false })).status).toBe(200);
    expect((await me(bia)).status).toBe(401);
  });
});
