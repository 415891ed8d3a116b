import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes, produtos } from '../../src/db/schema/cadastros.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
});
afterAll(async () => t.close());

const totalItems = async (path: string) =>
  ((await (await t.request(path, { token })).json()) as { totalItems: number }).totalItems;
const realCount = async (table: typeof clientes | typeof produtos) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

describe('exact counts of the large registers', () => {
  it('follows single and bulk inserts, upserts and deletes', async () => {
    await t.db.insert(produtos).values(
      Array.from({ length: 25 }, (_, i) => ({
        nome: `Produto ${i}`,
        codigoInterno: `P-${i}`,
        ncm: '39021020',
      })),
    );
    const res = await t.request('/api/produtos', {
      method: 'POST',
      token,
      json: { nome: 'Um', codigo_interno: 'UM', ncm: '39021020' },
    });
    const { id } = (await res.json()) as { id: number };
    await t.request(`/api/produtos/${id}`, { method: 'DELETE', token });
    await t.db.execute(sql`delete from produtos where codigo_interno in ('P-1', 'P-2')`);
    expect(await totalItems('/api/produtos?page=1&limit=10')).toBe(23);
    expect(await realCount(produtos)).toBe(23);

    await t.db.insert(clientes).values({ nomeRazaoSocial: 'A', cpfCnpj: '11222333000181' });
    // An upsert that updates inserts nothing and must not count.
    await t.db
      .insert(clientes)
      .values({ nomeRazaoSocial: 'A de novo', cpfCnpj: '11222333000181' })
      .onConflictDoUpdate({ target: clientes.cpfCnpj, set: { nomeRazaoSocial: 'A de novo' } });
    await t.db.insert(clientes).values({ nomeRazaoSocial: 'B', cpfCnpj: '52998224725' });
    expect(await totalItems('/api/clientes?page=1&limit=10')).toBe(2);
    expect(await realCount(clientes)).toBe(2);
  });

  it('refuses TRUNCATE, which would bypass the counter', async () => {
    await expect(t.db.execute(sql`truncate produtos cascade`)).rejects.toThrow();
    expect(await totalItems('/api/produtos?page=1&limit=10')).toBe(await realCount(produtos));
  });
});
