import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, POLL, waitForHeading } from '../cadastros/helpers';
import { CLIENTE, configurarEmpresa, criarProduto, importarViaApi, PEBD, PP } from '../entradas/helpers';
import { openScreen } from '../financeiro/helpers';
import { signIn } from '../support/session';
import { useE2eSuite } from '../support/suite';
import { dataBr, hojeEmBrasilia, somarDias, textos } from './helpers';

const PATH = '/relatorios/material-terceiros';
const TITULO = 'Material de Terceiros';

const tabela = (page: Page) => page.getByRole('table', { name: TITULO, exact: true });
const linhas = (page: Page) => tabela(page).locator('tbody tr');
const celulas = async (page: Page, n: number) => textos(linhas(page).nth(n).locator('td'));

describe('material de terceiros', () => {
  const suite = useE2eSuite();
  let api: Api;
  let hoje: string;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    hoje = hojeEmBrasilia();
    await configurarEmpresa(api);
    await criarProduto(api, PP);
    await criarProduto(api, PEBD);
    // Three remessas of the same client: 10 days ago, 175 (5 days left of 180) and 200 (20 days past it).
    const remessa = (nNF: number, dias: number, item: typeof PP) =>
      importarViaApi(suite.app, api, {
        nNF,
        itens: [item],
        dhEmi: `${somarDias(hoje, -dias)}T10:00:00-03:00`,
      });
    await remessa(701, 10, PP);
    await remessa(702, 175, PEBD);
    await remessa(703, 200, PP);
  });

  it('lists each item with its deadline, filters it, and totals per client and product', async () => {
    const { page } = suite;
    await openScreen(page, suite.app, PATH);
    await waitForHeading(page, TITULO);
    await expect.poll(() => linhas(page).count(), POLL).toBe(3);
    expect(await textos(tabela(page).locator('thead th'))).toEqual([
      'Cliente',
      'NF de Entrada',
      'Produto',
      'Remessa',
      'Recebido',
      'Devolvido',
      'Saldo',
      'Dias',
      'Data Limite',
      'Situação',
      'Histórico',
    ]);
    // Oldest remessa first: its deadline was 20 days ago; the extension (180 more days) is only information.
    expect(await celulas(page, 0)).toEqual([
      CLIENTE,
      '703/1 · item 1',
      '[PP-H503] - Polipropileno H503',
      dataBr(somarDias(hoje, -200)),
      '1.250,50 kg',
      '0,00 kg',
      '1.250,50 kg',
      '200',
      `${dataBr(somarDias(hoje, -20))}Prorrogável até ${dataBr(somarDias(hoje, 160))}`,
      'Vencido há 20 dias',
      'Ver',
    ]);
    expect((await celulas(page, 1))[9]).toBe('Vence em 5 dias');
    expect((await celulas(page, 2))[9]).toBe('No prazo');
    // The item's history: the remessa that brought the kg, nothing returned yet.
    await linhas(page).first().getByRole('button', { name: 'Ver' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Histórico do Item' });
    const movimentos = dialogo.getByRole('table', { name: 'Movimentos do saldo' }).locator('tbody tr');
    await expect
      .poll(() => movimentos.first().locator('td').allTextContents(), POLL)
      .toEqual([
        `${dataBr(somarDias(hoje, -200))} 10:00`,
        'Entrada',
        'NF-e de entrada 703/1',
        '1.250,50 kg',
        '1.250,50 kg',
      ]);
    await page.keyboard.press('Escape');
    await dialogo.waitFor({ state: 'hidden' });
    expect(await textos(page.locator('.relatorio-resumo__card'))).toEqual([
      'Saldo em Nosso Poder2.801,00 kg',
      'Vence em até 30 dias300,00 kg',
      'Vencido1.250,50 kg',
      'Já Devolvido0,00 kg',
    ]);
    const porProduto = page.getByRole('table', { name: 'Totais por Produto' });
    expect(await textos(porProduto.locator('tbody tr').first().locator('td'))).toEqual([
      '[PEBD-7] - Polietileno de Baixa Densidade',
      '1',
      '300,00 kg',
      '0,00 kg',
      '300,00 kg',
    ]);
    expect(
      await textos(page.getByRole('table', { name: 'Totais por Cliente' }).locator('tfoot th, tfoot td')),
    ).toEqual(['Total Geral', '2.801,00 kg', '0,00 kg', '2.801,00 kg']);

    // Only what is due within 30 days: the PEBD, 5 days left.
    const filtros = page.locator('search');
    await filtros.getByLabel('Situação').selectOption({ label: 'Vence em até 30 dias' });
    await filtros.getByRole('button', { name: 'Filtrar' }).click();
    await expect
      .poll(async () => (await celulas(page, 0)).slice(1, 3), POLL)
      .toEqual(['702/1 · item 1', '[PEBD-7] - Polietileno de Baixa Densidade']);
    expect(await linhas(page).count()).toBe(1);
    expect(new URL(page.url()).search).toBe('?situacao=a_vencer');
    await expect
      .poll(() => page.locator('.page-header__description').textContent(), POLL)
      .toBe(`Posição em ${dataBr(hoje)} · Situação: Vence em até 30 dias`);

    // Then by product, any status: both PP remessas.
    await filtros.getByLabel('Situação').selectOption({ label: 'Todas' });
    await filtros.getByLabel('Produto').selectOption({ label: '[PP-H503] - Polipropileno H503' });
    await filtros.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => linhas(page).count(), POLL).toBe(2);
    expect(await textos(page.locator('.relatorio-resumo__card').first())).toEqual([
      'Saldo em Nosso Poder2.501,00 kg',
    ]);
  });

  it('the dashboard card shows the kg here, due and overdue, and opens the report filtered', async () => {
    const { page } = suite;
    await signIn(page, suite.app);
    const card = page
      .locator('section.card')
      .filter({ has: page.getByRole('heading', { name: TITULO, exact: true }) });
    await card.waitFor();
    // The card has its own request: it fills in after the dashboard's.
    await expect
      .poll(() => card.locator('dl > div').allTextContents(), POLL)
      .toEqual(['Em nosso poder2.801,00 kg', 'Vence em 30 dias300,00 kg', 'Vencido1.250,50 kg']);
    await card.getByRole('link', { name: '1.250,50 kg' }).click();
    await waitForHeading(page, TITULO);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${PATH}?situacao=vencido`);
    // The filtered page replaces the first one (or the loading row): wait for its row, not for any one row.
    await expect.poll(async () => (await celulas(page, 0))[1], POLL).toBe('703/1 · item 1');
    expect(await linhas(page).count()).toBe(1);
    expect(await page.locator('search').getByLabel('Situação').inputValue()).toBe('vencido');
  });
});
