import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Api, cnpjValido } from '../cadastros/helpers';
import { CNPJ_EMPRESA, formComXml, type ItemRemessa, type Remessa, remessaXml } from '../entradas/remessa';
import type { RunningApp } from '../support/app';
import { signIn } from '../support/session';

/**
 * Helpers of the NF-e specs. The company, products, services and clients are created through the API, and the
 * clients' remessas imported through it, to keep the tests fast; the screens are then driven as a user would.
 * Emission goes to the SEFAZ simulator the application starts in "simulação".
 */

/** Plastics processor in Americana/SP (Simples Nacional), with everything an NF-e needs. */
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

/** The client whose remessas the specs import: created from the XML's emitente on the first import. */
export const CLIENTE_REMESSA = 'Embalagens Paulista Ltda';
const CNPJ_CLIENTE_REMESSA = '06157250000116';

export const COMPRADOR = 'Distribuidora Campinas Ltda';

export const PP: ItemRemessa = {
  cProd: 'PP-H503',
  xProd: 'Polipropileno H503',
  qCom: '100.0000',
  vUnCom: '8.00',
  vProd: '800.00',
};

export type Cliente = Record<string, unknown> & { id: number; nome_razao_social: string; cpf_cnpj: string };

export async function configurarEmpresa(api: Api): Promise<void> {
  await api.call('PUT', '/preferencias/empresa', EMPRESA);
}

export async function criarProduto(api: Api, body: Record<string, unknown>): Promise<number> {
  return (await api.call<{ id: number }>('POST', '/produtos', { ncm: '39021020', ...body })).id;
}

export async function criarServico(api: Api, descricao: string, preco: string): Promise<number> {
  const body = { descricao, codigo_lc_116: '14.05', aliquota_iss: '5.00', preco };
  return (await api.call<{ id: number }>('POST', '/servicos', body)).id;
}

/** A buyer with the complete address a sale needs, paying in `dias` days. */
export async function criarComprador(api: Api, nome = COMPRADOR, dias = 15, seq = 1): Promise<number> {
  const body = {
    nome_razao_social: nome,
    cpf_cnpj: seq === 1 ? '11.444.777/0001-61' : cnpjValido(9100 + seq),
    inscricao_estadual: seq === 1 ? '110.042.490.114' : '',
    indicador_ie: seq === 1 ? '1' : '9',
    logradouro: 'Rua Barão de Jaguara',
    numero: '900',
    bairro: 'Centro',
    cidade: 'Campinas',
    uf: 'SP',
    cep: '13015-002',
    condicao_pagamento_dias: dias,
  };
  return (await api.call<{ id: number }>('POST', '/clientes', body)).id;
}

/** Imports a client's remessa through the API, as the /entradas screen's final step does. */
export async function importarRemessa(app: RunningApp, api: Api, remessa: Remessa): Promise<number> {
  const response = await fetch(`${app.baseUrl}/api/upload/nfe-entrada`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}` },
    body: formComXml(remessaXml({ comProtocolo: true, ...remessa }).xml),
  });
  const text = await response.text();
  if (response.status !== 201)
    throw new Error(`importação da NF ${remessa.nNF}: HTTP ${response.status} ${text}`);
  return (JSON.parse(text) as { id: number }).id;
}

export async function clienteDaRemessa(api: Api): Promise<Cliente> {
  const clientes = await api.call<Cliente[]>('GET', '/clientes');
  const cliente = clientes.find((c) => c.cpf_cnpj === CNPJ_CLIENTE_REMESSA);
  if (!cliente) throw new Error('cliente da remessa não importado');
  return cliente;
}

/** Switches the client between FIFO and MANUAL, as its register form would. */
export async function definirReferenciacao(api: Api, tipo: 'FIFO' | 'MANUAL'): Promise<Cliente> {
  const { id, ...cliente } = await clienteDaRemessa(api);
  const campos = Object.fromEntries(Object.entries(cliente).filter(([, valor]) => valor !== null));
  return api.call<Cliente>('PUT', `/clientes/${id}`, { ...campos, tipo_referenciacao: tipo });
}

export type ItemEntrada = { id: number; nome: string; saldo_kg: string };

export async function itensDaEntrada(api: Api, idEntrada: number): Promise<ItemEntrada[]> {
  return api.call<ItemEntrada[]>('GET', `/upload/nfe-entrada/${idEntrada}/itens`);
}

export type NotaListada = {
  id: number;
  numero_nfe: number | null;
  serie_nfe: number | null;
  status: string;
  chave_acesso: string | null;
  valor_total_nota: string;
};

export async function notasNoServidor(api: Api): Promise<NotaListada[]> {
  return (await api.call<{ data: NotaListada[] }>('GET', '/nfe/listar?limit=100')).data;
}

export async function salvarRascunhoViaApi(api: Api, body: Record<string, unknown>): Promise<number> {
  return (await api.call<{ id: number }>('POST', '/nfe/rascunho', body)).id;
}

/** Today in the machine's calendar (the browser's too), "+ n days", as the screens compute due dates. */
export function hojeMais(dias: number, now = new Date()): string {
  const data = new Date(now.getFullYear(), now.getMonth(), now.getDate() + dias);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${data.getFullYear()}-${pad(data.getMonth() + 1)}-${pad(data.getDate())}`;
}

export const dataBr = (iso: string) => iso.split('-').reverse().join('/');

export async function abrir(page: Page, app: RunningApp, path: string, titulo: string): Promise<void> {
  await signIn(page, app);
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: titulo, exact: true }).waitFor();
}

export function campo(page: Page, rotulo: string): Locator {
  return page.getByLabel(rotulo, { exact: true });
}

/** Chooses an option of a select by its visible text. */
export async function escolher(page: Page, rotulo: string, opcao: string): Promise<void> {
  await campo(page, rotulo).selectOption({ label: opcao });
}

/** The visible texts of a select's options. */
export async function opcoes(page: Page, rotulo: string): Promise<string[]> {
  return (await campo(page, rotulo).locator('option').allTextContents()).map((t) => t.trim());
}

/** The chosen option's text of a select. */
export function opcaoEscolhida(page: Page, rotulo: string): Promise<string> {
  return campo(page, rotulo).evaluate((el) => {
    const select = el as HTMLSelectElement;
    return select.selectedOptions[0]?.textContent ?? '';
  });
}

/** Waits until the client's options are loaded, then picks it: the screen resets the draft on each choice. */
export async function escolherCliente(page: Page, nome: string): Promise<void> {
  await expect.poll(() => opcoes(page, 'Cliente')).toContain(nome);
  await escolher(page, 'Cliente', nome);
}

/** Fills 'Quantidade (kg)' and clicks 'Adicionar'. */
export async function adicionar(page: Page, quantidade?: string): Promise<void> {
  if (quantidade !== undefined) await campo(page, 'Quantidade (kg)').fill(quantidade);
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
}

/** The data rows of a table named `nome` (the empty/loading message row never counts). */
export function linhas(page: Page, nome: string): Locator {
  return page.getByRole('region', { name: nome }).locator('tbody tr:not(:has(td[colspan]))');
}

export async function textos(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((t) => t.trim());
}

/** Each row of the table as its cells' texts. */
export async function tabela(page: Page, nome: string): Promise<string[][]> {
  const rows = linhas(page, nome);
  const result: string[][] = [];
  for (const row of await rows.all()) result.push(await textos(row.locator('td')));
  return result;
}

export function totalDaNota(page: Page): Promise<string> {
  return textos(page.getByRole('region', { name: 'Itens na Nota' }).locator('tfoot td')).then((t) =>
    t.filter(Boolean).join(' '),
  );
}

export const ITENS = 'Itens na Nota';
export const NOTAS = 'Notas Emitidas';

/**
 * The environment badge beside the status of every issued document in the lists: the specs run in "simulação", so
 * an issued note's status cell reads e.g. 'Autorizada' + this.
 */
export const SIMULACAO = 'Teste (simulação)';

/** The list row of a client's note (the table of /nfe/listagem). */
export function linhaDaNota(page: Page, texto: string): Locator {
  return linhas(page, NOTAS).filter({ hasText: texto });
}

/** A product's stock as the API reports it, e.g. "489.50". */
export async function estoqueDe(api: Api, sku: string): Promise<string | undefined> {
  const page = await api.call<{ data: { codigo_interno: string; estoque_atual: string }[] }>(
    'GET',
    `/produtos?limit=10&search=${encodeURIComponent(sku)}`,
  );
  return page.data.find((p) => p.codigo_interno === sku)?.estoque_atual;
}
