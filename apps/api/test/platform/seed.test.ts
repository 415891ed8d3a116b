import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes, fornecedores, produtos, servicos } from '../../src/db/schema/cadastros.ts';
import { categoriasFinanceiras } from '../../src/db/schema/financeiro.ts';
import { cfop, cst, estados, municipios, ncm } from '../../src/db/schema/referencia.ts';
import { perfis } from '../../src/db/schema/usuarios.ts';
import { seedBase } from '../../src/db/seed/seed-base.ts';
import { seedDemo } from '../../src/db/seed/seed-demo.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const total = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]?.n;

describe('seed', () => {
  it('loads profiles, financial categories and the full government tables', async () => {
    expect((await t.db.select({ nome: perfis.nome }).from(perfis)).map((p) => p.nome).sort()).toEqual([
      'Administrador',
      'Chão de fábrica',
      'Operador',
    ]);
    const tipos = new Set((await t.db.select().from(categoriasFinanceiras)).map((c) => c.tipo));
    expect(tipos).toEqual(new Set(['RECEITA', 'DESPESA']));
    expect(await total(estados)).toBe(27);
    expect(await total(municipios)).toBe(5571);
    // The NCM file repeats some codes (same code, same text): one row per distinct code.
    expect(await total(ncm)).toBe(10933);
    expect(await total(cfop)).toBe(619);
    expect(await total(cst)).toBe(101);
    const [campinas] = await t.db.select().from(municipios).where(eq(municipios.codigo, 3509502));
    expect(campinas).toEqual({ codigo: 3509502, nome: 'Campinas', codigoUf: 35 });
    const [polipropileno] = await t.db.select().from(ncm).where(eq(ncm.codigo, '39021020'));
    expect(polipropileno?.descricao).toMatch(/Polipropileno/);
  });

  it('is safe to run again and never replaces an existing admin', async () => {
    const result = await seedBase(t.db, { email: 'outro@empresa.local', password: 'Outra-Senha-99' });
    expect(result.adminCreated).toBeUndefined();
    expect(await total(municipios)).toBe(5571);
  });

  it('demo data loads once and only on request', async () => {
    expect(await total(clientes)).toBe(0);
    await seedDemo(t.db);
    await seedDemo(t.db);
    expect(await total(clientes)).toBe(3);
    expect(await total(produtos)).toBe(5);
    expect(await total(servicos)).toBe(3);
    expect(await total(fornecedores)).toBe(3);
  });
});
