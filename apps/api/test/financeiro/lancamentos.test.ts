import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  type Api,
  apiOf,
  categorias,
  inserirLancamento,
  json,
  novoCliente,
  novoFornecedor,
} from './factories.ts';

let t: TestApp;
let api: Api;
let cat: Awaited<ReturnType<typeof categorias>>;
let fornecedor: number;

type Erro = { error: string; details?: { campo: string; mensagem: string }[] };

beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t, await t.loginAsAdmin());
  cat = await categorias(api);
  fornecedor = await novoFornecedor(t, 'Companhia Energética');
});
afterAll(async () => t.close());

const despesa = () => ({
  descricao: 'Conta de energia de março',
  tipo: 'DESPESA',
  valor_original: '1234.56',
  data_vencimento: '2025-03-20',
  id_categoria: cat.energia,
  id_fornecedor: fornecedor,
});

describe('POST /api/financeiro/lancamentos', () => {
  it('creates a pending manual expense with the exact amount, answering 201 with the row', async () => {
    const res = await api('/financeiro/lancamentos', 'POST', despesa());
    expect(res.status).toBe(201);
    const l = await json(res);
    expect(l).toEqual({
      id: l.id,
      descricao: 'Conta de energia de março',
      tipo: 'DESPESA',
      valor_original: '1234.56',
      data_vencimento: '2025-03-20',
      status: 'Pendente',
      id_categoria: cat.energia,
      categoria_nome: 'Energia Elétrica',
      id_fornecedor: fornecedor,
      fornecedor_nome: 'Companhia Energética',
      id_cliente: null,
      cliente_nome: null,
      valor_pago_recebido: null,
      data_pagamento_recebimento: null,
      valor_desconto: '0.00',
      valor_juros_multa: '0.00',
      origem: 'MANUAL',
    });
    const [row] = await t.db.select().from(lancamentos).where(eq(lancamentos.id, l.id));
    expect(row?.idUsuario).not.toBeNull();
  });

  it('keeps every centavo: 0.01, 0.10 and 9999999999999.99 are stored as sent', async () => {
    for (const valor of ['0.01', '0.1', '9999999999999.99', 0.3]) {
      const res = await api('/financeiro/lancamentos', 'POST', { ...despesa(), valor_original: valor });
      expect(res.status, String(valor)).toBe(201);
      const expected = { '0.1': '0.10', '0.3': '0.30' }[String(valor)] ?? valor;
      expect((await json(res)).valor_original).toBe(expected);
    }
  });

  it('stores an empty supplier as null', async () => {
    for (const id_fornecedor of ['', null, undefined]) {
      const res = await api('/financeiro/lancamentos', 'POST', { ...despesa(), id_fornecedor });
      expect(res.status).toBe(201);
      expect(await json(res)).toMatchObject({ id_fornecedor: null, fornecedor_nome: null });
    }
  });

  it('creates a manual receivable for a client', async () => {
    const cliente = await novoCliente(t, 'Plásticos Paraná');
    const res = await api('/financeiro/lancamentos', 'POST', {
      descricao: 'Moagem avulsa',
      tipo: 'RECEITA',
      valor_original: '350',
      data_vencimento: '2025-04-01',
      id_categoria: cat.industrializacao,
      id_cliente: cliente,
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      tipo: 'RECEITA',
      valor_original: '350.00',
      cliente_nome: 'Plásticos Paraná',
      origem: 'MANUAL',
    });
  });

  it('refuses a category of the other type, naming id_categoria', async () => {
    const res = await api('/financeiro/lancamentos', 'POST', { ...despesa(), id_categoria: cat.venda });
    expect(res.status).toBe(400);
    const body = await json<Erro>(res);
    const mensagem =
      'A categoria "Venda de Mercadorias" é de receita e não serve para um lançamento de despesa.';
    expect(body).toEqual({
      error: `Dados inválidos. ${mensagem}`,
      details: [{ campo: 'id_categoria', mensagem }],
    });

    const receita = await api('/financeiro/lancamentos', 'POST', {
      ...despesa(),
      tipo: 'RECEITA',
      id_fornecedor: null,
      id_categoria: cat.materiaPrima,
    });
    expect(receita.status).toBe(400);
    expect((await json<Erro>(receita)).details).toEqual([
      {
        campo: 'id_categoria',
        mensagem:
          'A categoria "Matéria-Prima e Insumos" é de despesa e não serve para um lançamento de receita.',
      },
    ]);
  });

  it('validates every field in Portuguese', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ descricao: '  ' }, 'descricao', 'Campo obrigatório.'],
      [{ id_categoria: undefined }, 'id_categoria', 'Por favor, selecione uma categoria.'],
      [{ id_categoria: '' }, 'id_categoria', 'Por favor, selecione uma categoria.'],
      [{ id_categoria: 99999 }, 'id_categoria', 'Categoria não encontrada.'],
      [{ id_fornecedor: 99999 }, 'id_fornecedor', 'Fornecedor não encontrado.'],
      [{ valor_original: '-0.01' }, 'valor_original', 'O valor mínimo é 0.'],
      [{ valor_original: '10.001' }, 'valor_original', 'Informe um número com no máximo 2 casas decimais.'],
      [{ valor_original: 0.1 + 0.2 }, 'valor_original', 'Informe um número com no máximo 2 casas decimais.'],
      [{ valor_original: '' }, 'valor_original', 'Campo obrigatório.'],
      [{ data_vencimento: '2025-02-29' }, 'data_vencimento', 'Data inválida (use AAAA-MM-DD).'],
      [{ data_vencimento: '' }, 'data_vencimento', 'Campo obrigatório.'],
      [{ tipo: 'OUTRO' }, 'tipo', 'Tipo inválido: use RECEITA ou DESPESA.'],
      [{ tipo: 'RECEITA', id_categoria: cat.venda }, 'id_fornecedor', 'Uma receita não tem fornecedor.'],
      [{ id_cliente: 1 }, 'id_cliente', 'Uma despesa não tem cliente.'],
    ];
    for (const [patch, campo, mensagem] of cases) {
      const res = await api('/financeiro/lancamentos', 'POST', { ...despesa(), ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect((await json<Erro>(res)).details, JSON.stringify(patch)).toContainEqual({ campo, mensagem });
    }
  });
});

describe('PUT and DELETE /api/financeiro/lancamentos/{id}', () => {
  const edicao = () => ({
    descricao: 'Energia de março (corrigida)',
    valor_original: '1300.05',
    data_vencimento: '2025-03-25',
    id_categoria: cat.materiaPrima,
    id_fornecedor: null,
  });

  async function novaDespesa() {
    return (await json(await api('/financeiro/lancamentos', 'POST', despesa()))).id;
  }

  it('edits a pending manual entry', async () => {
    const id = await novaDespesa();
    const res = await api(`/financeiro/lancamentos/${id}`, 'PUT', edicao());
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      id,
      descricao: 'Energia de março (corrigida)',
      valor_original: '1300.05',
      data_vencimento: '2025-03-25',
      categoria_nome: 'Matéria-Prima e Insumos',
      id_fornecedor: null,
      status: 'Pendente',
    });
  });

  it('keeps the supplier when the edit leaves id_fornecedor out', async () => {
    const id = await novaDespesa();
    const { id_fornecedor: _, ...semFornecedor } = edicao();
    const res = await api(`/financeiro/lancamentos/${id}`, 'PUT', semFornecedor);
    expect(await json(res)).toMatchObject({
      id_fornecedor: fornecedor,
      fornecedor_nome: 'Companhia Energética',
    });
  });

  it('validates the edit like the creation, the category against the entry type', async () => {
    const id = await novaDespesa();
    const res = await api(`/financeiro/lancamentos/${id}`, 'PUT', {
      ...edicao(),
      id_categoria: cat.industrializacao,
    });
    expect(res.status).toBe(400);
    expect((await json<Erro>(res)).details?.[0]?.campo).toBe('id_categoria');
    const invalido = await api(`/financeiro/lancamentos/${id}`, 'PUT', {
      ...edicao(),
      valor_original: '1,50',
    });
    expect(invalido.status).toBe(400);
    const [row] = await t.db.select().from(lancamentos).where(eq(lancamentos.id, id));
    expect(row?.valorOriginal).toBe('1234.56');
  });

  it('deletes a pending manual entry with 204, audited', async () => {
    const id = await novaDespesa();
    expect((await api(`/financeiro/lancamentos/${id}`, 'DELETE')).status).toBe(204);
    expect(await t.db.select().from(lancamentos).where(eq(lancamentos.id, id))).toEqual([]);
    const audit = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'lancamentos'), eq(auditoria.idEntidade, String(id))))
      .orderBy(asc(auditoria.id));
    expect(audit.map((a) => a.acao)).toEqual(['LANCAMENTO_CRIADO', 'LANCAMENTO_EXCLUIDO']);
    expect((await api(`/financeiro/lancamentos/${id}`, 'DELETE')).status).toBe(404);
    expect((await api(`/financeiro/lancamentos/${id}`, 'PUT', edicao())).status).toBe(404);
  });

  it('refuses to edit or delete an entry that is paid or cancelled (409)', async () => {
    const pago = await inserirLancamento(t, {
      tipo: 'DESPESA',
      idCategoria: cat.energia,
      descricao: 'Já paga',
      status: 'Pago',
      valorPagoRecebido: '100.00',
      dataPagamentoRecebimento: '2025-03-01',
    });
    const put = await api(`/financeiro/lancamentos/${pago}`, 'PUT', edicao());
    expect(put.status).toBe(409);
    expect(await put.json()).toEqual({ error: 'Este lançamento já foi baixado e não pode ser editado.' });
    const del = await api(`/financeiro/lancamentos/${pago}`, 'DELETE');
    expect(del.status).toBe(409);
    expect(await del.json()).toEqual({ error: 'Este lançamento já foi baixado e não pode ser excluído.' });

    const cancelado = await inserirLancamento(t, {
      tipo: 'RECEITA',
      idCategoria: cat.venda,
      descricao: 'NF-e cancelada',
      status: 'Cancelado',
      origem: 'NFE',
    });
    const delCancelado = await api(`/financeiro/lancamentos/${cancelado}`, 'DELETE');
    expect(delCancelado.status).toBe(409);
    expect(await delCancelado.json()).toEqual({
      error: 'Este lançamento está cancelado e não pode ser excluído.',
    });
    const [row] = await t.db.select().from(lancamentos).where(eq(lancamentos.id, pago));
    expect(row?.descricao).toBe('Já paga');
  });

  it('refuses to edit or delete a receivable created by an NF-e or NFS-e (409)', async () => {
    const cliente = await novoCliente(t, 'Cliente da nota');
    for (const origem of ['NFE', 'NFSE'] as const) {
      const id = await inserirLancamento(t, {
        tipo: 'RECEITA',
        idCategoria: cat.venda,
        idCliente: cliente,
        descricao: `${origem} 77`,
        origem,
        idDocumento: 77,
      });
      const put = await api(`/financeiro/lancamentos/${id}`, 'PUT', {
        ...edicao(),
        id_categoria: cat.venda,
      });
      expect(put.status).toBe(409);
      expect(await put.json()).toEqual({
        error:
          'Lançamentos criados por uma NF-e ou NFS-e não podem ser editados aqui: altere o documento de origem.',
      });
      const del = await api(`/financeiro/lancamentos/${id}`, 'DELETE');
      expect(del.status).toBe(409);
      expect(((await del.json()) as Erro).error).toBe(
        'Lançamentos criados por uma NF-e ou NFS-e não podem ser excluídos aqui: altere o documento de origem.',
      );
      const [row] = await t.db.select().from(lancamentos).where(eq(lancamentos.id, id));
      expect(row).toMatchObject({ descricao: `${origem} 77`, valorOriginal: '100.00' });
    }
  });

  it('answers 400 for a malformed id', async () => {
    expect((await api('/financeiro/lancamentos/abc', 'DELETE')).status).toBe(400);
  });
});
