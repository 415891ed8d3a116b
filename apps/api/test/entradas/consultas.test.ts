import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nfeEntradaItens } from '../../src/db/schema/entradas.ts';
import { CNPJ_EMPRESA, formComXml, remessaXml } from '../support/nfe-remessa.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
const ids: number[] = [];
let idCliente = 0;
let idProduto = 0;

const api = async <T>(path: string) => (await (await t.request(`/api${path}`, { token })).json()) as T;
const PP = {
  cProd: 'PP-H503',
  xProd: 'Polipropileno H503',
  qCom: '100.0000',
  vUnCom: '8.00',
  vProd: '800.00',
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  await t.request('/api/preferencias/empresa', {
    method: 'PUT',
    token,
    json: { razao_social: 'Plásticos Transformação', cnpj: CNPJ_EMPRESA },
  });
  const produto = await t.request('/api/produtos', {
    method: 'POST',
    token,
    json: { nome: 'Polipropileno H503', codigo_interno: 'PP-H503', ncm: '39021020' },
  });
  idProduto = ((await produto.json()) as { id: number }).id;
  // Imported out of order: FIFO must follow the emission date, not the import order.
  for (const [nNF, dhEmi] of [
    [102, '2026-11-03T09:00:00-03:00'],
    [101, '2026-10-28T23:30:00-03:00'],
    [103, '2026-11-10T08:00:00-03:00'],
  ] as const) {
    const res = await t.request('/api/upload/nfe-entrada', {
      method: 'POST',
      token,
      body: formComXml(remessaXml({ nNF, dhEmi, itens: nNF === 102 ? [PP, PP] : [PP] }).xml),
    });
    const body = (await res.json()) as { id: number };
    ids.push(body.id);
  }
  const lista = await api<{ data: { id_cliente: number }[] }>('/upload/nfe-entrada');
  idCliente = lista.data[0]?.id_cliente ?? 0;
});
afterAll(async () => t.close());

describe('incoming NF-e queries', () => {
  it('lists the latest imports first, with search by client or number and a period on the emission day', async () => {
    const all = await api<{
      totalItems: number;
      data: { numero_nf: number; nome_razao_social: string; status_manifestacao: string }[];
    }>('/upload/nfe-entrada?page=1&limit=10');
    expect(all.totalItems).toBe(3);
    expect(all.data.map((e) => e.numero_nf)).toEqual([103, 101, 102]);
    expect(all.data[0]).toMatchObject({
      nome_razao_social: 'Embalagens Paulista Ltda',
      status_manifestacao: 'Pendente',
    });
    const byNumber = await api<{ data: { numero_nf: number }[] }>('/upload/nfe-entrada?search=101');
    expect(byNumber.data.map((e) => e.numero_nf)).toEqual([101]);
    const byClient = await api<{ totalItems: number }>('/upload/nfe-entrada?search=embalagens%20PAULISTA');
    expect(byClient.totalItems).toBe(3);
    // 28/10 23:30 in Brasília is 29/10 in UTC: the filter uses the Brazilian calendar day.
    const october = await api<{ data: { numero_nf: number }[] }>(
      '/upload/nfe-entrada?data_inicio=2026-10-28&data_fim=2026-10-28',
    );
    expect(october.data.map((e) => e.numero_nf)).toEqual([101]);
    const novembro = await api<{ data: { numero_nf: number }[] }>(
      '/upload/nfe-entrada?data_inicio=2026-11-01&data_fim=2026-11-10',
    );
    expect(novembro.data.map((e) => e.numero_nf)).toEqual([103, 102]);
    const bad = await t.request('/api/upload/nfe-entrada?data_inicio=31/10/2026', { token });
    expect(bad.status).toBe(400);
  });

  it('gives the items with their kg balance and the client entries that still have balance', async () => {
    const [, primeiraEmitida] = ids;
    const itens = await api<{ nome: string; saldo_kg: string }[]>(
      `/upload/nfe-entrada/${primeiraEmitida}/itens`,
    );
    expect(itens).toEqual([
      {
        id: expect.any(Number),
        nome: 'Polipropileno H503',
        id_produto: idProduto,
        quantidade_kg: '100.0000',
        saldo_kg: '100.0000',
        retornos: [],
        destino: 'terceiros',
        assinatura_pendente: false,
      },
    ]);
    const doCliente = await api<{ numero_nf: number }[]>(`/upload/nfe-entrada/cliente/${idCliente}`);
    expect(doCliente.map((e) => e.numero_nf)).toEqual([101, 102, 103]);
    expect((await t.request('/api/upload/nfe-entrada/999999/itens', { token })).status).toBe(404);
  });

  it('FIFO picks the oldest item with balance, skips exhausted ones, and says so in Portuguese when none is left', async () => {
    const oldest = await api<{ id: number; numero_nf: number; saldo_kg: string }>(
      `/fifo-item/cliente/${idCliente}/produto/${idProduto}`,
    );
    expect(oldest).toMatchObject({ numero_nf: 101, saldo_kg: '100.0000' });
    await t.db.update(nfeEntradaItens).set({ saldoKg: '0' }).where(eq(nfeEntradaItens.id, oldest.id));
    expect(
      await api<{ numero_nf: number }>(`/fifo-item/cliente/${idCliente}/produto/${idProduto}`),
    ).toMatchObject({ numero_nf: 102 });
    const comSaldo = await api<{ numero_nf: number }[]>(`/upload/nfe-entrada/cliente/${idCliente}`);
    expect(comSaldo.map((e) => e.numero_nf)).toEqual([102, 103]);
    await t.db.update(nfeEntradaItens).set({ saldoKg: '0' });
    const none = await t.request(`/api/fifo-item/cliente/${idCliente}/produto/${idProduto}`, { token });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({
      error: 'Nenhuma nota de entrada deste cliente com saldo disponível para este produto.',
    });
    expect(await api<unknown[]>(`/upload/nfe-entrada/cliente/${idCliente}`)).toEqual([]);
  });
});
