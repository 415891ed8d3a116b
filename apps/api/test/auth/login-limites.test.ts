import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { TEST_ADMIN } from '../support/constants.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Password checks may wait long for a hashing slot here: the machine is shared with other test files, and a
// check turned away with 503 would not count as the failure these tests expect.
const LIMITES = {
  maxFailures: 4,
  maxFailuresPerIp: 6,
  maxFailuresGlobal: 10,
  windowSeconds: 600,
  maxHashWaitMs: 30_000,
};
const BLOQUEIO = 'Muitas tentativas de login sem sucesso. Aguarde até 10 minutos e tente novamente.';

let t: TestApp;
beforeAll(async () => {
  // trustProxy: each test plays several client addresses through X-Forwarded-For.
  t = await createTestApp({ trustProxy: true, loginThrottle: LIMITES });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.execute(sql`delete from limites_login`);
});

const login = (email: string, senha: string, ip: string) =>
  t.request('/api/login', { method: 'POST', headers: { 'x-forwarded-for': ip }, json: { email, senha } });

async function falhasRegistradas(ip: string, motivo: string) {
  const rows = await t.db
    .select()
    .from(auditoria)
    .where(
      and(
        eq(auditoria.acao, 'LOGIN_FALHA'),
        eq(auditoria.ip, ip),
        sql`${auditoria.detalhes}->>'motivo' = ${motivo}`,
      ),
    );
  return rows.length;
}

async function expectBloqueado(res: Response) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  // The window began with the test's first failure: seconds to a minute ago on a loaded machine.
  expect(retryAfter).toBeGreaterThan(LIMITES.windowSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect(await res.json()).toEqual({ error: BLOQUEIO });
}

describe('login limits, counted before the password is checked', { timeout: 180_000 }, () => {
  it('lets exactly LOGIN_MAX_FAILURES of 30 parallel wrong passwords reach the password check', async () => {
    const ip = '203.0.113.10';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(TEST_ADMIN.email, `senha-errada-${i}`, ip)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITES.maxFailures);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LIMITES.maxFailures);
    for (const res of answers.filter((r) => r.status === 429)) await expectBloqueado(res);
    expect(await falhasRegistradas(ip, 'senha_incorreta')).toBe(LIMITES.maxFailures);
    // The refusals are one audit row for the address and window, with their count.
    const bloqueios = await t.db
      .select({ email: auditoria.email, detalhes: auditoria.detalhes })
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'LOGIN_BLOQUEADO'), eq(auditoria.ip, ip)));
    expect(bloqueios).toEqual([
      {
        email: TEST_ADMIN.email,
        detalhes: expect.objectContaining({ tentativas: 30 - LIMITES.maxFailures, limites: ['email_ip'] }),
      },
    ]);
  });

  it('stops one IP trying many e-mails past the per-IP limit, while other IPs and known sign-ins go on', async () => {
    const atacante = '203.0.113.20';
    // The admin signed in from this address before: known there, held to the e-mail+IP limit only.
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, atacante)).status).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(`conta${i}@empresa.local`, 'senha-errada-1', atacante)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITES.maxFailuresPerIp);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - LIMITES.maxFailuresPerIp);
    expect(await falhasRegistradas(atacante, 'usuario_inexistente')).toBe(LIMITES.maxFailuresPerIp);
    await expectBloqueado(await login('mais-uma@empresa.local', 'senha-errada-1', atacante));

    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, '198.51.100.7')).status).toBe(200);
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, atacante)).status).toBe(200);
  });

  it('refuses wrong passwords spread over many IPs past the global limit, never the right one', async () => {
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, '198.51.100.50')).status).toBe(200);
    for (let i = 0; i < LIMITES.maxFailuresGlobal; i++) {
      expect((await login(`robo${i}@empresa.local`, 'senha-errada-1', `192.0.2.${i + 1}`)).status).toBe(401);
    }
    await expectBloqueado(await login('robo-novo@empresa.local', 'senha-errada-1', '192.0.2.200'));
    await expectBloqueado(await login(TEST_ADMIN.email, 'senha-errada-1', '192.0.2.201'));
    // The right password gets in from a new address as from the one it signed in from (dono-sob-inundacao.test.ts).
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, '192.0.2.201')).status).toBe(200);
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, '198.51.100.50')).status).toBe(200);
  });

  it('drops the rows of ended windows when a new global window starts, keeping the sign-ins it remembers', async () => {
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, '198.51.100.80')).status).toBe(200);
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, '198.51.100.81')).status).toBe(200);
    expect((await login('esquecido@empresa.local', 'senha-errada-1', '198.51.100.82')).status).toBe(401);
    await t.db.execute(sql`update limites_login set janela_inicio = janela_inicio - interval '11 minutes'`);
    await t.db.execute(
      sql`update limites_login set ultimo_sucesso = now() - interval '31 days' where chave like '%198.51.100.81'`,
    );
    expect((await login('novo@empresa.local', 'senha-errada-1', '198.51.100.83')).status).toBe(401);
    const linhas = await t.db.execute<{ escopo: string; chave: string }>(
      sql`select escopo, chave from limites_login order by escopo, chave`,
    );
    expect(linhas.rows).toEqual([
      { escopo: 'email_ip', chave: `${TEST_ADMIN.email} 198.51.100.80` },
      { escopo: 'email_ip', chave: 'novo@empresa.local 198.51.100.83' },
      { escopo: 'global', chave: '' },
      { escopo: 'ip', chave: '198.51.100.83' },
    ]);
  });

  it('does not count successful sign-ins towards the IP and global limits', async () => {
    const ip = '198.51.100.60';
    for (let i = 0; i <= LIMITES.maxFailuresGlobal; i++) {
      expect((await login(TEST_ADMIN.email, TEST_ADMIN.password, `198.51.100.${70 + i}`)).status).toBe(200);
    }
    for (let i = 0; i < LIMITES.maxFailuresPerIp; i++) {
      expect((await login(`outra${i}@empresa.local`, 'senha-errada-1', ip)).status).toBe(401);
    }
    await expectBloqueado(await login('outra-mais@empresa.local', 'senha-errada-1', ip));
  });
});
