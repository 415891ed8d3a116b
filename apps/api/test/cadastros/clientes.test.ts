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
const CLIENTE = {
  nome_razao_social: 'Embalagens Paulista Ltda',
  nome_fantasia: 'Embalagens Paulista',
  cpf_cnpj: '11.222.333/0001-81',
  inscricao_estadual: '110.042.490.114',
  email: 'Compras@EmbalagensPaulista.com.br',
  email_nfe: 'nfe@embalagenspaulista.com.br',
  telefone: '(11) 3333-4444',
  logradouro: 'Rua das Indústrias',
  numero: '1200',
  bairro: 'Distrito Industrial',
  cidade: 'sao jose dos campos',
  uf: 'sp',
  cep: '12.230-000',
  tipo_referenciacao: 'FIFO',
  condicao_pagamento_dias: 45,
};

describe('/api/clientes', () => {
  let id: number;

  it('creates a client: masks removed, IBGE municipality resolved, contribuinte inferred from the IE', async () => {
    const res = await api('/clientes', 'POST', CLIENTE);
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    id = body.id as number;
    expect(body).toMatchObject({
      cpf_cnpj: '11222333000181',
      inscricao_estadual: '110042490114',
      indicador_ie: '1',
      email: 'compras@embalagenspaulista.com.br',
      telefone: '1133334444',
      cidade: 'São José dos Campos',
      uf: 'SP',
      cep: '12230000',
      codigo_municipio: 3549904,
      tipo_referenciacao: 'FIFO',
      condicao_pagamento_dias: 45,
    });
  });

  it('defaults MANUAL, 30 days and não contribuinte; accepts a CPF and an alphanumeric CNPJ', async () => {
    const pf = await api('/clientes', 'POST', {
      nome_razao_social: 'José da Silva',
      cpf_cnpj: '529.982.247-25',
    });
    expect(pf.status).toBe(201);
    expect(await pf.json()).toMatchObject({
      tipo_referenciacao: 'MANUAL',
      condicao_pagamento_dias: 30,
      indicador_ie: '9',
    });
    const alfa = await api('/clientes', 'POST', {
      nome_razao_social: 'Nova Era Plásticos',
      cpf_cnpj: '12.ABC.345/01DE-35',
    });
    expect(alfa.status).toBe(201);
    expect(await alfa.json()).toMatchObject({ cpf_cnpj: '12ABC34501DE35' });
  });

  it('refuses a duplicate CPF/CNPJ with 409', async () => {
    const res = await api('/clientes', 'POST', { ...CLIENTE, cpf_cnpj: '11222333000181' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'Já existe um cliente com este CPF/CNPJ.' });
  });

  it('validates each rule with a message naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nome_razao_social: ' ' }, 'nome_razao_social', 'Campo obrigatório.'],
      [
        { cpf_cnpj: '11.222.333/0001-80' },
        'cpf_cnpj',
        'CPF ou CNPJ inválido (dígitos verificadores não conferem).',
      ],
      [{ uf: 'XX' }, 'uf', 'UF inválida.'],
      [{ cep: '123' }, 'cep', 'O CEP deve ter 8 dígitos.'],
      [{ email: 'sem-arroba' }, 'email', 'E-mail em formato inválido.'],
      [{ email_nfe: 'x@' }, 'email_nfe', 'E-mail em formato inválido.'],
      [
        { condicao_pagamento_dias: 10 },
        'condicao_pagamento_dias',
        'Condição de pagamento inválida: 7, 15, 20, 30 ou 45 dias.',
      ],
      [
        { tipo_referenciacao: 'LIFO' },
        'tipo_referenciacao',
        'Tipo de referenciação inválido: MANUAL ou FIFO.',
      ],
      [
        { indicador_ie: '1', inscricao_estadual: '' },
        'inscricao_estadual',
        'Contribuinte do ICMS exige a inscrição estadual.',
      ],
      [
        { cidade: 'Cidade Que Não Existe' },
        'cidade',
        'Município "Cidade Que Não Existe" não encontrado na UF SP.',
      ],
      [{ codigo_municipio: 3106200 }, 'codigo_municipio', 'O município 3106200 não pertence à UF SP.'],
    ];
    for (const [patch, campo, mensagem] of cases) {
      const res = await api('/clientes', 'POST', { ...CLIENTE, cpf_cnpj: '44555666000181', ...patch });
      expect(res.status, campo).toBe(400);
      const body = (await res.json()) as { details: { campo: string; mensagem: string }[] };
      expect(body.details, campo).toContainEqual({ campo, mensagem });
    }
  });

  it('answers a plain list without query and a page with one; search ignores accents and masks', async () => {
    const plain = (await (await api('/clientes')).json()) as { nome_razao_social: string }[];
    expect(plain.map((c) => c.nome_razao_social)).toEqual([
      'Embalagens Paulista Ltda',
      'José da Silva',
      'Nova Era Plásticos',
    ]);
    const page = (await (await api('/clientes?page=1&limit=10&search=jose')).json()) as {
      data: { cpf_cnpj: string }[];
      totalItems: number;
    };
    expect(page.totalItems).toBe(1);
    expect(page.data[0]?.cpf_cnpj).toBe('52998224725');
    const byCnpj = (await (await api('/clientes?page=1&search=11.222.333')).json()) as {
      data: { id: number }[];
    };
    expect(byCnpj.data.map((c) => c.id)).toEqual([id]);
  });

  it('pages by name with the total, and answers the last page for a page past the end, with or without search', async () => {
    type Pagina = {
      data: { nome_razao_social: string }[];
      currentPage: number;
      totalPages: number;
      totalItems: number;
    };
    const pagina = async (query: string) => (await (await api(`/clientes?${query}`)).json()) as Pagina;
    const segunda = await pagina('page=2&limit=2');
    expect(segunda).toMatchObject({ currentPage: 2, totalPages: 2, totalItems: 3 });
    expect(segunda.data.map((c) => c.nome_razao_social)).toEqual(['Nova Era Plásticos']);
    expect(await pagina('page=9&limit=2')).toEqual(segunda);
    const busca = await pagina('page=5&limit=1&search=A');
    expect(busca).toMatchObject({ currentPage: 3, totalPages: 3, totalItems: 3 });
    expect(busca.data.map((c) => c.nome_razao_social)).toEqual(['Nova Era Plásticos']);
    const nenhum = await pagina('page=1&limit=10&search=inexistente');
    expect(nenhum).toEqual({ data: [], currentPage: 1, totalPages: 1, totalItems: 0 });
  });

  it('offers the cities of a UF for the form', async () => {
    const res = await api('/municipios?uf=RR');
    const cidades = (await res.json()) as { codigo: number; nome: string; uf: string }[];
    expect(cidades).toHaveLength(15);
    expect(cidades[0]).toEqual({ codigo: 1400050, nome: 'Alto Alegre', uf: 'RR' });
  });

  it('updates and deletes', async () => {
    const upd = await api(`/clientes/${id}`, 'PUT', {
      ...CLIENTE,
      nome_razao_social: 'Embalagens Paulista S.A.',
    });
    expect(upd.status).toBe(200);
    expect(await upd.json()).toMatchObject({ nome_razao_social: 'Embalagens Paulista S.A.' });
    expect((await api(`/clientes/${id}`, 'DELETE')).status).toBe(204);
    expect((await api(`/clientes/${id}`, 'DELETE')).status).toBe(404);
  });
});
