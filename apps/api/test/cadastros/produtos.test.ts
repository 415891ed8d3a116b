import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      estoque_atual: '1250.50',
      cfop_padrao: '5902',
    });
    const ledger = await t.db.select().from(estoqueMovimentos).where(eq(estoqueMovimentos.idProduto, id));
    expect(ledger.map((m) => [m.origem, m.quantidadeKg])).toEqual([['ESTOQUE_INICIAL', '1250.5000']]);
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
      [{ cfop_padrao: '5999' }, 'cfop_padrao', 'CFOP 5999 não existe na tabela de CFOP.'],
    ];
    for (const [patch, campo, mensagem] of cases) {
      const res = await api('/produtos', 'POST', { ...PP, codigo_interno: `X-${campo}`, ...patch });
      expect(res.status, campo).toBe(400);
      const body = (await res.json()) as { details: { campo: string; mensagem: string }[] };
      expect(body.details, campo).toContainEqual({ campo, mensagem });
    }
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
