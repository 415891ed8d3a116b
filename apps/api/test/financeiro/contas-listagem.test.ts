import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  type Api,
  apiOf,
  categorias,
  inserirLancamento,
  json,
  novoCliente,
  novoFornecedor,
  type Pagina,
} from './factories.ts';

let t: TestApp;
let api: Api;
let cat: Awaited<ReturnType<typeof categorias>>;

const lista = async (path: string) => {
  const res = await api(path);
  expect(res.status, path).toBe(200);
  return json<Pagina>(res);
};
const descricoes = (p: Pagina) => p.data.map((l) => l.descricao);

beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t, await t.loginAsAdmin());
  cat = await categorias(api);
  const joao = await novoCliente(t, 'João Plásticos Ltda');
  const sao = await novoCliente(t, 'Indústria São Jorge');
  const energia = await novoFornecedor(t, 'Companhia Energética Paulista');
  const r = { tipo: 'RECEITA' as const, idCategoria: cat.industrializacao };
  const d = { tipo: 'DESPESA' as const, idCategoria: cat.energia };
  // Inserted out of order: the lists sort by due date, then id.
  await inserirLancamento(t, {
    ...r,
    descricao: 'Moagem lote 7',
    idCliente: joao,
    dataVencimento: '2025-03-31',
  });
  await inserirLancamento(t, {
    ...r,
    descricao: 'Extrusão lote 3',
    idCliente: sao,
    dataVencimento: '2025-03-01',
  });
  await inserirLancamento(t, {
    ...r,
    descricao: 'NF-e 1234',
    idCliente: sao,
    dataVencimento: '2025-02-28',
    origem: 'NFE',
    idDocumento: 1234,
  });
  await inserirLancamento(t, {
    ...r,
    descricao: 'Pelotização recebida',
    idCliente: joao,
    dataVencimento: '2025-03-15',
    status: 'Pago',
    valorPagoRecebido: '99.90',
    dataPagamentoRecebimento: '2025-03-14',
  });
  await inserirLancamento(t, {
    ...r,
    descricao: 'NF-e 1200 cancelada',
    idCliente: sao,
    dataVencimento: '2025-04-01',
    status: 'Cancelado',
    origem: 'NFE',
  });
  await inserirLancamento(t, {
    ...d,
    descricao: 'Conta de luz março',
    idFornecedor: energia,
    dataVencimento: '2025-03-10',
  });
  await inserirLancamento(t, { ...d, descricao: 'Taxa avulsa', dataVencimento: '2025-03-01' });
});
afterAll(async () => t.close());

describe('GET /api/financeiro/contas-a-receber and contas-a-pagar', () => {
  it('lists only its own type, by due date, with names, origin and amounts as decimal strings', async () => {
    const receber = await lista('/financeiro/contas-a-receber');
    expect(receber).toMatchObject({ totalItems: 5, totalPages: 1, currentPage: 1 });
    expect(descricoes(receber)).toEqual([
      'NF-e 1234',
      'Extrusão lote 3',
      'Pelotização recebida',
      'Moagem lote 7',
      'NF-e 1200 cancelada',
    ]);
    const pago = receber.data[2];
    expect(pago).toEqual({
      id: pago?.id,
      descricao: 'Pelotização recebida',
      tipo: 'RECEITA',
      valor_original: '100.00',
      data_vencimento: '2025-03-15',
      status: 'Pago',
      id_categoria: cat.industrializacao,
      categoria_nome: 'Serviços de Industrialização',
      id_fornecedor: null,
      fornecedor_nome: null,
      id_cliente: pago?.id_cliente,
      cliente_nome: 'João Plásticos Ltda',
      valor_pago_recebido: '99.90',
      data_pagamento_recebimento: '2025-03-14',
      valor_desconto: '0.00',
      valor_juros_multa: '0.00',
      origem: 'MANUAL',
    });
    expect(receber.data[0]?.origem).toBe('NFE');

    const pagar = await lista('/financeiro/contas-a-pagar');
    expect(pagar.totalItems).toBe(2);
    expect(pagar.data.map((l) => [l.descricao, l.fornecedor_nome, l.cliente_nome])).toEqual([
      ['Taxa avulsa', null, null],
      ['Conta de luz março', 'Companhia Energética Paulista', null],
    ]);
  });

  it('filters by status: Pendente, Pago and Cancelado', async () => {
    expect(descricoes(await lista('/financeiro/contas-a-receber?status=Pendente'))).toEqual([
      'NF-e 1234',
      'Extrusão lote 3',
      'Moagem lote 7',
    ]);
    expect(descricoes(await lista('/financeiro/contas-a-receber?status=Pago'))).toEqual([
      'Pelotização recebida',
    ]);
    expect(descricoes(await lista('/financeiro/contas-a-receber?status=Cancelado'))).toEqual([
      'NF-e 1200 cancelada',
    ]);
    // An empty select on the screen means no filter.
    expect((await lista('/financeiro/contas-a-receber?status=')).totalItems).toBe(5);
  });

  it('filters the due date by period, both ends included', async () => {
    const marco = await lista('/financeiro/contas-a-receber?data_inicio=2025-03-01&data_fim=2025-03-31');
    expect(descricoes(marco)).toEqual(['Extrusão lote 3', 'Pelotização recebida', 'Moagem lote 7']);
    expect(descricoes(await lista('/financeiro/contas-a-receber?data_inicio=2025-03-31'))).toEqual([
      'Moagem lote 7',
      'NF-e 1200 cancelada',
    ]);
    expect(descricoes(await lista('/financeiro/contas-a-receber?data_fim=2025-02-28'))).toEqual([
      'NF-e 1234',
    ]);
    expect(
      descricoes(await lista('/financeiro/contas-a-pagar?data_inicio=2025-03-10&data_fim=2025-03-10')),
    ).toEqual(['Conta de luz março']);
    expect((await lista('/financeiro/contas-a-receber?data_inicio=&data_fim=')).totalItems).toBe(5);
  });

  it('combines status, period and search', async () => {
    const res = await lista(
      '/financeiro/contas-a-receber?status=Pendente&data_inicio=2025-03-01&data_fim=2025-03-31&search=sao jorge',
    );
    expect(descricoes(res)).toEqual(['Extrusão lote 3']);
  });

  it('searches description, client and supplier names without minding accents or case', async () => {
    expect(descricoes(await lista('/financeiro/contas-a-receber?search=EXTRUSAO'))).toEqual([
      'Extrusão lote 3',
    ]);
    expect(descricoes(await lista('/financeiro/contas-a-receber?search=joao plast'))).toEqual([
      'Pelotização recebida',
      'Moagem lote 7',
    ]);
    expect(descricoes(await lista('/financeiro/contas-a-pagar?search=energetica'))).toEqual([
      'Conta de luz março',
    ]);
    expect(descricoes(await lista('/financeiro/contas-a-pagar?search=MARCO'))).toEqual([
      'Conta de luz março',
    ]);
    // A supplier's name never brings receivables, nor a client's name payables.
    expect((await lista('/financeiro/contas-a-receber?search=energetica')).totalItems).toBe(0);
    expect((await lista('/financeiro/contas-a-pagar?search=100%')).totalItems).toBe(0);
  });

  it('pages 10 at a time and clamps a page past the end', async () => {
    for (let i = 1; i <= 9; i++) {
      await inserirLancamento(t, {
        tipo: 'DESPESA',
        idCategoria: cat.materiaPrima,
        descricao: `Resina ${i}`,
        dataVencimento: `2026-01-${String(10 + i)}`,
      });
    }
    const p1 = await lista('/financeiro/contas-a-pagar?page=1&limit=10');
    expect(p1).toMatchObject({ totalItems: 11, totalPages: 2, currentPage: 1 });
    expect(p1.data).toHaveLength(10);
    const p2 = await lista('/financeiro/contas-a-pagar?page=2&limit=10');
    expect(descricoes(p2)).toEqual(['Resina 9']);
    expect(await lista('/financeiro/contas-a-pagar?page=9&limit=10')).toMatchObject({
      currentPage: 2,
      totalPages: 2,
    });
    expect(await lista('/financeiro/contas-a-pagar?search=nada disso')).toEqual({
      data: [],
      totalItems: 0,
      totalPages: 1,
      currentPage: 1,
    });
  });

  it('refuses invalid dates, an inverted period and an unknown status in Portuguese', async () => {
    const cases: [string, string, string][] = [
      ['data_inicio=2025-02-30', 'data_inicio', 'Data inválida (use AAAA-MM-DD).'],
      ['data_fim=31/03/2025', 'data_fim', 'Data inválida (use AAAA-MM-DD).'],
      [
        'data_inicio=2025-04-01&data_fim=2025-03-01',
        'data_fim',
        'A data final não pode ser anterior à data inicial.',
      ],
      ['status=Quitado', 'status', 'Status inválido: use Pendente, Pago ou Cancelado.'],
    ];
    for (const [query, campo, mensagem] of cases) {
      const res = await api(`/financeiro/contas-a-receber?${query}`);
      expect(res.status, query).toBe(400);
      const body = await json<{ error: string; details: unknown[] }>(res);
      expect(body.details, query).toContainEqual({ campo, mensagem });
      expect(body.error).toContain(mensagem);
    }
  });

  it('requires a session', async () => {
    expect((await t.request('/api/financeiro/contas-a-receber')).status).toBe(401);
    expect((await t.request('/api/financeiro/categorias')).status).toBe(401);
  });
});

describe('GET /api/financeiro/categorias', () => {
  it('lists the seeded categories with their type', async () => {
    const res = await api('/financeiro/categorias');
    expect(res.status).toBe(200);
    const lista = await json<{ id: number; nome: string; tipo: string }[]>(res);
    expect(lista).toContainEqual({ id: cat.energia, nome: 'Energia Elétrica', tipo: 'DESPESA' });
    expect(lista).toContainEqual({ id: cat.venda, nome: 'Venda de Mercadorias', tipo: 'RECEITA' });
    expect(lista.filter((c) => c.tipo === 'DESPESA')).toHaveLength(8);
    expect(lista.filter((c) => c.tipo === 'RECEITA')).toHaveLength(3);
  });
});
