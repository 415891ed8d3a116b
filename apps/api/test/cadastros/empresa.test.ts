import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes } from '../../src/db/schema/cadastros.ts';
import { notasFiscais } from '../../src/db/schema/notas-fiscais.ts';
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

  it('locks the NF-e série and next number once an NF-e has taken a number', async () => {
    const [cliente] = await t.db
      .insert(clientes)
      .values({ nomeRazaoSocial: 'Cliente', cpfCnpj: '11222333000181' })
      .returning({ id: clientes.id });
    await t.db.insert(notasFiscais).values({
      idCliente: cliente?.id ?? 0,
      naturezaOperacao: 'RETORNO DE INDUSTRIALIZACAO',
      status: 'Rejeitada',
      cnpjEmitente: '06157250000116',
      serie: 1,
      numero: 150,
    });
    const read = (await (await t.request('/api/preferencias/empresa', { token: admin })).json()) as {
      numeracao_editavel: boolean;
    };
    expect(read.numeracao_editavel).toBe(false);
    const changed = await t.request('/api/preferencias/empresa', {
      method: 'PUT',
      token: admin,
      json: { ...EMPRESA, nfe_proximo_numero: 10 },
    });
    expect(changed.status).toBe(409);
    expect(await changed.json()).toEqual({
      error: 'A série e a numeração da NF-e não podem ser alteradas depois da primeira NF-e emitida.',
    });
    const same = await t.request('/api/preferencias/empresa', {
      method: 'PUT',
      token: admin,
      json: { ...EMPRESA, telefone: '(19) 3406-2000' },
    });
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({
      nfe_proximo_numero: 150,
      telefone: '1934062000',
      numeracao_editavel: false,
    });
  });
});
