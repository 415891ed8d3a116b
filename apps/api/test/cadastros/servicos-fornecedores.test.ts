import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const detailsOf = async (res: Response) =>
  ((await res.json()) as { details: { campo: string; mensagem: string }[] }).details;

describe('/api/servicos', () => {
  const MOAGEM = {
    descricao: 'Moagem de material plástico',
    codigo_lc_116: '14.05',
    aliquota_iss: '3',
    preco: 0.85,
  };

  it('creates, lists plainly or by page with search, updates and deletes', async () => {
    const res = await api('/servicos', 'POST', MOAGEM);
    expect(res.status).toBe(201);
    const s = (await res.json()) as { id: number };
    expect(s).toEqual({
      id: s.id,
      descricao: MOAGEM.descricao,
      codigo_lc_116: '14.05',
      aliquota_iss: '3.00',
      preco: '0.85',
    });
    await api('/servicos', 'POST', { ...MOAGEM, descricao: 'Extrusão', codigo_lc_116: '14.01' });
    expect(((await (await api('/servicos')).json()) as unknown[]).length).toBe(2);
    const found = (await (await api('/servicos?page=1&search=EXTRUSAO')).json()) as {
      data: { descricao: string }[];
      totalItems: number;
    };
    expect(found).toMatchObject({ totalItems: 1, currentPage: 1, totalPages: 1 });
    expect(found.data[0]?.descricao).toBe('Extrusão');
    const byCode = (await (await api('/servicos?search=14.05')).json()) as { totalItems: number };
    expect(byCode.totalItems).toBe(1);
    expect((await api(`/servicos/${s.id}`, 'PUT', { ...MOAGEM, preco: '1.10' })).status).toBe(200);
    expect((await api(`/servicos/${s.id}`, 'DELETE')).status).toBe(204);
    expect((await api(`/servicos/${s.id}`, 'PUT', MOAGEM)).status).toBe(404);
  });

  it('validates the ISS rate 0..100, the LC 116 code and the price', async () => {
    expect(
      await detailsOf(await api('/servicos', 'POST', { ...MOAGEM, aliquota_iss: '100.01' })),
    ).toContainEqual({
      campo: 'aliquota_iss',
      mensagem: 'O valor máximo é 100.',
    });
    expect(
      await detailsOf(await api('/servicos', 'POST', { ...MOAGEM, codigo_lc_116: '1405' })),
    ).toContainEqual({
      campo: 'codigo_lc_116',
      mensagem: 'Código LC 116 no formato 14.05.',
    });
    expect(await detailsOf(await api('/servicos', 'POST', { ...MOAGEM, preco: undefined }))).toContainEqual({
      campo: 'preco',
      mensagem: 'Campo obrigatório.',
    });
  });
});

describe('/api/fornecedores', () => {
  it('creates with optional CPF/CNPJ, refuses duplicates, pages with limit 999 for dropdowns', async () => {
    const a = await api('/fornecedores', 'POST', {
      nome_razao_social: 'Companhia Energética',
      cpf_cnpj: '12.345.678/0001-95',
      email: '',
    });
    expect(a.status).toBe(201);
    expect(await a.json()).toMatchObject({ cpf_cnpj: '12345678000195', email: null });
    expect((await api('/fornecedores', 'POST', { nome_razao_social: 'Sem documento' })).status).toBe(201);
    const dup = await api('/fornecedores', 'POST', {
      nome_razao_social: 'Outra',
      cpf_cnpj: '12345678000195',
    });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({ error: 'Já existe um fornecedor com este CPF/CNPJ.' });
    const all = (await (await api('/fornecedores?limit=999')).json()) as {
      data: unknown[];
      totalItems: number;
    };
    expect(all.totalItems).toBe(2);
    const search = (await (await api('/fornecedores?search=energetica')).json()) as {
      data: { nome_razao_social: string }[];
    };
    expect(search.data.map((f) => f.nome_razao_social)).toEqual(['Companhia Energética']);
  });

  it('requires the razão social and a valid e-mail', async () => {
    const details = await detailsOf(
      await api('/fornecedores', 'POST', { nome_razao_social: '', email: 'x' }),
    );
    expect(details).toContainEqual({ campo: 'nome_razao_social', mensagem: 'Campo obrigatório.' });
    expect(details).toContainEqual({ campo: 'email', mensagem: 'E-mail em formato inválido.' });
  });
});
