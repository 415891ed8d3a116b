import { randomUUID } from 'node:crypto';
import type { TEmitirNfse, TNfse } from '@erp/contracts/nfse';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

export const CNPJ_PRESTADOR = '11222333000181';
export const CNPJ_TOMADOR = '11444777000161';

/** Plastics processor in Americana/SP (IBGE 3501608), ME/EPP in the Simples Nacional, DPS série 1. */
export const EMPRESA = {
  razao_social: 'Plásticos Transformação Ltda',
  nome_fantasia: 'Plásticos Transformação',
  cnpj: CNPJ_PRESTADOR,
  inscricao_estadual: '165.234.567.113',
  inscricao_municipal: '12345',
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
  nfse_serie: 1,
  nfse_proximo_numero: 1,
};

export type Cenario = Awaited<ReturnType<typeof montarCenario>>;

/**
 * A running API with the company, the injection service (2,50/kg, ISS 3 %) and a tomador in Campinas with a
 * complete address, as the NFS-e screen would find them.
 */
export async function montarCenario(overrides: Parameters<typeof createTestApp>[0] = {}) {
  const t: TestApp = await createTestApp(overrides);
  const token = await t.loginAsAdmin();
  const api = async <T = Record<string, unknown>>(path: string, method = 'GET', json?: unknown) => {
    const res = await t.request(`/api${path}`, { method, token, json });
    const text = await res.text();
    const body = (res.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : text) as T;
    return { status: res.status, body, res };
  };
  const criar = async (path: string, json: unknown) => {
    const r = await api<{ id: number }>(path, 'POST', json);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    return r.body.id;
  };

  const empresa = await api('/preferencias/empresa', 'PUT', EMPRESA);
  expect(empresa.status, JSON.stringify(empresa.body)).toBe(200);
  const idServico = await criar('/servicos', {
    descricao: 'Injeção de peças plásticas',
    codigo_lc_116: '14.05',
    aliquota_iss: '3.00',
    preco: '2.50',
  });
  const idTomador = await criar('/clientes', {
    nome_razao_social: 'Distribuidora Campinas Ltda',
    cpf_cnpj: '11.444.777/0001-61',
    inscricao_estadual: '110.042.490.114',
    email_nfe: 'nfe@distribuidora.com.br',
    telefone: '(19) 3232-0000',
    logradouro: 'Rua Barão de Jaguara',
    numero: '900',
    bairro: 'Centro',
    cidade: 'Campinas',
    uf: 'SP',
    cep: '13015-002',
    condicao_pagamento_dias: 15,
  });

  const hoje = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
  const pedido = (ajustes: Partial<TEmitirNfse> = {}): TEmitirNfse => ({
    idempotency_key: randomUUID(),
    id_cliente: idTomador,
    id_servico: idServico,
    quantidade: '100',
    data_competencia: hoje(),
    data_vencimento: '2099-12-31',
    discriminacao: 'Injeção de peças plásticas: 100 kg x R$ 2,50/kg',
    ...ajustes,
  });
  const emitir = (json: TEmitirNfse) => api<Record<string, unknown>>('/nfse/emitir', 'POST', json);
  const obter = async (id: number) => (await api<TNfse>(`/nfse/${id}`)).body;
  const recebiveis = (id: number) =>
    t.db
      .select()
      .from(lancamentos)
      .where(and(eq(lancamentos.origem, 'NFSE'), eq(lancamentos.idDocumento, id)));
  const simulador = () => t.fiscal.simulador();
  /** The simulator's own record: how many NFS-e it generated from this DPS (never more than one). */
  const nfseNoSimulador = async (idDps: string) =>
    Object.values((await simulador()).state.dados.nfse).filter((n) => n.idDps === idDps).length;

  /** The draft of a sale of `quantidade` of a new finished product (12,34 each, 50 in stock) to `idCliente`. */
  const rascunhoDeVenda = async (idCliente: number, quantidade = '1') => {
    const idProduto = await criar('/produtos', {
      nome: `Tampa ${randomUUID().slice(0, 8)}`,
      codigo_interno: `TAMPA-${randomUUID().slice(0, 8)}`,
      ncm: '39235000',
      preco_venda: '12.34',
      estoque_atual: '50.00',
      cfop_padrao: '5101',
    });
    const rascunho = await api<{ id: number }>('/nfe/rascunho', 'POST', {
      id_cliente: idCliente,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [{ id_produto: idProduto, quantidade, cfop: '5101' }],
    });
    expect(rascunho.status, JSON.stringify(rascunho.body)).toBe(200);
    return rascunho.body.id;
  };

  /** An authorised NF-e of `idCliente` (a sale of a finished product), to be referenced by an NFS-e. */
  const nfeAutorizada = async (idCliente: number) => {
    const id = await rascunhoDeVenda(idCliente);
    const emitida = await api(`/nfe/emitir/${id}`, 'POST', { data_vencimento: '2099-12-31' });
    expect(emitida.status, JSON.stringify(emitida.body)).toBe(200);
    return { id, ...(emitida.body as { numero_nfe: number; chave_acesso: string }) };
  };

  return {
    t,
    token,
    api,
    criar,
    idServico,
    idTomador,
    hoje,
    pedido,
    emitir,
    obter,
    recebiveis,
    simulador,
    nfseNoSimulador,
    rascunhoDeVenda,
    nfeAutorizada,
  };
}
