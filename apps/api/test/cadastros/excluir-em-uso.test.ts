import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CNPJ_EMPRESA, formComXml, remessaXml } from '../support/nfe-remessa.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
const api = (path: string, method = 'GET', json?: unknown) =>
  t.request(`/api${path}`, { method, token, json });

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  await api('/preferencias/empresa', 'PUT', { razao_social: 'Plásticos', cnpj: CNPJ_EMPRESA });
});
afterAll(async () => t.close());

describe('deleting records that others use', () => {
  it('answers 409 with the reason and deletes nothing', async () => {
    const produto = (await (
      await api('/produtos', 'POST', { nome: 'PP', codigo_interno: 'PP-H503', ncm: '39021020' })
    ).json()) as { id: number };
    const xml = remessaXml({
      nNF: 1,
      itens: [{ cProd: 'PP-H503', xProd: 'PP', qCom: '10.0000', vUnCom: '1.00', vProd: '10.00' }],
    }).xml;
    expect(
      (await t.request('/api/upload/nfe-entrada', { method: 'POST', token, body: formComXml(xml) })).status,
    ).toBe(201);
    const cliente = (
      (await (await api('/clientes?page=1&search=Embalagens')).json()) as { data: { id: number }[] }
    ).data[0];

    const fornecedor = (await (
      await api('/fornecedores', 'POST', { nome_razao_social: 'Energia SA' })
    ).json()) as { id: number };
    const categorias = (await (await api('/financeiro/categorias')).json()) as { id: number; tipo: string }[];
    const despesa = await api('/financeiro/lancamentos', 'POST', {
      descricao: 'Conta de energia',
      tipo: 'DESPESA',
      valor_original: '100.00',
      data_vencimento: '2026-12-10',
      id_categoria: categorias.find((c) => c.tipo === 'DESPESA')?.id,
      id_fornecedor: fornecedor.id,
    });
    expect(despesa.status).toBe(201);

    const cases: [string, string][] = [
      [
        `/produtos/${produto.id}`,
        'Este produto está em uso em entradas ou notas fiscais e não pode ser excluído.',
      ],
      [
        `/clientes/${cliente?.id}`,
        'Este cliente possui notas, entradas ou lançamentos e não pode ser excluído.',
      ],
      [`/fornecedores/${fornecedor.id}`, 'Este fornecedor possui lançamentos e não pode ser excluído.'],
    ];
    for (const [path, error] of cases) {
      const res = await api(path, 'DELETE');
      expect(res.status, path).toBe(409);
      expect(await res.json()).toEqual({ error });
    }
    const [counts] = (
      await t.db.execute<{ p: number; c: number; f: number }>(
        sql`select (select count(*) from produtos)::int p, (select count(*) from clientes)::int c, (select count(*) from fornecedores)::int f`,
      )
    ).rows;
    expect(counts).toEqual({ p: 1, c: 1, f: 1 });
  });
});
