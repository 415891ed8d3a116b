import { hojeEmBrasilia } from '@erp/fiscal/data-hora';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriasFinanceiras } from '../../src/db/schema/financeiro.ts';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { CNPJ_EMPRESA, formComXml, remessaXml } from '../support/nfe-remessa.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
const get = async <T>(path: string) => {
  const res = await t.request(`/api${path}`, { token });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
});
afterAll(async () => t.close());

describe('GET /api/relatorios/fluxo-caixa', () => {
  beforeAll(async () => {
    const categorias = await t.db.select().from(categoriasFinanceiras);
    const receita = categorias.find((c) => c.tipo === 'RECEITA')?.id ?? 0;
    const despesa = categorias.find((c) => c.tipo === 'DESPESA')?.id ?? 0;
    const pago = (descricao: string, tipo: 'RECEITA' | 'DESPESA', valor: string, data: string) => ({
      descricao,
      tipo,
      valorOriginal: valor,
      dataVencimento: data,
      status: 'Pago' as const,
      valorPagoRecebido: valor,
      dataPagamentoRecebimento: data,
      idCategoria: tipo === 'RECEITA' ? receita : despesa,
    });
    await t.db.insert(lancamentos).values([
      pago('Industrialização setembro', 'RECEITA', '1000.10', '2026-09-30'),
      pago('Energia setembro', 'DESPESA', '250.05', '2026-09-15'),
      pago('Industrialização NF 15', 'RECEITA', '3333.33', '2026-10-05'),
      pago('Frete', 'DESPESA', '0.01', '2026-10-05'),
      pago('Energia outubro', 'DESPESA', '1200.00', '2026-10-20'),
      pago('Industrialização NF 16', 'RECEITA', '99.99', '2026-10-31'),
      pago('Depois do período', 'RECEITA', '5000.00', '2026-11-01'),
      {
        descricao: 'Pendente não conta',
        tipo: 'RECEITA',
        valorOriginal: '777.77',
        dataVencimento: '2026-10-10',
        idCategoria: receita,
      },
      { ...pago('Cancelada não conta', 'RECEITA', '888.88', '2026-10-11'), status: 'Pago' as const },
    ]);
    await t.db
      .update(lancamentos)
      .set({ status: 'Cancelado', valorPagoRecebido: null, dataPagamentoRecebimento: null })
      .where(eq(lancamentos.descricao, 'Cancelada não conta'));
  });

  it('computes opening balance, totals and the running balance to the centavo', async () => {
    const fluxo = await get<Record<string, unknown>>(
      '/relatorios/fluxo-caixa?data_inicio=2026-10-01&data_fim=2026-10-31',
    );
    // Before: 1000.10 - 250.05 = 750.05. In: 3333.33 + 99.99 = 3433.32. Out: 0.01 + 1200.00 = 1200.01.
    expect(fluxo).toMatchObject({
      saldoInicial: '750.05',
      totalEntradas: '3433.32',
      totalSaidas: '1200.01',
      saldoFinal: '2983.36',
    });
    expect(
      (fluxo.movimentacoes as { descricao: string; valor: string; saldo: string }[]).map((m) => [
        m.descricao,
        m.valor,
        m.saldo,
      ]),
    ).toEqual([
      ['Industrialização NF 15', '3333.33', '4083.38'],
      ['Frete', '0.01', '4083.37'],
      ['Energia outubro', '1200.00', '2883.37'],
      ['Industrialização NF 16', '99.99', '2983.36'],
    ]);
  });

  it('defaults to the first day of the month until today, in Brasília', async () => {
    const fluxo = await get<{ data_inicio: string; data_fim: string }>('/relatorios/fluxo-caixa');
    const hoje = hojeEmBrasilia();
    expect(fluxo).toMatchObject({ data_inicio: `${hoje.slice(0, 8)}01`, data_fim: hoje });
    // 02:30 UTC on the 1st is still the last day of the previous month in Brasília.
    expect(hojeEmBrasilia(new Date('2026-12-01T02:30:00Z'))).toBe('2026-11-30');
  });

  it('refuses an inverted or malformed period', async () => {
    expect(
      (await t.request('/api/relatorios/fluxo-caixa?data_inicio=2026-10-31&data_fim=2026-10-01', { token }))
        .status,
    ).toBe(400);
    expect((await t.request('/api/relatorios/fluxo-caixa?data_inicio=01/10/2026', { token })).status).toBe(
      400,
    );
  });
});

describe('GET /api/relatorios/estoque', () => {
  it('shows stock in kg, the clients’ share from entry balances, and the total', async () => {
    await t.request('/api/preferencias/empresa', {
      method: 'PUT',
      token,
      json: { razao_social: 'Plásticos', cnpj: CNPJ_EMPRESA },
    });
    await t.request('/api/produtos', {
      method: 'POST',
      token,
      json: {
        nome: 'Polipropileno H503',
        codigo_interno: 'PP-H503',
        ncm: '39021020',
        estoque_atual: '500.25',
      },
    });
    await t.request('/api/produtos', {
      method: 'POST',
      token,
      json: { nome: 'Masterbatch preto', codigo_interno: 'MB', ncm: '32064910', estoque_atual: '10.10' },
    });
    const xml = remessaXml({
      nNF: 7,
      itens: [{ cProd: 'PP-H503', xProd: 'PP', qCom: '1000.5000', vUnCom: '1.00', vProd: '1000.50' }],
    }).xml;
    expect(
      (await t.request('/api/upload/nfe-entrada', { method: 'POST', token, body: formComXml(xml) })).status,
    ).toBe(201);

    const rel = await get<{ totalEstoqueKg: string; totalItems: number; data: Record<string, unknown>[] }>(
      '/relatorios/estoque?page=1&limit=10',
    );
    expect(rel.totalEstoqueKg).toBe('1510.85');
    expect(rel.data).toEqual([
      {
        id: expect.any(Number),
        nome: 'Masterbatch preto',
        codigo_interno: 'MB',
        unidade_medida: 'KG',
        estoque_kg: '10.10',
        saldo_clientes_kg: '0.00',
        estoque_proprio_kg: '10.10',
        // Issue 24: own and clients' kg apart, the own stock at its cost (none typed with an initial stock).
        estoque_terceiros_kg: '0.00',
        custo_medio_kg: '0.0000',
        valor_estoque_proprio: '0.00',
      },
      {
        id: expect.any(Number),
        nome: 'Polipropileno H503',
        codigo_interno: 'PP-H503',
        unidade_medida: 'KG',
        estoque_kg: '1500.75',
        saldo_clientes_kg: '1000.50',
        estoque_proprio_kg: '500.25',
        estoque_terceiros_kg: '1000.50',
        custo_medio_kg: '0.0000',
        valor_estoque_proprio: '0.00',
      },
    ]);
    expect(rel).toMatchObject({
      totalEstoqueProprioKg: '510.35',
      totalEstoqueTerceirosKg: '1000.50',
      valorEstoqueProprio: '0.00',
    });
    const filtrado = await get<{ totalEstoqueKg: string; totalItems: number }>(
      '/relatorios/estoque?search=polipropileno',
    );
    expect(filtrado).toMatchObject({ totalEstoqueKg: '1500.75', totalItems: 1 });
  });
});
