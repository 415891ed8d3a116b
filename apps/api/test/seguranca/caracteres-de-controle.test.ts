import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
});
afterAll(async () => t.close());

type Parametro = { in: string; name: string };
type OpenApi = { paths: Record<string, Record<string, { parameters?: Parametro[] }>> };
type Erro = { error: string; details: { campo: string; mensagem: string }[] };
const MENSAGEM = 'Caracteres de controle não são permitidos.';

describe('control characters (a NUL byte gave HTTP 500) are refused with 400 under their field', () => {
  it('in the search of every list that searches', async () => {
    const doc = (await (await t.request('/api/docs')).json()) as OpenApi;
    const buscas = Object.entries(doc.paths)
      .filter(([path, m]) => !path.includes('{') && m.get?.parameters?.some((p) => p.name === 'search'))
      .map(([path]) => path);
    expect(buscas.length).toBeGreaterThanOrEqual(10);
    for (const path of buscas) {
      for (const termo of ['a%00b', '%01', 'x%7F', '%C2%85']) {
        const res = await t.request(`${path}?page=1&search=${termo}`, { token });
        expect(res.status, `${path} ${termo}`).toBe(400);
        expect(((await res.json()) as Erro).details).toEqual([{ campo: 'search', mensagem: MENSAGEM }]);
      }
    }
  });

  it('in the text fields of every register, nested ones included, and nothing is created', async () => {
    const casos: [string, Record<string, unknown>, string][] = [
      [
        '/api/clientes',
        { nome_razao_social: 'Plásticos\u0000 Sul', cpf_cnpj: '11444777000161' },
        'nome_razao_social',
      ],
      ['/api/produtos', { nome: 'PP\u0000 H503', ncm: '39021020', unidade: 'KG' }, 'nome'],
      ['/api/fornecedores', { nome_razao_social: 'Resinas', cidade: 'Jundia\u0000í' }, 'cidade'],
      [
        '/api/servicos',
        { descricao: 'Moagem\u0008', codigo_lc_116: '14.05', aliquota_iss: '3', preco: 1 },
        'descricao',
      ],
      [
        '/api/financeiro/lancamentos',
        { tipo: 'Pagar', descricao: 'Energia\u001b[2J', valor: '10.00' },
        'descricao',
      ],
      [
        '/api/nfe/rascunho',
        { id_cliente: 1, itens: [{ id_produto: 1, descricao: 'x\u0000' }] },
        'itens.0.descricao',
      ],
    ];
    for (const [path, corpo, campo] of casos) {
      const res = await t.request(path, { method: 'POST', token, json: corpo });
      expect(res.status, path).toBe(400);
      const erro = (await res.json()) as Erro;
      expect(erro.details, path).toEqual([{ campo, mensagem: MENSAGEM }]);
      expect(erro.error).toBe(`Dados inválidos. ${campo}: ${MENSAGEM}`);
    }
    for (const lista of ['/api/clientes', '/api/produtos', '/api/fornecedores', '/api/servicos']) {
      const res = await t.request(`${lista}?page=1`, { token });
      expect(((await res.json()) as { totalItems: number }).totalItems, lista).toBe(0);
    }
  });

  it('in a path parameter, and tabs and line breaks of ordinary text still pass', async () => {
    expect((await t.request('/api/clientes/1%00', { token })).status).toBe(400);
    const res = await t.request('/api/servicos', {
      method: 'POST',
      token,
      json: { descricao: 'Moagem\tfina', codigo_lc_116: '14.05', aliquota_iss: '3', preco: 1 },
    });
    expect(res.status).toBe(201);
  });
});
