import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { sessoes } from '../../src/db/schema/sessoes.ts';
import { TEST_ADMIN } from '../support/constants.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (email: string, senha: string) =>
  t.request('/api/login', { method: 'POST', json: { email, senha } });

describe('POST /api/login', () => {
  it('answers the user and an opaque 256-bit token, storing only its SHA-256', async () => {
    const res = await login('ADMIN@empresa.local', TEST_ADMIN.password);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: unknown; token: string };
    expect(body.user).toEqual({
      id: 1,
      nome: 'Administrador',
      email: TEST_ADMIN.email,
      perfil: 'Administrador',
    });
    expect(Buffer.from(body.token, 'base64url')).toHaveLength(32);

    const stored = await t.db.select().from(sessoes);
    const digest = createHash('sha256').update(body.token).digest('hex');
    expect(stored.map((s) => s.tokenHash)).toContain(digest);
    expect(JSON.stringify(stored)).not.toContain(body.token);
    const row = stored.find((s) => s.tokenHash === digest);
    const lifetime = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.round(lifetime / 1000)).toBe(7 * 24 * 60 * 60);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await login(TEST_ADMIN.email, 'senha-errada-1');
    const unknownEmail = await login('ninguem@empresa.local', 'senha-errada-1');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const a = await wrongPassword.json();
    expect(a).toEqual({ error: 'E-mail ou senha inválidos.' });
    expect(await unknownEmail.json()).toEqual(a);
  });

  it('spends the password hashing time also for unknown e-mails', async () => {
    const time = async (email: string) => {
      const start = performance.now();
      await login(email, 'outra-senha-errada');
      return performance.now() - start;
    };
    await time('aquecimento@empresa.local');
    const unknown = [
      await time('x1@empresa.local'),
      await time('x2@empresa.local'),
      await time('x3@empresa.local'),
    ];
    const known = [await time(TEST_ADMIN.email), await time(TEST_ADMIN.email), await time(TEST_ADMIN.email)];
    const median = (v: number[]) => [...v].sort((x, y) => x - y)[1] ?? 0;
    // scrypt with N=2^17 takes tens of milliseconds; a skipped KDF would answer in about one.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });

  it('writes successful and failed sign-ins to the audit log with e-mail and IP', async () => {
    await login(TEST_ADMIN.email, TEST_ADMIN.password);
    await login('auditado@empresa.local', 'errada-123');
    const ok = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'LOGIN'), eq(auditoria.email, TEST_ADMIN.email)));
    const failed = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'LOGIN_FALHA'), eq(auditoria.email, 'auditado@empresa.local')));
    expect(ok.at(-1)).toMatchObject({ idUsuario: 1, ip: '127.0.0.1' });
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      idUsuario: null,
      ip: '127.0.0.1',
      detalhes: { motivo: 'usuario_inexistente' },
    });
    expect(Math.abs((failed[0]?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('validates the payload in Portuguese, naming the field', async () => {
    const res = await t.request('/api/login', { method: 'POST', json: { email: 'não-é-email', senha: '' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; details: { campo: string; mensagem: string }[] };
    expect(body.error).toMatch(/^Dados inválidos\./);
    expect(body.details.map((d) => d.campo).sort()).toEqual(['email', 'senha']);
    expect(body.details.find((d) => d.campo === 'email')?.mensagem).toBe('Informe um e-mail válido.');
  });

  it('never writes the password or the token to the logs', async () => {
    const res = await login(TEST_ADMIN.email, TEST_ADMIN.password);
    const { token } = (await res.json()) as { token: string };
    await t.request('/api/me', { token });
    expect(t.logs()).toContain('/api/me');
    expect(t.logs()).not.toContain(TEST_ADMIN.password);
    expect(t.logs()).not.toContain(token);
  });
});

describe('login throttling', () => {
  let th: TestApp;
  beforeAll(async () => {
    th = await createTestApp({
      loginThrottle: {
        maxFailures: 3,
        maxFailuresPerIp: 30,
        maxFailuresGlobal: 300,
        windowSeconds: 600,
        maxHashWaitMs: 2000,
      },
    });
  });
  afterAll(async () => th.close());
  const attempt = (email: string, senha: string) =>
    th.request('/api/login', { method: 'POST', json: { email, senha } });

  it('answers 429 in Portuguese after repeated failures, even with the right password, then lets in again', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(TEST_ADMIN.email, `errada-${i}`)).status).toBe(401);
    const blocked = await attempt(TEST_ADMIN.email, TEST_ADMIN.password);
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { error: string }).error).toBe(
      'Muitas tentativas de login sem sucesso. Aguarde até 10 minutos e tente novamente.',
    );
    // Another account from the same IP is not affected.
    expect((await attempt('outro@empresa.local', 'x')).status).toBe(401);

    // Once the failures are older than the window, the account is usable again: no permanent lock.
    await th.db.execute(sql`update limites_login set janela_inicio = janela_inicio - interval '11 minutes'`);
    expect((await attempt(TEST_ADMIN.email, TEST_ADMIN.password)).status).toBe(200);
  });
});
