import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { clientes, produtos } from '../../src/db/schema/cadastros.ts';
import { CNPJ_EMPRESA, formComXml, type ItemRemessa, remessaXml } from '../support/nfe-remessa.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Plastics processor in Americana/SP (Simples Nacional), as Dados da Empresa holds it. */
export const EMPRESA = {
  razao_social: 'Plásticos Transformação Ltda',
  nome_fantasia: 'Plásticos Transformação',
  cnpj: CNPJ_EMPRESA,
  inscricao_estadual: '165.234.567.113',
  regime_tributario: 1,
  logradouro: 'Avenida Brasil',
  numero: '500',
  bairro: 'Centro',
  cidade: 'Americana',
  uf: 'SP',
  cep: '13465-000',
  telefone: '(19) 3461-0000',
  email: 'fiscal@plasticos.com.br',
  nfe_serie: 1,
  nfe_proximo_numero: 1,
};

export const PP: ItemRemessa = {
  cProd: 'PP-H503',
  xProd: 'Polipropileno H503',
  qCom: '100.0000',
  vUnCom: '8.00',
  vProd: '800.00',
};

export type Cenario = Awaited<ReturnType<typeof montarCenario>>;

/**
 * A running API with the company's fiscal data, the polypropylene the clients send (price 8,00/kg), a finished
 * product for sale with stock, the injection service (2,50/kg) and a buyer with a complete address.
 */
export async function montarCenario(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const t: TestApp = await createTestApp(overrides);
  const token = await t.loginAsAdmin();
  const api = async <T = Record<string, unknown>>(path: string, method = 'GET', json?: unknown) => {
    const res = await t.request(`/api${path}`, { method, token, json });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, res };
  };
  const criar = async (path: string, json: unknown) => {
    const r = await api<{ id: number }>(path, 'POST', json);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id;
  };

  const empresa = await api('/preferencias/empresa', 'PUT', EMPRESA);
  expect(empresa.status, JSON.stringify(empresa.body)).toBe(200);
  const idPP = await criar('/produtos', {
    nome: 'Polipropileno H503',
    codigo_interno: 'PP-H503',
    ncm: '39021020',
    preco_venda: '8.00',
  });
  const idTampa = await criar('/produtos', {
    nome: 'Tampa 28mm',
    codigo_interno: 'TAMPA-28',
    ncm: '39235000',
    preco_venda: '12.34',
    estoque_atual: '50.00',
    cfop_padrao: '5101',
  });
  const idServico = await criar('/servicos', {
    descricao: 'Injeção de peças',
    codigo_lc_116: '14.05',
    aliquota_iss: '5.00',
    preco: '2.50',
  });
  const idComprador = await criar('/clientes', {
    nome_razao_social: 'Distribuidora Campinas Ltda',
    cpf_cnpj: '11.444.777/0001-61',
    inscricao_estadual: '110.042.490.114',
    email_nfe: 'nfe@distribuidora.com.br',
    logradouro: 'Rua Barão de Jaguara',
    numero: '900',
    bairro: 'Centro',
    cidade: 'Campinas',
    uf: 'SP',
    cep: '13015-002',
    condicao_pagamento_dias: 15,
  });

  /** Imports a remessa of the client (Embalagens Paulista, created from the XML's emitente). */
  let proximaRemessa = 1000;
  const importarRemessa = async (itens: ItemRemessa[] = [PP], dhEmi?: string) => {
    const nNF = proximaRemessa++;
    const res = await t.request('/api/upload/nfe-entrada', {
      method: 'POST',
      token,
      body: formComXml(remessaXml({ nNF, itens, comProtocolo: true, ...(dhEmi ? { dhEmi } : {}) }).xml),
    });
    expect(res.status).toBe(201);
    const { id, chave } = (await res.json()) as { id: number; chave: string };
    const itensEntrada = await api<{ id: number; saldo_kg: string }[]>(`/upload/nfe-entrada/${id}/itens`);
    return { id, nNF, chave, itens: itensEntrada.body };
  };
  const idClienteRemessa = async () => {
    const lista = await api<{ id: number; cpf_cnpj: string }[]>('/clientes');
    const cliente = lista.body.find((c) => c.cpf_cnpj === '06157250000116');
    if (!cliente) throw new Error('cliente da remessa não importado');
    return cliente.id;
  };
  const definirReferenciacao = async (idCliente: number, tipo: 'FIFO' | 'MANUAL') => {
    await t.db.update(clientes).set({ tipoReferenciacao: tipo }).where(eq(clientes.id, idCliente));
  };
  const salvarRascunho = (json: unknown) =>
    api<{ id: number; valor_total_nota: string; error?: string; details?: unknown }>(
      '/nfe/rascunho',
      'POST',
      json,
    );
  const emitir = (id: number, dataVencimento = '2099-12-31') =>
    api<Record<string, unknown>>(`/nfe/emitir/${id}`, 'POST', { data_vencimento: dataVencimento });
  const obter = async (id: number) =>
    (await api<import('@erp/contracts/nfe-documento').TNfe>(`/nfe/${id}`)).body;
  const estoque = async (idProduto: number) =>
    (await t.db.select().from(produtos).where(eq(produtos.id, idProduto)))[0]?.estoqueAtual;
  const saldo = async (idEntrada: number) =>
    (await api<{ id: number; saldo_kg: string }[]>(`/upload/nfe-entrada/${idEntrada}/itens`)).body.map(
      (i) => i.saldo_kg,
    );
  const simulador = () => t.fiscal.simulador();

  return {
    t,
    token,
    api,
    idPP,
    idTampa,
    idServico,
    idComprador,
    importarRemessa,
    idClienteRemessa,
    definirReferenciacao,
    salvarRascunho,
    emitir,
    obter,
    estoque,
    saldo,
    simulador,
  };
}
