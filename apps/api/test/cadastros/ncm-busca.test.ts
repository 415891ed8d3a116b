import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
});
afterAll(async () => t.close());

const buscar = async (termo: string) => {
  const res = await t.request(`/api/ncm?search=${encodeURIComponent(termo)}`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { codigo: string; descricao: string }[]).map((n) => n.codigo);
};

describe('NCM search by code', () => {
  it('lists the codes that start with the typed digits before those that only contain them', async () => {
    const codigos = await buscar('3923');
    // The seeded table has 14 codes of heading 3923; 29333923, 30033923... only contain the digits.
    const daPosicao = codigos.filter((c) => c.startsWith('3923'));
    expect(daPosicao).toHaveLength(14);
    expect(codigos.slice(0, 14)).toEqual(daPosicao);
    expect(codigos.slice(0, 3)).toEqual(['39231010', '39231090', '39232110']);
    expect(codigos.slice(14, 16)).toEqual(['29333923', '30033923']);
  });

  it('takes the code with its dots, and a full code finds itself first with its description', async () => {
    expect((await buscar('3923.50'))[0]).toBe('39235000');
    const res = await t.request('/api/ncm?search=3923.50.00', { token });
    expect(((await res.json()) as { codigo: string; descricao: string }[])[0]).toEqual({
      codigo: '39235000',
      descricao:
        'Artigos de transporte ou de embalagem, de plástico; rolhas, tampas, cápsulas e outros dispositivos para ' +
        'fechar recipientes, de plástico. - Rolhas, tampas, cápsulas e outros dispositivos para fechar recipientes',
    });
  });

  it('keeps a description search in code order', async () => {
    const codigos = await buscar('rolhas, tampas');
    expect(codigos.length).toBeGreaterThan(0);
    expect([...codigos].sort()).toEqual(codigos);
  });
});
