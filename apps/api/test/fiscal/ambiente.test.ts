import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/fiscal/ambiente', () => {
  it('says a fresh install runs in simulação', async () => {
    const res = await t.request('/api/fiscal/ambiente', { token: await t.loginAsAdmin() });
    expect(await res.json()).toEqual({
      modo: 'simulacao',
      rotulo: 'Ambiente: simulação',
      descricao: 'As notas vão para o simulador da SEFAZ e não têm valor fiscal.',
      certificado: null,
      enderecos_substituidos: null,
    });
  });
});
