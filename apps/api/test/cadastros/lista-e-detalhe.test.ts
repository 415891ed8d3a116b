import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produtos } from '../../src/db/schema/cadastros.ts';
import type { PageWindow } from '../../src/lib/pagination.ts';
import { toClienteDto } from '../../src/modules/clientes/cliente-dto.ts';
import { findCliente, listClientes } from '../../src/modules/clientes/clientes.repository.ts';
import { toProdutoDto } from '../../src/modules/produtos/produto-dto.ts';
import { findProduto, listProdutos } from '../../src/modules/produtos/produtos.repository.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A register's list row is read by SQL that names the API's fields (colunasDoProduto, colunasDoCliente), its
 * detail (the answer of a create or an edit, the audit's before/after) by toProdutoDto / toClienteDto from the
 * whole row. Two mappings of one thing: the clerk must see the same fields and the same values in the list and
 * after saving, whichever of the list's queries (the screen's page, another size, a search) brought the row.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
});
afterAll(async () => t.close());

const api = (path: string, method = 'GET', json?: unknown) =>
  t.request(`/api${path}`, { method, token, json });
const janela = (limit: number): PageWindow => ({ currentPage: 1, totalPages: 1, limit, offset: 0 });

async function linhasDaApi(rota: string, consultas: string[]): Promise<Record<string, unknown>[][]> {
  return Promise.all(
    consultas.map(async (q) => {
      const res = await api(`${rota}?${q}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data?: Record<string, unknown>[] } | Record<string, unknown>[];
      return Array.isArray(body) ? body : (body.data ?? []);
    }),
  );
}

describe('produtos: the list row and the detail are the same product', () => {
  it('holds for every query of the list, with stock to the tenth of a gram and IPI rates with trailing zeros', async () => {
    const criados: Record<string, unknown>[] = [];
    for (const [nome, codigo] of [
      ['Polipropileno Homopolímero', 'PP-H503'],
      ['Polietileno Alta Densidade', 'PEAD-7731'],
      ['Poliestireno Cristal', 'PS-1020'],
    ] as const) {
      const res = await api('/produtos', 'POST', {
        nome,
        codigo_interno: codigo,
        ncm: '3902.10.20',
        unidade_medida: 'KG',
        preco_venda: '9.80',
        estoque_atual: '0',
        cfop_padrao: '5902',
      });
      expect(res.status).toBe(201);
      criados.push((await res.json()) as Record<string, unknown>);
    }
    // What the screens cannot type but the ledger makes: 4 places of kg, rounded half up to 2 on both sides.
    const [a, b, c] = criados.map((p) => p.id as number) as [number, number, number];
    await t.db
      .update(produtos)
      .set({ estoqueAtual: '10.0050', estoqueProprioKg: '2.0025', aliquotaIpi: '5.0000' })
      .where(eq(produtos.id, a));
    await t.db
      .update(produtos)
      .set({ estoqueAtual: '1250.4951', estoqueProprioKg: '0.0049', aliquotaIpi: '3.2500' })
      .where(eq(produtos.id, b));
    await t.db.update(produtos).set({ aliquotaIpi: '0.0000' }).where(eq(produtos.id, c));

    const detalhes = new Map<number, unknown>();
    for (const id of [a, b, c]) detalhes.set(id, toProdutoDto((await findProduto(t.db, id)) as never));

    // The repository's rows, key for key (the HTTP answer passes through the contract, which drops extra keys).
    for (const [busca, limite] of [
      [undefined, 10],
      [undefined, 25],
      ['Poli', 10],
      ['Polipropileno Homopolímero', 10],
      ['PS-1020', 10],
    ] as const) {
      const { rows } = await listProdutos(t.db, busca, janela(limite));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toStrictEqual(detalhes.get(row.id));
    }

    // And what the clerk sees: the list's rows over HTTP are the detail, and the create's answer matched too.
    const listas = await linhasDaApi('/produtos', ['page=1&limit=10', 'search=Polietileno%20Alta']);
    for (const row of listas.flat()) expect(row).toEqual(detalhes.get(row.id as number));
    const detalheDeC = detalhes.get(c) as Record<string, unknown>;
    expect(criados[2]).toEqual({ ...detalheDeC, aliquota_ipi: null });
  });
});

describe('clientes: the list row and the detail are the same client', () => {
  it('holds for the plain list, the page, a search by name and one by document, filled fields and nulls alike', async () => {
    const completo = {
      nome_razao_social: 'Embalagens Paulista Ltda',
      nome_fantasia: 'Embalagens Paulista',
      cpf_cnpj: '11.222.333/0001-81',
      inscricao_estadual: '110.042.490.114',
      email: 'compras@embalagenspaulista.com.br',
      email_nfe: 'nfe@embalagenspaulista.com.br',
      telefone: '(11) 3333-4444',
      logradouro: 'Rua das Indústrias',
      numero: '1200',
      complemento: 'Galpão 3',
      bairro: 'Distrito Industrial',
      cidade: 'sao jose dos campos',
      uf: 'sp',
      cep: '12.230-000',
      tipo_referenciacao: 'FIFO',
      condicao_pagamento_dias: 45,
    };
    const minimo = { nome_razao_social: 'José da Silva', cpf_cnpj: '529.982.247-25' };
    const criados: Record<string, unknown>[] = [];
    for (const cliente of [completo, minimo]) {
      const res = await api('/clientes', 'POST', cliente);
      expect(res.status).toBe(201);
      criados.push((await res.json()) as Record<string, unknown>);
    }

    const detalhes = new Map<number, unknown>();
    for (const c of criados) {
      const id = c.id as number;
      const detalhe = toClienteDto((await findCliente(t.db, id)) as never);
      expect(c).toEqual(detalhe);
      detalhes.set(id, detalhe);
    }

    for (const [busca, limite] of [
      [undefined, 10],
      [undefined, 25],
      ['Paulista', 10],
      ['11.222.333', 10],
      ['529982', 10],
    ] as const) {
      const { rows } = await listClientes(t.db, busca, janela(limite));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).toStrictEqual(detalhes.get(row.id));
    }

    const listas = await linhasDaApi('/clientes', [
      '',
      'page=1&limit=10',
      'search=Silva',
      'search=52998224725',
    ]);
    expect(listas.map((l) => l.length)).toEqual([2, 2, 1, 1]);
    for (const row of listas.flat()) expect(row).toEqual(detalhes.get(row.id as number));
  });
});
