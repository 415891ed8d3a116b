import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { produtos } from '../../src/db/schema/cadastros.ts';
import { estoqueMovimentos } from '../../src/db/schema/estoque.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
});
afterAll(async () => t.close());

const api = (path: string, method = 'GET', json?: unknown) =>
  t.request(`/api${path}`, { method, token, json });
const PP = {
  nome: 'Polipropileno Homopolímero',
  codigo_interno: 'PP-H503',
  ncm: '3902.10.20',
  unidade_medida: 'KG',
  preco_venda: '9.80',
  estoque_atual: '1250.50',
  cfop_padrao: '5902',
};

describe('/api/produtos', () => {
  let id: number;

  it('creates a product, its initial stock entering through the ledger', async () => {
    const res = await api('/produtos', 'POST', PP);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number };
    id = body.id;
    expect(body).toEqual({
      id,
      nome: PP.nome,
      codigo_interno: 'PP-H503',
      ncm: '39021020',
      unidade_medida: 'KG',
      preco_venda: '9.80',
      aliquota_ipi: null,
      estoque_atual: '1250.50',
      // The initial stock is the company's own (issue 24).
      estoque_proprio_kg: '1250.50',
      estoque_terceiros_kg: '0.00',
      cfop_padrao: '5902',
      tipo_item_efd: null,
    });
    const ledger = await t.db.select().from(estoqueMovimentos).where(eq(estoqueMovimentos.idProduto, id));
    expect(ledger.map((m) => [m.origem, m.quantidadeKg, m.destino])).toEqual([
      ['ESTOQUE_INICIAL', '1250.5000', 'proprio'],
    ]);
  });

  it('records a stock change on edit as an adjustment of the exact difference', async () => {
    const res = await api(`/produtos/${id}`, 'PUT', { ...PP, estoque_atual: '1000.25', preco_venda: 10 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ estoque_atual: '1000.25', preco_venda: '10.00' });
    const [soma] = await t.db
      .select({ total: sql<string>`sum(${estoqueMovimentos.quantidadeKg})` })
      .from(estoqueMovimentos)
      .where(eq(estoqueMovimentos.idProduto, id));
    expect(soma?.total).toBe('1000.2500');
    const ajustes = await t.db.select().from(estoqueMovimentos).where(eq(estoqueMovimentos.origem, 'AJUSTE'));
    expect(ajustes.map((m) => m.quantidadeKg)).toEqual(['-250.2500']);
  });

  it('refuses a duplicate SKU with 409', async () => {
    const res = await api('/produtos', 'POST', { ...PP, nome: 'Outro' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'Já existe um produto com este código (SKU).' });
  });

  it('validates every field in Portuguese', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nome: '' }, 'nome', 'Campo obrigatório.'],
      [{ ncm: '3902' }, 'ncm', 'O NCM deve ter 8 dígitos.'],
      [{ ncm: '99999999' }, 'ncm', 'NCM 99999999 não existe na tabela NCM.'],
      [{ unidade_medida: 'LT' }, 'unidade_medida', 'Unidade inválida: use TN, KG, UN, CX ou PC.'],
      [{ preco_venda: '-1' }, 'preco_venda', 'O valor mínimo é 0.'],
      [{ preco_venda: '9.999' }, 'preco_venda', 'Informe um número com no máximo 2 casas decimais.'],
      [{ cfop_padrao: '59021' }, 'cfop_padrao', 'O CFOP deve ter 4 dígitos.'],
      [{ aliquota_ipi: '-1' }, 'aliquota_ipi', 'O valor mínimo é 0.'],
      [{ aliquota_ipi: '1000' }, 'aliquota_ipi', 'O valor máximo é 999.9999.'],
      [{ aliquota_ipi: '3,25001' }, 'aliquota_ipi', 'Informe um número com no máximo 4 casas decimais.'],
      [{ aliquota_ipi: '1.234,5' }, 'aliquota_ipi', 'Informe um número com no máximo 4 casas decimais.'],
      [{ aliquota_ipi: 'isento' }, 'aliquota_ipi', 'Informe um número com no máximo 4 casas decimais.'],
      [{ cfop_padrao: '5999' }, 'cfop_padrao', 'CFOP 5999 não existe na tabela de CFOP.'],
    ];
    for (const [patch, campo, mensagem] of cases) {
      const res = await api('/produtos', 'POST', { ...PP, codigo_interno: `X-${campo}`, ...patch });
      expect(res.status, campo).toBe(400);
      const body = (await res.json()) as { details: { campo: string; mensagem: string }[] };
      expect(body.details, campo).toContainEqual({ campo, mensagem });
    }
  });

  it('keeps the IPI rate of the TIPI as typed, comma or point, 0 included, and answers it in the list', async () => {
    const criado = await api('/produtos', 'POST', { ...PP, codigo_interno: 'PP-IPI', aliquota_ipi: '3,25' });
    expect(criado.status).toBe(201);
    const produto = (await criado.json()) as { id: number; aliquota_ipi: string | null };
    expect(produto.aliquota_ipi).toBe('3.25');
    const [row] = await t.db.select().from(produtos).where(eq(produtos.id, produto.id));
    expect(row?.aliquotaIpi).toBe('3.2500');

    for (const [enviada, lida] of [
      ['0', '0'],
      [6.5, '6.5'],
      ['999,9999', '999.9999'],
      ['0.0001', '0.0001'],
      ['', null],
      [null, null],
    ] as const) {
      const res = await api(`/produtos/${produto.id}`, 'PUT', {
        ...PP,
        codigo_interno: 'PP-IPI',
        aliquota_ipi: enviada,
      });
      expect(res.status, String(enviada)).toBe(200);
      expect(((await res.json()) as { aliquota_ipi: unknown }).aliquota_ipi, String(enviada)).toBe(lida);
    }
    // A PUT replaces the whole product: a rate left out is no longer informed, as cfop_padrao.
    await api(`/produtos/${produto.id}`, 'PUT', { ...PP, codigo_interno: 'PP-IPI', aliquota_ipi: '15' });
    const lista = (await (await api('/produtos?search=PP-IPI')).json()) as {
      data: { codigo_interno: string; aliquota_ipi: string | null }[];
    };
    expect(lista.data.map((p) => [p.codigo_interno, p.aliquota_ipi])).toEqual([['PP-IPI', '15']]);
    const semAliquota = await api(`/produtos/${produto.id}`, 'PUT', { ...PP, codigo_interno: 'PP-IPI' });
    expect(((await semAliquota.json()) as { aliquota_ipi: unknown }).aliquota_ipi).toBeNull();
    expect((await api(`/produtos/${produto.id}`, 'DELETE')).status).toBe(204);
  });

  it('lists with accent-insensitive search on name or SKU, ten per page, pages clamped', async () => {
    for (let i = 1; i <= 11; i++) {
      const res = await api('/produtos', 'POST', {
        ...PP,
        nome: `Polietileno lote ${String(i).padStart(2, '0')}`,
        codigo_interno: `PE-${i}`,
        estoque_atual: 0,
      });
      expect(res.status).toBe(201);
    }
    const all = (await (await api('/produtos?page=1&limit=10')).json()) as {
      totalItems: number;
      totalPages: number;
      data: unknown[];
    };
    expect(all).toMatchObject({ totalItems: 12, totalPages: 2, currentPage: 1 });
    expect(all.data).toHaveLength(10);
    const byName = (await (await api('/produtos?search=POLIMERO')).json()) as {
      data: { codigo_interno: string }[];
    };
    expect(byName.data.map((p) => p.codigo_interno)).toEqual(['PP-H503']);
    const bySku = (await (await api('/produtos?search=pe-1')).json()) as {
      data: { codigo_interno: string }[];
    };
    expect(bySku.data.map((p) => p.codigo_interno).sort()).toEqual(['PE-1', 'PE-10', 'PE-11']);
    const clamped = (await (await api('/produtos?page=99&limit=10')).json()) as {
      currentPage: number;
      data: unknown[];
    };
    expect(clamped.currentPage).toBe(2);
    expect(clamped.data).toHaveLength(2);
  });

  it('searches NCM by code or accent-insensitive description', async () => {
    const byCode = (await (await api('/ncm?search=3902.10')).json()) as { codigo: string }[];
    expect(byCode.map((n) => n.codigo)).toContain('39021020');
    const byText = (await (await api('/ncm?search=polipropileno')).json()) as { descricao: string }[];
    expect(byText.length).toBeGreaterThan(0);
    expect(byText.every((n) => /polipropileno/i.test(n.descricao))).toBe(true);
  });

  it('deletes a product and answers 404 for an unknown one', async () => {
    expect((await api(`/produtos/${id}`, 'DELETE')).status).toBe(204);
    expect((await api(`/produtos/${id}`, 'DELETE')).status).toBe(404);
    expect((await api(`/produtos/${id}`, 'PUT', PP)).status).toBe(404);
  });
});
