import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CNPJ_CLIENTE, formComXml, prepararEmpresaDaRemessa, remessaXml } from '../support/nfe-remessa.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let token: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  adminId = ((await (await t.request('/api/me', { token })).json()) as { id: number }).id;
  await prepararEmpresaDaRemessa(t, token);
});
afterAll(async () => t.close());

const PP = {
  cProd: 'PP-H503',
  xProd: 'Polipropileno H503',
  qCom: '100.0000',
  vUnCom: '8.00',
  vProd: '800.00',
};

const importar = async (nNF: number) => {
  const res = await t.request('/api/upload/nfe-entrada', {
    method: 'POST',
    token,
    body: formComXml(remessaXml({ nNF, itens: [PP], comProtocolo: true }).xml),
  });
  expect(res.status).toBe(201);
};

/** The Auditoria screen's 'Clientes' rows, as an administrator reads them. */
const auditoriaDosClientes = async () => {
  const res = await t.request('/api/auditoria?entidade=clientes&limit=100', { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown>[] }).data;
};

describe('the client registered by an XML import', () => {
  it('is audited as a client creation, by whoever imported, with every field the note gave', async () => {
    await importar(501);

    const clientes = await (await t.request(`/api/clientes?search=${CNPJ_CLIENTE}`, { token })).json();
    const idCliente = (clientes as { data: { id: number }[] }).data[0]?.id;
    expect(idCliente).toBeTypeOf('number');
    const linhas = await auditoriaDosClientes();
    expect(linhas).toHaveLength(1);
    expect(linhas[0]).toMatchObject({
      acao: 'CLIENTE_CRIADO',
      entidade: 'clientes',
      id_entidade: String(idCliente),
      id_usuario: adminId,
      ip: '127.0.0.1',
    });
    expect(linhas[0]?.alteracoes).toEqual([
      { campo: 'nome_razao_social', antigo: null, novo: 'Embalagens Paulista Ltda' },
      { campo: 'nome_fantasia', antigo: null, novo: 'Embalagens Paulista' },
      { campo: 'cpf_cnpj', antigo: null, novo: '06157250000116' },
      { campo: 'inscricao_estadual', antigo: null, novo: '110042490114' },
      { campo: 'indicador_ie', antigo: null, novo: '1' },
      { campo: 'telefone', antigo: null, novo: '1933334444' },
      { campo: 'logradouro', antigo: null, novo: 'Rua das Indústrias' },
      { campo: 'numero', antigo: null, novo: '1200' },
      { campo: 'bairro', antigo: null, novo: 'Distrito Industrial' },
      { campo: 'cidade', antigo: null, novo: 'Campinas' },
      { campo: 'uf', antigo: null, novo: 'SP' },
      { campo: 'cep', antigo: null, novo: '13054000' },
      { campo: 'codigo_municipio', antigo: null, novo: 3509502 },
      { campo: 'tipo_referenciacao', antigo: null, novo: 'MANUAL' },
      { campo: 'condicao_pagamento_dias', antigo: null, novo: 30 },
    ]);
  });

  it('is created and audited once: the next note of the same client finds it', async () => {
    await importar(502);

    expect((await auditoriaDosClientes()).map((l) => l.acao)).toEqual(['CLIENTE_CRIADO']);
  });
});
