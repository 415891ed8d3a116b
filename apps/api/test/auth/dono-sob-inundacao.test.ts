import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { TEST_ADMIN } from '../support/constants.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// A global limit the flood passes in its first round; the per-IP limit stops each address after 3 failures.
const LIMITES = {
  maxFailures: 4,
  maxFailuresPerIp: 3,
  maxFailuresGlobal: 10,
  windowSeconds: 600,
  maxHashWaitMs: 30_000,
};
// The minutes left of the window: 10 at the flood's start, fewer by its end on a loaded machine.
const BLOQUEIO =
  /^Muitas tentativas de login sem sucesso\. Aguarde até (10|[1-9]) minutos e tente novamente\.$/;
const ATACANTES = Array.from({ length: 10 }, (_, i) => `203.0.113.${101 + i}`);
const RODADAS = 5;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: true, loginThrottle: LIMITES });
});
afterAll(async () => t.close());

const login = (email: string, senha: string, ip: string) =>
  t.request('/api/login', { method: 'POST', headers: { 'x-forwarded-for': ip }, json: { email, senha } });

const bloqueiosDe = (ip: string) =>
  t.db
    .select({ email: auditoria.email, detalhes: auditoria.detalhes })
    .from(auditoria)
    .where(and(eq(auditoria.acao, 'LOGIN_BLOQUEADO'), eq(auditoria.ip, ip)))
    .orderBy(asc(auditoria.id));

// Some 50 sign-ins, 30 of them hashed: minutes on a loaded 2-core machine.
describe('the owner on a new computer during a flood of wrong guesses from ten addresses', {
  timeout: 300_000,
}, () => {
  it('gets in with the right password, while the flood and wrong guesses stay refused and audited in bulk', async () => {
    // Round after round, each address guesses a new e-mail: a wrong guess every address every round.
    const statuses = new Map<string, number[]>(ATACANTES.map((ip) => [ip, []]));
    for (let rodada = 1; rodada <= RODADAS; rodada++) {
      for (const ip of ATACANTES) {
        const res = await login(`robo${rodada}@empresa.local`, 'senha-errada-1', ip);
        if (res.status === 429) expect(((await res.json()) as { error: string }).error).toMatch(BLOQUEIO);
        statuses.get(ip)?.push(res.status);
      }
    }
    // Round 1: 10 failures reach the global limit (401). Rounds 2-3: past it, each guess is still checked and
    // refused (429). Rounds 4-5: the address is past its own limit of 3 and refused before any check (429).
    for (const ip of ATACANTES) expect(statuses.get(ip)).toEqual([401, 429, 429, 429, 429]);

    // The administrator, from an eleventh address it never used: the right password gets a session.
    const dono = await login(TEST_ADMIN.email, TEST_ADMIN.password, '198.51.100.211');
    expect(dono.status).toBe(200);
    const { token } = (await dono.json()) as { token: string };
    expect((await t.request('/api/me', { token })).status).toBe(200);

    // A wrong guess from a new address is still refused, as the flood's are.
    const errada = await login(TEST_ADMIN.email, 'senha-errada-2', '198.51.100.212');
    expect(errada.status).toBe(429);
    expect(Number(errada.headers.get('retry-after'))).toBeGreaterThan(300);
    expect(((await errada.json()) as { error: string }).error).toMatch(BLOQUEIO);

    // The audit: one LOGIN_BLOQUEADO row per address with the count of its refusals, not one row per refusal.
    for (const ip of ATACANTES) {
      expect(await bloqueiosDe(ip)).toEqual([
        {
          email: 'robo2@empresa.local',
          detalhes: expect.objectContaining({
            tentativas: 4,
            limites: ['global', 'ip'],
            ultimo_email: 'robo5@empresa.local',
          }),
        },
      ]);
    }
    expect(await bloqueiosDe('198.51.100.212')).toEqual([
      { email: TEST_ADMIN.email, detalhes: expect.objectContaining({ tentativas: 1, limites: ['global'] }) },
    ]);
    const [total] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditoria)
      .where(eq(auditoria.acao, 'LOGIN_BLOQUEADO'));
    expect(total?.n).toBe(ATACANTES.length + 1);
    const [falhas] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditoria)
      .where(eq(auditoria.acao, 'LOGIN_FALHA'));
    expect(falhas?.n).toBe(ATACANTES.length);

    // A refusal in the next window opens the address's next row.
    await t.db.execute(sql`update auditoria set created_at = created_at - interval '10 minutes'`);
    expect((await login('robo6@empresa.local', 'senha-errada-1', ATACANTES[0] ?? '')).status).toBe(429);
    const linhas = await bloqueiosDe(ATACANTES[0] ?? '');
    expect(linhas.map((l) => (l.detalhes as { tentativas: number }).tentativas)).toEqual([4, 1]);
  });
});
