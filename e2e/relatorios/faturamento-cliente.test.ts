import { describe, expect, it } from 'vitest';
import { answerDialogs, expectDialogs, expectRowCount, waitForHeading } from '../cadastros/helpers';
import { openScreen } from '../financeiro/helpers';
import { useE2eSuite } from '../support/suite';
import { csv, dataBr, exportarCsv, filtrarPeriodo, hojeEmBrasilia, textos, ultimoDiaDoMes } from './helpers';

const PATH = '/relatorios/faturamento-cliente';
const TITULO = 'Faturamento por Cliente';
const API = '/api/relatorios/faturamento-cliente';

/** The current month in the browser's calendar, the screen's default period. */
function mesAtual() {
  const hoje = hojeEmBrasilia();
  return { de: `${hoje.slice(0, 8)}01`, ate: ultimoDiaDoMes() };
}

// No NF-e can be authorised through the product yet, so the real database has no billing: the empty
// period and its zero total are checked against the real API, the rows and their sum against an answer
// replaced in the browser.
describe('faturamento por cliente', () => {
  const suite = useE2eSuite();

  it('opens on the current month, empty, with a zero total row', async () => {
    const { page } = suite;
    const { de, ate } = mesAtual();
    const pedido = page.waitForRequest((r) => new URL(r.url()).pathname === API);
    await openScreen(page, suite.app, PATH);
    await waitForHeading(page, TITULO);
    const url = new URL((await pedido).url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ data_inicio: de, data_fim: ate });

    const form = page.locator('search');
    expect(await form.getByLabel('De', { exact: true }).inputValue()).toBe(dataBr(de));
    expect(await form.getByLabel('Até', { exact: true }).inputValue()).toBe(dataBr(ate));
    await page.getByText(`Período: ${dataBr(de)} a ${dataBr(ate)}`).waitFor();
    expect(await textos(page.locator('main table thead th'))).toEqual([
      'Cliente',
      'Quantidade de Notas',
      'Serviços',
      'Vendas',
      'NFS-e',
      'Faturamento Total',
      'Material Devolvido',
    ]);
    await page.getByText('Nenhuma nota autorizada no período.').waitFor();
    expect(await textos(page.locator('main table tfoot tr').locator('th, td'))).toEqual([
      'Total',
      '0',
      'R$ 0,00',
      'R$ 0,00',
      'R$ 0,00',
      'R$ 0,00',
      'R$ 0,00',
    ]);
  });

  it('filters by another period, refuses an inverted one and goes back to the month on Limpar', async () => {
    const { page } = suite;
    await openScreen(page, suite.app, PATH);
    await waitForHeading(page, TITULO);

    const pedido = page.waitForRequest(
      (r) => new URL(r.url()).searchParams.get('data_inicio') === '2026-01-01',
    );
    await filtrarPeriodo(page, '2026-01-01', '2026-03-31');
    expect(new URL((await pedido).url()).searchParams.get('data_fim')).toBe('2026-03-31');
    await page.getByText('Período: 01/01/2026 a 31/03/2026').waitFor();

    await filtrarPeriodo(page, '2026-04-01', '2026-03-01');
    await page.getByText('A data final não pode ser anterior à data inicial.').waitFor();
    await page.getByText('Período: 01/01/2026 a 31/03/2026').waitFor();

    await page.getByRole('button', { name: 'Limpar' }).click();
    const { de, ate } = mesAtual();
    await page.getByText(`Período: ${dataBr(de)} a ${dataBr(ate)}`).waitFor();
    expect(await page.getByLabel('De', { exact: true }).inputValue()).toBe(dataBr(de));
    expect(await page.getByText('A data final não pode ser anterior à data inicial.').count()).toBe(0);
  });

  it('shows revenue split into services, sales and NFS-e, the material returned apart, summed exactly (answer replaced in the browser)', async () => {
    const { page } = suite;
    await page.route(
      (url) => url.pathname === API,
      (route) =>
        route.fulfill({
          json: [
            {
              id_cliente: 3,
              nome_razao_social: 'Gama Polímeros',
              quantidade_notas: 5,
              faturamento_total: '1234567890123.45',
              quantidade_nfe: 4,
              faturamento_nfe: '1234567890000.00',
              faturamento_servicos: '1234567000000.00',
              faturamento_vendas: '890000.00',
              quantidade_nfse: 1,
              faturamento_nfse: '123.45',
              material_devolvido: '1363.59',
            },
            {
              id_cliente: 1,
              nome_razao_social: 'Alfa Embalagens',
              quantidade_notas: 2,
              faturamento_total: '0.10',
              quantidade_nfe: 0,
              faturamento_nfe: '0.00',
              faturamento_servicos: '0.00',
              faturamento_vendas: '0.00',
              quantidade_nfse: 2,
              faturamento_nfse: '0.10',
              material_devolvido: '0.00',
            },
            {
              id_cliente: 2,
              nome_razao_social: 'Beta Plásticos',
              quantidade_notas: 1,
              faturamento_total: '0.20',
              quantidade_nfe: 1,
              faturamento_nfe: '0.20',
              faturamento_servicos: '0.20',
              faturamento_vendas: '0.00',
              quantidade_nfse: 0,
              faturamento_nfse: '0.00',
              material_devolvido: '0.10',
            },
          ],
        }),
    );
    await openScreen(page, suite.app, PATH);
    await expectRowCount(page, 3);
    expect(await textos(page.locator('main table tbody tr').first().locator('td'))).toEqual([
      'Gama Polímeros',
      '5',
      'R$ 1.234.567.000.000,00',
      'R$ 890.000,00',
      'R$ 123,45',
      'R$ 1.234.567.890.123,45',
      'R$ 1.363,59',
    ]);
    // 0.10 + 0.20 in floats is 0.30000000000000004, and the cents of a large amount are lost in a double.
    expect(await textos(page.locator('main table tfoot tr').locator('th, td'))).toEqual([
      'Total',
      '8',
      'R$ 1.234.567.000.000,20',
      'R$ 890.000,00',
      'R$ 123,55',
      'R$ 1.234.567.890.123,75',
      'R$ 1.363,69',
    ]);
  });

  it('prints the period, the table and the total without the form and the buttons', async () => {
    const { page } = suite;
    await openScreen(page, suite.app, PATH);
    await page.getByText('Nenhuma nota autorizada no período.').waitFor();
    const controles = [
      page.locator('search'),
      page.getByRole('button', { name: 'Imprimir' }),
      page.getByRole('button', { name: 'Exportar CSV' }),
    ];
    await page.emulateMedia({ media: 'print' });
    for (const controle of controles) expect(await controle.isVisible()).toBe(false);
    const { de, ate } = mesAtual();
    expect(await page.getByText(`Período: ${dataBr(de)} a ${dataBr(ate)}`).isVisible()).toBe(true);
    expect(await page.locator('main table tfoot').isVisible()).toBe(true);
    // The split and the material returned print too.
    for (const coluna of ['Serviços', 'Vendas', 'NFS-e', 'Faturamento Total', 'Material Devolvido']) {
      expect(await page.getByRole('columnheader', { name: coluna, exact: true }).isVisible()).toBe(true);
    }
    await page.emulateMedia({ media: 'screen' });
    for (const controle of controles) expect(await controle.isVisible()).toBe(true);
  });

  it('exports the period to CSV with the header and the total row', async () => {
    const { page } = suite;
    await openScreen(page, suite.app, PATH);
    await page.getByText('Nenhuma nota autorizada no período.').waitFor();
    const { de, ate } = mesAtual();
    const arquivo = await exportarCsv(page);
    expect(arquivo.nome).toBe(`faturamento-por-cliente_${de}_${ate}.csv`);
    expect(arquivo.texto).toBe(
      csv(
        'Cliente;Quantidade de Notas;Serviços NF-e (R$);Vendas NF-e (R$);NFS-e (R$);Faturamento Total (R$);Material Devolvido (R$)',
        'Total;0;0,00;0,00;0,00;0,00;0,00',
      ),
    );

    await filtrarPeriodo(page, '2025-01-01', '2025-12-31');
    await page.getByText('Período: 01/01/2025 a 31/12/2025').waitFor();
    expect((await exportarCsv(page)).nome).toBe('faturamento-por-cliente_2025-01-01_2025-12-31.csv');
  });

  it("alerts 'Falha ao carregar relatório.' when the report cannot load", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await page.route(
      (url) => url.pathname === API,
      (route) => route.fulfill({ status: 400, json: { error: 'Dados inválidos.' } }),
    );
    await openScreen(page, suite.app, PATH);
    await expectDialogs(dialogs, ['Falha ao carregar relatório.']);
    expect(await page.getByRole('alert').textContent()).toBe('Falha ao carregar relatório.');
  });
});
