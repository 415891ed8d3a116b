import type { Locator, Page } from 'playwright-core';
import type { Api } from '../cadastros/helpers';
import type { RunningApp } from '../support/app';
import { signIn } from '../support/session';
import { CNPJ_EMPRESA, formComXml, type ItemRemessa, type Remessa, remessaXml } from './remessa';

/**
 * Helpers of the /entradas specs. The notes are the clients' remessas the API tests use (signed with the
 * public test A1); the company's CNPJ is set first, as only notes addressed to it are imported.
 */

export const PATH = '/entradas';
export const BUSCA = 'Buscar por cliente ou número da NF';
export const CLIENTE = 'Embalagens Paulista Ltda';

export const PP: ItemRemessa = {
  cProd: 'PP-H503',
  xProd: 'Polipropileno H503',
  qCom: '1250.5000',
  vUnCom: '8.00',
  vProd: '10004.00',
};
export const PEAD: ItemRemessa = {
  cProd: 'PEAD-01',
  xProd: 'Polietileno de Alta Densidade',
  NCM: '39012029',
  uCom: 'TN',
  qCom: '2.0000',
  vUnCom: '7500.00',
  vProd: '15000.00',
};
export const PEBD: ItemRemessa = {
  cProd: 'PEBD-7',
  xProd: 'Polietileno de Baixa Densidade',
  NCM: '39011010',
  qCom: '300.0000',
  vUnCom: '9.50',
  vProd: '2850.00',
};

export async function configurarEmpresa(api: Api): Promise<void> {
  await api.call('PUT', '/preferencias/empresa', {
    razao_social: 'Plásticos Transformação Ltda',
    cnpj: CNPJ_EMPRESA,
    uf: 'SP',
    cidade: 'São Paulo',
  });
}

export async function criarProduto(api: Api, item: ItemRemessa): Promise<number> {
  const body = { nome: item.xProd, codigo_interno: item.cProd, ncm: item.NCM ?? '39021020' };
  return (await api.call<{ id: number }>('POST', '/produtos', body)).id;
}

/** Imports a note through the API, as the screen's final step does. */
export async function importarViaApi(app: RunningApp, api: Api, remessa: Remessa): Promise<{ id: number }> {
  const response = await fetch(`${app.baseUrl}/api/upload/nfe-entrada`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}` },
    body: formComXml(remessaXml(remessa).xml),
  });
  const text = await response.text();
  if (response.status !== 201)
    throw new Error(`importação da NF ${remessa.nNF}: HTTP ${response.status} ${text}`);
  return JSON.parse(text) as { id: number };
}

/** A file for the file input, built in memory. */
export function arquivoXml(remessa: Remessa, nome = `nfe-${remessa.nNF}.xml`) {
  return { name: nome, mimeType: 'text/xml', buffer: Buffer.from(remessaXml(remessa).xml) };
}

export async function openEntradas(page: Page, app: RunningApp): Promise<void> {
  await signIn(page, app);
  await page.goto(PATH);
  await page.getByRole('heading', { level: 1, name: 'Importação de Notas de Entrada (XML)' }).waitFor();
}

export function inputXml(page: Page): Locator {
  return page.getByLabel('Arquivo XML');
}

export async function analisarEImportar(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Analisar e Importar' }).click();
}

/** The 'Relatório de Entradas' table, by its caption: the page also lists the documents received from SEFAZ. */
export function relatorio(page: Page): Locator {
  return page.getByRole('table', { name: 'Relatório de Entradas' });
}

/** The rows of the 'Relatório de Entradas' table (the empty/loading message row never counts). */
export function linhas(page: Page): Locator {
  return relatorio(page).locator('tbody tr:not(:has(td[colspan]))');
}

export function linhaDaNota(page: Page, numero: number): Locator {
  return linhas(page).filter({
    has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${numero}$`) }),
  });
}
