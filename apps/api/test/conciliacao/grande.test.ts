import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { enviarExtrato, montarOfx } from './ofx.ts';

let t: TestApp;
let token: string;
let itau: number;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  const res = await t.request('/api/financeiro/contas-bancarias', {
    method: 'POST',
    token,
    json: { descricao: 'Itaú', banco: '341', agencia: '0057', conta: '12345-7' },
  });
  itau = ((await res.json()) as { id: number }).id;
});
afterAll(async () => t.close());

describe('a large statement', () => {
  it('of 10 000 transactions (1.5 MB, read in a worker thread) is imported whole, listed a page of 999 at a time, and all repeated the second time', async () => {
    const linhas = Array.from({ length: 10_000 }, (_, i) => ({
      fitid: `G${i}`,
      data: `2025-03-${String((i % 28) + 1).padStart(2, '0')}`,
      valor: `${(i % 500) + 1}.${String(i % 100).padStart(2, '0')}`,
      memo: `PIX RECEBIDO CLIENTE ${i}`,
    }));
    const ofx = montarOfx({ bankId: '341', acctId: '123457' }, linhas);
    expect(ofx.length).toBeGreaterThan(1024 * 1024);
    expect(await enviarExtrato(t, token, ofx, itau)).toEqual({
      status: 200,
      body: { importadas: 10_000, repetidas: 0 },
    });
    const res = await t.request(
      `/api/financeiro/extratos/${itau}/transacoes?conciliada=false&limit=999&page=11`,
      {
        token,
      },
    );
    const pagina = (await res.json()) as { data: unknown[]; totalItems: number; totalPages: number };
    expect([res.status, pagina.totalItems, pagina.totalPages, pagina.data.length]).toEqual([
      200, 10_000, 11, 10,
    ]);
    expect((await enviarExtrato(t, token, ofx, itau)).body).toEqual({ importadas: 0, repetidas: 10_000 });
  });
});
