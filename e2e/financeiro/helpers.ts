import type { Locator, Page } from 'playwright-core';
import { type Api, cnpjValido } from '../cadastros/helpers';
import type { RunningApp } from '../support/app';
import { signIn } from '../support/session';

/**
 * Helpers of the financial specs: clients, suppliers and entries are created through the API to keep the
 * tests fast; the screens are then driven as a user would.
 */

export type Categoria = { id: number; nome: string; tipo: 'RECEITA' | 'DESPESA' };
export type Lancamento = {
  id: number;
  descricao: string;
  status: string;
  valor_original: string;
  id_fornecedor: number | null;
  valor_pago_recebido: string | null;
  data_pagamento_recebimento: string | null;
  valor_desconto: string;
  valor_juros_multa: string;
};

export const DESPESA_CATEGORIAS = [
  'Aluguel',
  'Energia Elétrica',
  'Folha de Pagamento',
  'Fretes',
  'Impostos e Taxas',
  'Manutenção de Máquinas',
  'Matéria-Prima e Insumos',
  'Outras Despesas',
];

export async function categoriaId(api: Api, nome: string): Promise<number> {
  const categorias = await api.call<Categoria[]>('GET', '/financeiro/categorias');
  const categoria = categorias.find((c) => c.nome === nome);
  if (!categoria) throw new Error(`categoria ${nome} não encontrada`);
  return categoria.id;
}

let seq = 0;

export async function criarCliente(api: Api, nome: string): Promise<number> {
  seq += 1;
  const body = { nome_razao_social: nome, cpf_cnpj: cnpjValido(7000 + seq) };
  return (await api.call<{ id: number }>('POST', '/clientes', body)).id;
}

export async function criarFornecedor(api: Api, nome: string): Promise<number> {
  return (await api.call<{ id: number }>('POST', '/fornecedores', { nome_razao_social: nome })).id;
}

export async function criarLancamento(api: Api, body: Record<string, unknown>): Promise<Lancamento> {
  return api.call<Lancamento>('POST', '/financeiro/lancamentos', body);
}

export async function baixar(api: Api, id: number, valor: string, data: string): Promise<void> {
  await api.call('POST', `/financeiro/lancamentos/${id}/baixar`, {
    valor_recebido: valor,
    data_pagamento: data,
  });
}

/** The entry as the API lists it now (the list is the only read route). */
export async function lancamentoAtual(api: Api, lista: string, descricao: string): Promise<Lancamento> {
  const page = await api.call<{ data: Lancamento[] }>(
    'GET',
    `/financeiro/${lista}?limit=999&search=${encodeURIComponent(descricao)}`,
  );
  const found = page.data.find((l) => l.descricao === descricao);
  if (!found) throw new Error(`lançamento ${descricao} não encontrado`);
  return found;
}

/** Today in the machine's calendar, as the browser (same machine) computes it. */
export function hojeIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The red warning of a Pendente row due on `vencimento` (YYYY-MM-DD) as the screen computes it today. */
export function vencidoHa(vencimento: string, hoje = hojeIso()): string {
  const dia = (iso: string) =>
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  const dias = Math.round((dia(hoje) - dia(vencimento)) / 86_400_000);
  return `Vencido há ${dias} ${dias === 1 ? 'dia' : 'dias'}`;
}

export async function openScreen(page: Page, app: RunningApp, path: string): Promise<void> {
  await signIn(page, app);
  await page.goto(path);
}

export async function cells(row: Locator): Promise<string[]> {
  return row.locator('td').allTextContents();
}

/** The filter bar: search text, status, 'De' and 'Até', then 'Aplicar'. */
export async function aplicarFiltros(
  page: Page,
  filtros: { search?: string; status?: string; de?: string; ate?: string },
): Promise<void> {
  const bar = page.locator('search');
  if (filtros.search !== undefined) await bar.getByRole('searchbox').fill(filtros.search);
  if (filtros.status !== undefined) await bar.getByLabel('Status').selectOption(filtros.status);
  if (filtros.de !== undefined) await bar.getByLabel('De', { exact: true }).fill(filtros.de);
  if (filtros.ate !== undefined) await bar.getByLabel('Até', { exact: true }).fill(filtros.ate);
  await bar.getByRole('button', { name: 'Aplicar' }).click();
}

/** The computed text colour of an element, e.g. 'rgb(30, 107, 58)'. */
export function corDoTexto(locator: Locator): Promise<string> {
  return locator.evaluate((el) => getComputedStyle(el).color);
}
