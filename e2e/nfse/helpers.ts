import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Api } from '../cadastros/helpers';
import { EMPRESA } from '../nfe/helpers';

/** The environment badge beside an NFS-e's status in the list (the specs run in "simulação"). */
export { SIMULACAO } from '../nfe/helpers';

/**
 * Helpers of the NFS-e specs. The company, services and tomadores are created through the API; the screen is then
 * driven as a user would, and emission goes to the Sefin Nacional simulator the application starts in "simulação".
 */

/** The NF-e company plus the IBGE code of Americana/SP, where the DPS is issued (cLocEmi). */
export const EMPRESA_NFSE = { ...EMPRESA, codigo_municipio: 3501608 };

export const TOMADOR = 'Embalagens Paulista Ltda';
export const MOAGEM = 'Moagem de PP';

export async function configurarEmpresaNfse(api: Api): Promise<void> {
  await api.call('PUT', '/preferencias/empresa', EMPRESA_NFSE);
}

/** A service of 2,50/kg with ISS at 5 % (LC 116 item 14.05, industrialização por encomenda). */
export async function criarServico(api: Api, descricao = MOAGEM, preco = '2.50'): Promise<number> {
  const body = { descricao, codigo_lc_116: '14.05', aliquota_iss: '5.00', preco };
  return (await api.call<{ id: number }>('POST', '/servicos', body)).id;
}

/** A tomador in Campinas/SP with its IBGE code, paying in `dias` days. */
export async function criarTomador(api: Api, nome: string, cnpj: string, dias = 15): Promise<number> {
  const body = {
    nome_razao_social: nome,
    cpf_cnpj: cnpj,
    indicador_ie: '9',
    email: 'fiscal@tomador.com.br',
    logradouro: 'Rua Barão de Jaguara',
    numero: '900',
    bairro: 'Centro',
    cidade: 'Campinas',
    uf: 'SP',
    cep: '13015-002',
    codigo_municipio: 3509502,
    condicao_pagamento_dias: dias,
  };
  return (await api.call<{ id: number }>('POST', '/clientes', body)).id;
}

export type NfseListada = {
  id: number;
  numero_nfse: string | null;
  serie_dps: number;
  numero_dps: number;
  chave_acesso: string | null;
  status: string;
  valor_servico: string;
  valor_liquido: string;
};

export async function nfsesNoServidor(api: Api): Promise<NfseListada[]> {
  return (await api.call<{ data: NfseListada[] }>('GET', '/nfse/listar?limit=100')).data;
}

/** Emits through the API (the screen's payload), for the list's paging and search. */
export async function emitirViaApi(
  api: Api,
  body: { id_cliente: number; id_servico: number; quantidade: string },
): Promise<NfseListada> {
  return api.call<NfseListada>('POST', '/nfse/emitir', {
    idempotency_key: crypto.randomUUID(),
    data_competencia: hojeMais(0),
    data_vencimento: hojeMais(30),
    discriminacao: 'Moagem de PP',
    iss_retido: false,
    retencoes: {},
    ...body,
  });
}

/** Today in the machine's calendar (the browser's too), "+ n days". */
export function hojeMais(dias: number, now = new Date()): string {
  const data = new Date(now.getFullYear(), now.getMonth(), now.getDate() + dias);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${data.getFullYear()}-${pad(data.getMonth() + 1)}-${pad(data.getDate())}`;
}

export const dataBr = (iso: string) => iso.split('-').reverse().join('/');

export function campo(page: Page, rotulo: string): Locator {
  return page.getByLabel(rotulo, { exact: true });
}

/** The visible texts of a select's options. */
export async function opcoes(page: Page, rotulo: string): Promise<string[]> {
  return (await campo(page, rotulo).locator('option').allTextContents()).map((t) => t.trim());
}

/** Waits for the option to be loaded, then picks it by its text. */
export async function escolher(page: Page, rotulo: string, opcao: string): Promise<void> {
  await expect.poll(() => opcoes(page, rotulo)).toContain(opcao);
  await campo(page, rotulo).selectOption({ label: opcao });
}

/** The preview as [label, value] pairs, e.g. ['Valor Líquido', 'R$ 280,50']. */
export async function previa(page: Page): Promise<string[][]> {
  const linhas = page.getByRole('table', { name: 'Prévia dos Valores' }).locator('tr');
  const resultado: string[][] = [];
  for (const linha of await linhas.all()) {
    resultado.push([
      ((await linha.locator('th').textContent()) ?? '').trim(),
      ((await linha.locator('td').textContent()) ?? '').trim(),
    ]);
  }
  return resultado;
}

/** One value of the preview by its label. */
export async function valorDaPrevia(page: Page, rotulo: string): Promise<string | undefined> {
  return (await previa(page)).find(([r]) => r === rotulo)?.[1];
}

/** The message under an input (its field's error). */
export function erroDoCampo(page: Page, rotulo: string): Promise<string> {
  return campo(page, rotulo).evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-erro'));
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
}

export const NFSES = 'NFS-e Emitidas';

/** The data rows of the issued-NFS-e table (the empty/loading message row never counts). */
export function linhasNfse(page: Page): Locator {
  return page.getByRole('region', { name: NFSES }).locator('tbody tr:not(:has(td[colspan]))');
}

export function linhaDaNfse(page: Page, texto: string): Locator {
  return linhasNfse(page).filter({ hasText: texto });
}

export async function textos(locator: Locator): Promise<string[]> {
  return (await locator.allTextContents()).map((t) => t.trim());
}
