import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { municipios } from '../../src/db/schema/referencia.ts';
import { containsText } from '../../src/db/search.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const find = async (term: string) =>
  (
    await t.db
      .select()
      .from(municipios)
      .where(containsText(municipios.nome, term))
      .orderBy(asc(municipios.codigo))
  ).map((m) => m.nome);

describe('containsText', () => {
  it('ignores accents and case', async () => {
    expect(await find('SAO JOSE DOS CAMPOS')).toEqual(['São José dos Campos']);
    expect(await find('itajubá')).toEqual(['Itajubá']);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect(await find('%')).toEqual([]);
    expect(await find('_')).toEqual([]);
  });
});
