import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  adminId = ((await (await t.request('/api/me', { token })).json()) as { id: number }).id;
});
afterAll(async () => t.close());

const api = async (path: string, method = 'GET', json?: unknown) => {
  const res = await t.request(`/api${path}`, { method, token, json });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
};

/** The audit rows of one record, oldest first. */
const auditoriaDe = (entidade: string, id: unknown) =>
  t.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.entidade, entidade), eq(auditoria.idEntidade, String(id))))
    .orderBy(asc(auditoria.id));
const alteracoesDe = (row: { detalhes: unknown } | undefined) =>
  (row?.detalhes as { alteracoes: unknown[] } | undefined)?.alteracoes;

const CLIENTE = {
  nome_razao_social: 'Polímeros do Vale Ltda',
  cpf_cnpj: '11.222.333/0001-81',
  email: 'compras@polimerosdovale.com.br',
  telefone: '(12) 3333-4444',
  tipo_referenciacao: 'MANUAL',
  condicao_pagamento_dias: 30,
};

describe('audit of a client', () => {
  let id: number;

  it('a creation keeps who, from where, and every field with a value', async () => {
    const res = await api('/clientes', 'POST', CLIENTE);
    expect(res.status).toBe(201);
    id = res.body.id as number;
    const [row, ...resto] = await auditoriaDe('clientes', id);
    expect(resto).toEqual([]);
    expect(row).toMatchObject({ acao: 'CLIENTE_CRIADO', idUsuario: adminId, ip: '127.0.0.1' });
    expect(alteracoesDe(row)).toEqual([
      { campo: 'nome_razao_social', antigo: null, novo: 'Polímeros do Vale Ltda' },
      { campo: 'cpf_cnpj', antigo: null, novo: '11222333000181' },
      { campo: 'indicador_ie', antigo: null, novo: '9' },
      { campo: 'email', antigo: null, novo: 'compras@polimerosdovale.com.br' },
      { campo: 'telefone', antigo: null, novo: '1233334444' },
      { campo: 'tipo_referenciacao', antigo: null, novo: 'MANUAL' },
      { campo: 'condicao_pagamento_dias', antigo: null, novo: 30 },
    ]);
  });

  it('an edit keeps only the changed fields with their old and new values; a save without change, nothing', async () => {
    const editado = { ...CLIENTE, email: 'nfe@polimerosdovale.com.br', condicao_pagamento_dias: 45 };
    expect((await api(`/clientes/${id}`, 'PUT', editado)).status).toBe(200);
    expect((await api(`/clientes/${id}`, 'PUT', editado)).status).toBe(200);
    const rows = await auditoriaDe('clientes', id);
    expect(rows.map((r) => r.acao)).toEqual(['CLIENTE_CRIADO', 'CLIENTE_ALTERADO']);
    expect(alteracoesDe(rows[1])).toEqual([
      { campo: 'email', antigo: 'compras@polimerosdovale.com.br', novo: 'nfe@polimerosdovale.com.br' },
      { campo: 'condicao_pagamento_dias', antigo: 30, novo: 45 },
    ]);
  });

  it('an exclusion keeps what the client was', async () => {
    expect((await api(`/clientes/${id}`, 'DELETE')).status).toBe(204);
    const rows = await auditoriaDe('clientes', id);
    expect(rows.map((r) => r.acao)).toEqual(['CLIENTE_CRIADO', 'CLIENTE_ALTERADO', 'CLIENTE_EXCLUIDO']);
    expect(alteracoesDe(rows[2])).toEqual([
      { campo: 'nome_razao_social', antigo: 'Polímeros do Vale Ltda', novo: null },
      { campo: 'cpf_cnpj', antigo: '11222333000181', novo: null },
      { campo: 'indicador_ie', antigo: '9', novo: null },
      { campo: 'email', antigo: 'nfe@polimerosdovale.com.br', novo: null },
      { campo: 'telefone', antigo: '1233334444', novo: null },
      { campo: 'tipo_referenciacao', antigo: 'MANUAL', novo: null },
      { campo: 'condicao_pagamento_dias', antigo: 45, novo: null },
    ]);
  });

  it('a refused change leaves no audit row: both are one transaction', async () => {
    const antes = await t.db.select().from(auditoria);
    const outro = await api('/clientes', 'POST', { ...CLIENTE, cpf_cnpj: '529.982.247-25' });
    const repetido = await api('/clientes', 'POST', { ...CLIENTE, cpf_cnpj: '529.982.247-25' });
    expect([outro.status, repetido.status]).toEqual([201, 409]);
    const depois = await t.db.select().from(auditoria);
    expect(depois.slice(antes.length).map((r) => [r.acao, r.idEntidade])).toEqual([
      ['CLIENTE_CRIADO', String(outro.body.id)],
    ]);
  });
});

describe('audit of products, services and suppliers', () => {
  it('each creation, edit and exclusion is a row with its action and changed fields', async () => {
    const produto = await api('/produtos', 'POST', {
      nome: 'Polipropileno H503',
      codigo_interno: 'PP-H503',
      ncm: '39021020',
      preco_venda: '8.00',
    });
    const idProduto = produto.body.id;
    await api(`/produtos/${idProduto}`, 'PUT', {
      nome: 'Polipropileno H503',
      codigo_interno: 'PP-H503',
      ncm: '39021020',
      preco_venda: '8.50',
      estoque_atual: '12.5',
    });
    await api(`/produtos/${idProduto}`, 'DELETE');
    const produtos = await auditoriaDe('produtos', idProduto);
    expect(produtos.map((r) => r.acao)).toEqual(['PRODUTO_CRIADO', 'PRODUTO_ALTERADO', 'PRODUTO_EXCLUIDO']);
    expect(alteracoesDe(produtos[1])).toEqual([
      { campo: 'preco_venda', antigo: '8.00', novo: '8.50' },
      { campo: 'estoque_atual', antigo: '0.00', novo: '12.50' },
      // The adjustment typed on the product is the company's own stock (issue 24).
      { campo: 'estoque_proprio_kg', antigo: '0.00', novo: '12.50' },
    ]);

    const servico = { descricao: 'Injeção', codigo_lc_116: '14.05', aliquota_iss: '5.00', preco: '2.50' };
    const idServico = (await api('/servicos', 'POST', servico)).body.id;
    await api(`/servicos/${idServico}`, 'PUT', { ...servico, preco: '2.75' });
    await api(`/servicos/${idServico}`, 'DELETE');
    const servicos = await auditoriaDe('servicos', idServico);
    expect(servicos.map((r) => r.acao)).toEqual(['SERVICO_CRIADO', 'SERVICO_ALTERADO', 'SERVICO_EXCLUIDO']);
    expect(alteracoesDe(servicos[1])).toEqual([{ campo: 'preco', antigo: '2.50', novo: '2.75' }]);

    const idFornecedor = (await api('/fornecedores', 'POST', { nome_razao_social: 'Braskem' })).body.id;
    await api(`/fornecedores/${idFornecedor}`, 'PUT', { nome_razao_social: 'Braskem S.A.' });
    await api(`/fornecedores/${idFornecedor}`, 'DELETE');
    const fornecedores = await auditoriaDe('fornecedores', idFornecedor);
    expect(fornecedores.map((r) => r.acao)).toEqual([
      'FORNECEDOR_CRIADO',
      'FORNECEDOR_ALTERADO',
      'FORNECEDOR_EXCLUIDO',
    ]);
    expect(alteracoesDe(fornecedores[1])).toEqual([
      { campo: 'nome_razao_social', antigo: 'Braskem', novo: 'Braskem S.A.' },
    ]);
  });
});

describe('audit of the company data', () => {
  const SENHA_SMTP = 'Smtp-Segredo-da-Auditoria-77';
  const EMPRESA = { razao_social: 'Plásticos Transformados Ltda', regime_tributario: 1 };

  it('keeps the changed fields and, of the SMTP password, only that it changed', async () => {
    expect((await api('/preferencias/empresa', 'PUT', EMPRESA)).status).toBe(200);
    const smtp = {
      ...EMPRESA,
      smtp_host: 'smtp.plasttrans.com.br',
      smtp_porta: 587,
      smtp_usuario: 'nfe@plasttrans.com.br',
      smtp_senha: SENHA_SMTP,
      smtp_remetente: 'nfe@plasttrans.com.br',
    };
    expect((await api('/preferencias/empresa', 'PUT', smtp)).status).toBe(200);
    expect(
      (await api('/preferencias/empresa', 'PUT', { ...smtp, smtp_senha: `${SENHA_SMTP}-2` })).status,
    ).toBe(200);
    const rows = await auditoriaDe('empresa', 1);
    expect(rows.map((r) => r.acao)).toEqual(['EMPRESA_ALTERADA', 'EMPRESA_ALTERADA', 'EMPRESA_ALTERADA']);
    expect(alteracoesDe(rows[1])).toEqual([
      { campo: 'smtp_host', antigo: null, novo: 'smtp.plasttrans.com.br' },
      { campo: 'smtp_porta', antigo: null, novo: 587 },
      { campo: 'smtp_usuario', antigo: null, novo: 'nfe@plasttrans.com.br' },
      { campo: 'smtp_remetente', antigo: null, novo: 'nfe@plasttrans.com.br' },
      { campo: 'smtp_senha', valor: 'alterada' },
    ]);
    expect(alteracoesDe(rows[2])).toEqual([{ campo: 'smtp_senha', valor: 'alterada' }]);
    const tudo = JSON.stringify(await t.db.select().from(auditoria));
    expect(tudo).not.toContain(SENHA_SMTP);
    const pelaApi = JSON.stringify((await api('/auditoria?entidade=empresa&limit=100')).body);
    expect(pelaApi).toContain('"campo":"smtp_senha","valor":"alterada"');
    expect(pelaApi).not.toContain(SENHA_SMTP);
  });
});

describe('audit of a lançamento', () => {
  it('its baixa keeps status, amount and date paid, old and new', async () => {
    const categorias = (await (await t.request('/api/financeiro/categorias', { token })).json()) as {
      id: number;
      nome: string;
    }[];
    const energia = categorias.find((c) => c.nome === 'Energia Elétrica')?.id;
    const criado = await api('/financeiro/lancamentos', 'POST', {
      descricao: 'Conta de luz de março',
      tipo: 'DESPESA',
      valor_original: '80.00',
      data_vencimento: '2025-03-10',
      id_categoria: energia,
    });
    expect(criado.status).toBe(201);
    const id = criado.body.id;
    const baixa = await api(`/financeiro/lancamentos/${id}/baixar`, 'POST', {
      valor_recebido: '85.50',
      data_pagamento: '2025-03-12',
      valor_juros_multa: '5.5',
    });
    expect(baixa.status).toBe(200);
    const rows = await auditoriaDe('lancamentos', id);
    expect(rows.map((r) => r.acao)).toEqual(['LANCAMENTO_CRIADO', 'LANCAMENTO_BAIXADO']);
    expect(rows[1]).toMatchObject({ idUsuario: adminId });
    expect(alteracoesDe(rows[1])).toEqual([
      { campo: 'status', antigo: 'Pendente', novo: 'Pago' },
      { campo: 'valor_pago_recebido', antigo: null, novo: '85.50' },
      { campo: 'data_pagamento_recebimento', antigo: null, novo: '2025-03-12' },
      { campo: 'valor_juros_multa', antigo: '0.00', novo: '5.50' },
    ]);
  });
});
