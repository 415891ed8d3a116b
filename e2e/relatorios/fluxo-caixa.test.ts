import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, answerDialogs, expectDialogs, expectRowCount, waitForHeading } from '../cadastros/helpers';
import { baixar, categoriaId, corDoTexto, criarLancamento, openScreen } from '../financeiro/helpers';
import { useE2eSuite } from '../support/suite';
import { csv, dataBr, exportarCsv, filtrarPeriodo, hojeLocal, textos } from './helpers';

const PATH = '/relatorios/fluxo-caixa';
const TITULO = 'Fluxo de Caixa';
const VERDE = 'rgb(30, 107, 58)';
const VERMELHO = 'rgb(180, 35, 24)';

describe('fluxo de caixa', () => {
  const suite = useE2eSuite();

  beforeAll(async () => {
    const api = await adminApi(suite.app);
    const receita = await categoriaId(api, 'Serviços de Industrialização');
    const despesa = await categoriaId(api, 'Energia Elétrica');
    const pago = async (descricao: string, tipo: 'RECEITA' | 'DESPESA', valor: string, data: string) => {
      const lancamento = await criarLancamento(api, {
        descricao,
        tipo,
        valor_original: valor,
        data_vencimento: data,
        id_categoria: tipo === 'RECEITA' ? receita : despesa,
        id_fornecedor: null,
      });
      await baixar(api, lancamento.id, valor, data);
    };
    await pago('Industrialização setembro', 'RECEITA', '1000.10', '2025-09-30');
    await pago('Energia setembro', 'DESPESA', '250.05', '2025-09-15');
    await pago('=1+1 NF 15', 'RECEITA', '3333.33', '2025-10-05');
    await pago('-Frete; "expresso"', 'DESPESA', '0.01', '2025-10-05');
    await pago('Energia outubro', 'DESPESA', '5000.00', '2025-10-20');
    await pago('Industrialização NF 16', 'RECEITA', '99.99', '2025-10-31');
    await criarLancamento(api, {
      descricao: 'Pendente não conta',
      tipo: 'RECEITA',
      valor_original: '777.77',
      data_vencimento: '2025-10-10',
      id_categoria: receita,
      id_fornecedor: null,
    });
  });

  const resumo = (page: typeof suite.page) =>
    textos(page.getByRole('list', { name: 'Resumo do período' }).getByRole('listitem'));

  it('opens from the first day of the month to today, everything paid before it in the opening balance', async () => {
    const { page } = suite;
    const hoje = hojeLocal();
    const inicio = `${hoje.slice(0, 8)}01`;
    await openScreen(page, suite.app, PATH);
    await waitForHeading(page, TITULO);
    expect(await page.getByLabel('De', { exact: true }).inputValue()).toBe(inicio);
    expect(await page.getByLabel('Até', { exact: true }).inputValue()).toBe(hoje);
    await page.getByText(`Período: ${dataBr(inicio)} a ${dataBr(hoje)}`).waitFor();
    await page.getByText('Nenhuma movimentação no período.').waitFor();
    // 1000.10 - 250.05 + 3333.33 - 0.01 - 5000.00 + 99.99
    expect(await resumo(page)).toEqual([
      'Saldo Inicial-R$ 816,64',
      'Total de EntradasR$ 0,00',
      'Total de SaídasR$ 0,00',
      'Saldo Final-R$ 816,64',
    ]);
  });

  it('shows the cards and each movement with its sign and the running balance for a period', async () => {
    const { page } = suite;
    await openScreen(page, suite.app, PATH);
    await waitForHeading(page, TITULO);
    await filtrarPeriodo(page, '2025-10-01', '2025-10-31');
    await page.getByText('Período: 01/10/2025 a 31/10/2025').waitFor();
    await expectRowCount(page, 4);
    expect(await resumo(page)).toEqual([
      'Saldo InicialR$ 750,05',
      'Total de EntradasR$ 3.433,32',
      'Total de SaídasR$ 5.000,01',
      'Saldo Final-R$ 816,64',
    ]);
    expect(await textos(page.locator('main table thead th'))).toEqual([
      'Data',
      'Descrição',
      'Tipo',
      'Valor',
      'Saldo',
    ]);
    const linhas = page.locator('main table tbody tr');
    const todas = [];
    for (let i = 0; i < 4; i += 1) todas.push(await textos(linhas.nth(i).locator('td')));
    expect(todas).toEqual([
      ['05/10/2025', '=1+1 NF 15', 'Receita', '+ R$ 3.333,33', 'R$ 4.083,38'],
      ['05/10/2025', '-Frete; "expresso"', 'Despesa', '- R$ 0,01', 'R$ 4.083,37'],
      ['20/10/2025', 'Energia outubro', 'Despesa', '- R$ 5.000,00', '-R$ 916,63'],
      ['31/10/2025', 'Industrialização NF 16', 'Receita', '+ R$ 99,99', '-R$ 816,64'],
    ]);
    expect(await corDoTexto(linhas.nth(0).getByText('+ R$ 3.333,33'))).toBe(VERDE);
    expect(await corDoTexto(linhas.nth(2).getByText('- R$ 5.000,00'))).toBe(VERMELHO);
    expect(await corDoTexto(linhas.nth(2).getByText('-R$ 916,63'))).toBe(VERMELHO);

    await filtrarPeriodo(page, '2025-11-01', '2025-10-01');
    await page.getByText('A data final não pode ser anterior à data inicial.').waitFor();
    await expectRowCount(page, 4);
  });

  it('prints the period, the cards and the movements without the form and the buttons', async () => {
    const { page } = suite;
    await openScreen(page, suite.app, PATH);
    await filtrarPeriodo(page, '2025-10-01', '2025-10-31');
    await expectRowCount(page, 4);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('search').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Exportar CSV' }).isVisible()).toBe(false);
    expect(await page.locator('aside').first().isVisible()).toBe(false);
    expect(await page.getByText('Período: 01/10/2025 a 31/10/2025').isVisible()).toBe(true);
    expect(await page.getByRole('list', { name: 'Resumo do período' }).isVisible()).toBe(true);
    expect(await page.getByText('Energia outubro').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('search').isVisible()).toBe(true);
  });

  it('exports the period to CSV: signed values, running balance, totals, formulas neutralised', async () => {
    const { page } = suite;
    await openScreen(page, suite.app, PATH);
    await filtrarPeriodo(page, '2025-10-01', '2025-10-31');
    await expectRowCount(page, 4);
    const arquivo = await exportarCsv(page);
    expect(arquivo.nome).toBe('fluxo-caixa_2025-10-01_2025-10-31.csv');
    expect(arquivo.texto).toBe(
      csv(
        'Data;Descrição;Tipo;Valor (R$);Saldo (R$)',
        '01/10/2025;Saldo Inicial;;;750,05',
        "05/10/2025;'=1+1 NF 15;Receita;3333,33;4083,38",
        `05/10/2025;"'-Frete; ""expresso""";Despesa;-0,01;4083,37`,
        '20/10/2025;Energia outubro;Despesa;-5000,00;-916,63',
        '31/10/2025;Industrialização NF 16;Receita;99,99;-816,64',
        ';Total de Entradas;;3433,32;',
        ';Total de Saídas;;-5000,01;',
        '31/10/2025;Saldo Final;;;-816,64',
      ),
    );
  });

  it("alerts 'Falha ao carregar relatório.' when the report cannot load", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await page.route(
      (url) => url.pathname === '/api/relatorios/fluxo-caixa',
      (route) => route.fulfill({ status: 400, json: { error: 'Dados inválidos.' } }),
    );
    await openScreen(page, suite.app, PATH);
    await expectDialogs(dialogs, ['Falha ao carregar relatório.']);
    expect(await page.getByRole('alert').textContent()).toBe('Falha ao carregar relatório.');
  });
});
