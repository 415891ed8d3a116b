import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, POLL, waitForHeading } from '../cadastros/helpers';
import { CLIENTE, configurarEmpresa, criarProduto, importarViaApi, PEBD, PP } from '../entradas/helpers';
import { openScreen } from '../financeiro/helpers';
import { openPage } from '../support/browser';
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
      'Item',
      'Saldo',
      'Reservado',
      'Disponível',
      'Prazo',
      'Detalhes',
    ]);
    // Oldest remessa first: its deadline was 20 days ago. Received, returned, the days and the extension are in
    // the item's detail.
    expect(await celulas(page, 0)).toEqual([
      CLIENTE,
      `[PP-H503] - Polipropileno H503NF 703/1 · item 1 · remessa ${dataBr(somarDias(hoje, -200))}`,
      '1.250,50 kg',
      '0,00 kg',
      '1.250,50 kg',
      `Vencido há 20 diasaté ${dataBr(somarDias(hoje, -20))}`,
      'Detalhes',
    ]);
    expect((await celulas(page, 1))[5]).toMatch(/^Vence em 5 dias/);
    expect((await celulas(page, 2))[5]).toMatch(/^No prazo/);
    // The item's history: the remessa that brought the kg, nothing returned yet.
    await linhas(page).first().getByRole('button', { name: 'Detalhes' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Histórico do Item' });
    await expect
      .poll(() => textos(dialogo.locator('.material-terceiros__detalhe > div')), POLL)
      .toEqual([
        'Recebido1.250,50 kg',
        'Devolvido0,00 kg',
        'Saldo1.250,50 kg',
        'Reservado por ordens0,00 kg',
        'Disponível1.250,50 kg',
        `Remessa${dataBr(somarDias(hoje, -200))} (200 dias)`,
        `Data limite${dataBr(somarDias(hoje, -20))}`,
        `Prorrogável até${dataBr(somarDias(hoje, 160))}`,
        'SituaçãoVencido há 20 dias',
      ]);
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
    // The client and product totals come in their own requests, paged apart from the items.
    const porCliente = page.getByRole('table', { name: 'Totais por Cliente' });
    await expect
      .poll(() => textos(porCliente.locator('tbody tr').first().locator('td')), POLL)
      .toEqual([CLIENTE, '3', '2.801,00 kg', '0,00 kg', '2.801,00 kg']);
    const porProduto = page.getByRole('table', { name: 'Totais por Produto' });
    await expect
      .poll(() => textos(porProduto.locator('tbody tr').first().locator('td')), POLL)
      .toEqual(['[PEBD-7] - Polietileno de Baixa Densidade', '1', '300,00 kg', '0,00 kg', '300,00 kg']);
    expect(await textos(porCliente.locator('tfoot th, tfoot td'))).toEqual([
      'Total Geral',
      '2.801,00 kg',
      '0,00 kg',
      '2.801,00 kg',
    ]);

    // Only what is due within 30 days: the PEBD, 5 days left.
    const filtros = page.locator('search');
    await filtros.getByLabel('Situação').selectOption({ label: 'Vence em até 30 dias' });
    await filtros.getByRole('button', { name: 'Filtrar' }).click();
    await expect
      .poll(async () => (await celulas(page, 0))[1], POLL)
      .toMatch(/^\[PEBD-7\] - Polietileno de Baixa DensidadeNF 702\/1 · item 1/);
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
    await expect.poll(async () => (await celulas(page, 0))[1], POLL).toContain('NF 703/1 · item 1');
    expect(await linhas(page).count()).toBe(1);
    expect(await page.locator('search').getByLabel('Situação').inputValue()).toBe('vencido');
  });

  it('fits a 1440x900 screen: every column in sight, no sideways scroll, each name on one line', async () => {
    const { context, page } = await openPage(suite.browser, suite.app.baseUrl, { width: 1440, height: 900 });
    try {
      await signIn(page, suite.app);
      await page.goto(PATH);
      await waitForHeading(page, TITULO);
      await expect.poll(() => linhas(page).count(), POLL).toBe(3);
      const medida = await page.evaluate(() => {
        const caixa = document.querySelector<HTMLElement>('.data-table');
        return {
          pagina: (document.scrollingElement?.scrollWidth ?? 0) <= window.innerWidth,
          tabela: caixa ? caixa.scrollWidth <= caixa.clientWidth + 1 : false,
        };
      });
      expect(medida).toEqual({ pagina: true, tabela: true });
      const detalhes = linhas(page).first().getByRole('button', { name: 'Detalhes' });
      const caixa = await detalhes.boundingBox();
      expect(caixa && caixa.x + caixa.width <= 1440).toBe(true);
      // The client's and the product's names each on one line (cut with an ellipsis when long).
      const linhasDoNome = await linhas(page)
        .first()
        .locator('td.material-terceiros__nome > span')
        .evaluateAll((spans) => spans.map((s) => s.getClientRects().length));
      expect(linhasDoNome).toEqual([1, 1]);
    } finally {
      await context.close();
    }
  });
});
