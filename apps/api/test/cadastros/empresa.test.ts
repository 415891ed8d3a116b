import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
});
afterAll(async () => t.close());

const EMPRESA = {
  razao_social: 'Plásticos Transformação Ltda',
  nome_fantasia: 'PlastTrans',
  cnpj: '06.157.250/0001-16',
  inscricao_estadual: '123456789',
  inscricao_municipal: '98765',
  regime_tributario: 3,
  logradouro: 'Rua do Polímero',
  numero: '77',
  bairro: 'Centro',
  cidade: 'Americana',
  uf: 'SP',
  cep: '13465-000',
  telefone: '(19) 3406-1000',
  email: 'fiscal@plasttrans.com.br',
  nfe_serie: 1,
  nfe_proximo_numero: 150,
};

describe('/api/preferencias/empresa', () => {
  it('saves the company with its fiscal identity and the IBGE municipality', async () => {
    const res = await t.request('/api/preferencias/empresa', { method: 'PUT', token: admin, json: EMPRESA });
    expect(res.status).toBe(200);
    const read = await (await t.request('/api/preferencias/empresa', { token: admin })).json();
    expect(read).toEqual({
      ...EMPRESA,
      cnpj: '06157250000116',
      cep: '13465000',
      telefone: '1934061000',
      complemento: null,
      codigo_municipio: 3501608,
      numeracao_editavel: true,
    });
  });

  it('refuses an invalid CNPJ and an unknown regime', async () => {
    const res = await t.request('/api/preferencias/empresa', {
      method: 'PUT',
      token: admin,
      json: { ...EMPRESA, cnpj: '06.157.250/0001-17', regime_tributario: 5 },
    });
    expect(res.status).toBe(400);
    const campos = ((await res.json()) as { details: { campo: string }[] }).details.map((d) => d.campo);
    expect(campos.sort()).toEqual(['cnpj', 'regime_tributario']);
  });

  it('lets an Operador read but not change the company data', async () => {
    await t.request('/api/usuarios', {
      method: 'POST',
      token: admin,
      json: { nome: 'Op', email: 'op@empresa.local', senha: 'granulado-verde-9', id_perfil: 2 },
    });
    const login = await t.request('/api/login', {
      method: 'POST',
      json: { email: 'op@empresa.local', senha: 'granulado-verde-9' },
    });
    const { token } = (await login.json()) as { token: string };
    expect((await t.request('/api/preferencias/empresa', { token })).status).toBe(200);
    const res = await t.request('/api/preferencias/empresa', { method: 'PUT', token, json: EMPRESA });
    expect(res.status).toBe(403);
  });
});
