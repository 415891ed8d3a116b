import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Api,
  adminApi,
  answerDialogs,
  bodyRows,
  expectDialogs,
  expectRowCount,
  rowWith,
  search,
  waitForHeading,
} from '../cadastros/helpers';
import { configurarEmpresa, importarViaApi, PP } from '../entradas/helpers';
import { cells, openScreen } from '../financeiro/helpers';
import { useE2eSuite } from '../support/suite';
import { csv, dataBr, exportarCsv, hojeEmBrasilia, textos } from './helpers';

const PATH = '/relatorios/estoque';
const TITULO = 'Posição de Estoque';
const BUSCA = 'Buscar por Nome ou SKU';
const CABECALHO_CSV =
  'Produto;Código (SKU);Unidade;Estoque Total (kg);Material de Clientes (kg);Estoque Próprio (kg);' +
  'Estoque de Terceiros (kg);Custo Médio (R$/kg);Valor do Estoque Próprio (R$)';
const paginacao = (page: Page) => page.getByRole('navigation', { name: 'Paginação' });
const RESINAS = Array.from({ length: 10 }, (_, i) => `Resina lote ${String(i + 1).padStart(2, '0')}`);

describe('posição de estoque', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    const produto = (nome: string, codigo_interno: string, estoque_atual: string) =>
      api.call('POST', '/produtos', { nome, codigo_interno, ncm: '39021020', estoque_atual });
    // 500 kg of our own, then a client's remessa of 1250.50 kg of the same product arrives.
    await produto(PP.xProd, PP.cProd, '500');
    await importarViaApi(suite.app, api, { nNF: 501, itens: [PP] });
    await produto('=HYPERLINK("x")', 'HACK', '1.5');
    for (const [i, nome] of RESINAS.entries()) await produto(nome, `RES-${i + 1}`, '10.10');
  });

  it("lists stock, clients' kg and own kg by product, with the grand total of every page", async () => {
    const { page } = suite;
    await openScreen(page, suite.app, PATH);
    await waitForHeading(page, TITULO);
    expect(await textos(page.locator('main table thead th'))).toEqual([
      'Produto',
      'Código (SKU)',
      'Unidade',
      'Estoque Total',
      'Material de Clientes',
      'Estoque Próprio',
      'Estoque de Terceiros',
      'Custo Médio',
      'Valor do Estoque Próprio',
    ]);
    await expectRowCount(page, 10);
    expect(await page.locator('main table tbody tr td:first-child').allTextContents()).toEqual([
      '=HYPERLINK("x")',
      'Polipropileno H503',
      ...RESINAS.slice(0, 8),
    ]);
    expect(await cells(rowWith(page, 'Polipropileno H503'))).toEqual([
      'Polipropileno H503',
      'PP-H503',
      'KG',
      '1.750,50 kg',
      '1.250,50 kg',
      '500,00 kg',
      '1.250,50 kg',
      'R$ 0,0000/kg',
      'R$ 0,00',
    ]);
    const total = page.locator('main table tfoot tr');
    const TOTAL = ['Total Geral', '1.853,00 kg', '', '602,50 kg', '1.250,50 kg', '', 'R$ 0,00'];
    expect(await textos(total.locator('th, td'))).toEqual(TOTAL);
    await paginacao(page).getByText('Página 1 de 2').waitFor();

    await page.getByRole('button', { name: 'Próxima' }).click();
    await paginacao(page).getByText('Página 2 de 2').waitFor();
    await expectRowCount(page, 2);
    expect(await page.locator('main table tbody tr td:first-child').allTextContents()).toEqual(
      RESINAS.slice(8),
    );
    // The total is the whole stock, not the page's.
    expect(await textos(total.locator('th, td'))).toEqual(TOTAL);
    expect(await page.getByRole('button', { name: 'Próxima' }).isDisabled()).toBe(true);
  });

  it('searches by name or SKU, the total following the search, and clears', async () => {
    const { page } = suite;
    await openScreen(page, suite.app, PATH);
    await expectRowCount(page, 10);

    await search(page, BUSCA, 'hyperlink');
    await expectRowCount(page, 1);
    expect(await cells(bodyRows(page).first())).toEqual([
      '=HYPERLINK("x")',
      'HACK',
      'KG',
      '1,50 kg',
      '0,00 kg',
      '1,50 kg',
      '0,00 kg',
      'R$ 0,0000/kg',
      'R$ 0,00',
    ]);
    expect(await page.locator('main table tfoot td').first().textContent()).toBe('1,50 kg');
    await page.getByText(`Posição em ${dataBr(hojeEmBrasilia())} · Busca: "hyperlink"`).waitFor();

    await search(page, BUSCA, 'res-');
    await expectRowCount(page, 10);
    expect(await page.locator('main table tfoot td').first().textContent()).toBe('101,00 kg');
    await paginacao(page).getByText('Página 1 de 1').waitFor();

    await search(page, BUSCA, 'nada disso');
    await page.getByText('Nenhum produto encontrado para "nada disso".').waitFor();
    expect(await page.locator('main table tfoot td').first().textContent()).toBe('0,00 kg');

    await page.getByRole('button', { name: 'Limpar' }).click();
    await paginacao(page).getByText('Página 1 de 2').waitFor();
    expect(await page.locator('main table tfoot td').first().textContent()).toBe('1.853,00 kg');
  });

  it('prints the heading, the table and the total without the search, the buttons and the paging', async () => {
    const { page } = suite;
    await openScreen(page, suite.app, PATH);
    await expectRowCount(page, 10);
    const controles = [
      page.locator('search'),
      page.getByRole('button', { name: 'Imprimir' }),
      page.getByRole('button', { name: 'Exportar CSV' }),
      page.getByRole('navigation', { name: 'Paginação' }),
      page.locator('aside').first(),
    ];
    for (const controle of controles) expect(await controle.isVisible()).toBe(true);
    expect(await page.getByText('Página 1 de 2 · 12 produtos no total').isVisible()).toBe(false);

    await page.emulateMedia({ media: 'print' });
    for (const controle of controles) expect(await controle.isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1, name: TITULO }).isVisible()).toBe(true);
    expect(await page.getByText(`Posição em ${dataBr(hojeEmBrasilia())}`).isVisible()).toBe(true);
    expect(await rowWith(page, 'Polipropileno H503').isVisible()).toBe(true);
    expect(await page.getByText('1.853,00 kg').isVisible()).toBe(true);
    // Paper says which page it is, since the paging controls are gone.
    expect(await page.getByText('Página 1 de 2 · 12 produtos no total').isVisible()).toBe(true);

    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('search').isVisible()).toBe(true);
  });

  it('exports every product of the search to CSV, formulas neutralised', async () => {
    const { page } = suite;
    await openScreen(page, suite.app, PATH);
    await expectRowCount(page, 10);

    const todos = await exportarCsv(page);
    expect(todos.nome).toBe('posicao-estoque.csv');
    expect([...todos.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(todos.texto).toBe(
      csv(
        CABECALHO_CSV,
        `"'=HYPERLINK(""x"")";HACK;KG;1,50;0,00;1,50;0,00;0,0000;0,00`,
        'Polipropileno H503;PP-H503;KG;1750,50;1250,50;500,00;1250,50;0,0000;0,00',
        ...RESINAS.map((nome, i) => `${nome};RES-${i + 1};KG;10,10;0,00;10,10;0,00;0,0000;0,00`),
        'Total Geral;;;1853,00;;602,50;1250,50;;0,00',
      ),
    );

    await search(page, BUSCA, 'polipropileno');
    await expectRowCount(page, 1);
    const filtrado = await exportarCsv(page);
    expect(filtrado.texto).toBe(
      csv(
        CABECALHO_CSV,
        'Polipropileno H503;PP-H503;KG;1750,50;1250,50;500,00;1250,50;0,0000;0,00',
        'Total Geral;;;1750,50;;500,00;1250,50;;0,00',
      ),
    );
  });

  it("alerts 'Falha ao carregar relatório de estoque.' when the report cannot load", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await page.route(
      (url) => url.pathname === '/api/relatorios/estoque',
      (route) => route.fulfill({ status: 400, json: { error: 'Dados inválidos.' } }),
    );
    await openScreen(page, suite.app, PATH);
    await expectDialogs(dialogs, ['Falha ao carregar relatório de estoque.']);
    expect(await page.getByRole('alert').textContent()).toBe('Falha ao carregar relatório de estoque.');
  });
});
