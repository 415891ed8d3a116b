import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, answerDialogs, expectDialogs, expectRowCount, waitForHeading } from '../cadastros/helpers';
import { baixar, categoriaId, corDoTexto, criarLancamento, openScreen } from '../financeiro/helpers';
import { useE2eSuite } from '../support/suite';
import { csv, dataBr, exportarCsv, filtrarPeriodo, hojeEmBrasilia, somarDias, textos } from './helpers';

const PATH = '/relatorios/fluxo-caixa';
const TITULO = 'Fluxo de Caixa';
const VERDE = 'rgb(30, 107, 58)';
const VERMELHO = 'rgb(180, 35, 24)';
/** Receipts of the paged period (May to August 2025): one a day, 10,01 × n on the n-th day. */
const RECEBIMENTOS = 110;

const reais = (centavos: number) =>
  `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

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
    // More than one page (100 movements) from May to August: the balance climbs to R$ 61.111,05 and the last
    // payment brings it back to zero, so the other periods' opening balances do not move.
    for (let n = 1; n <= RECEBIMENTOS; n += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, RECEBIMENTOS - n + 1) }, (_, i) => n + i).map((k) =>
          pago(`Recebimento ${k}`, 'RECEITA', reais(1001 * k), somarDias('2025-05-01', k - 1)),
        ),
      );
    }
    await pago('Pagamento de tudo', 'DESPESA', '61111.05', '2025-08-31');
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
    const hoje = hojeEmBrasilia();
    const inicio = `${hoje.slice(0, 8)}01`;
    await openScreen(page, suite.app, PATH);
    await waitForHeading(page, TITULO);
    expect(await page.getByLabel('De', { exact: true }).inputValue()).toBe(dataBr(inicio));
    expect(await page.getByLabel('Até', { exact: true }).inputValue()).toBe(dataBr(hoje));
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
    // One page only: nothing to say about pages.
    expect(await page.getByText(/Movimentações da página/).count()).toBe(0);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('search').isVisible()).toBe(true);
  });

  it('pages the movements 100 at a time, the balance running on into page 2, and back to page 1 for a new period', async () => {
    const { page } = suite;
    await openScreen(page, suite.app, PATH);
    await waitForHeading(page, TITULO);
    await filtrarPeriodo(page, '2025-05-01', '2025-08-31');
    await page.getByText('Período: 01/05/2025 a 31/08/2025').waitFor();
    await page.getByText('Página 1 de 2', { exact: true }).waitFor();
    await expectRowCount(page, 100);
    // 10,01 × (1 + 2 + ... + 110) = 61.111,05 in, the same out.
    const cartoes = [
      'Saldo InicialR$ 0,00',
      'Total de EntradasR$ 61.111,05',
      'Total de SaídasR$ 61.111,05',
      'Saldo FinalR$ 0,00',
    ];
    expect(await resumo(page)).toEqual(cartoes);
    const linhas = page.locator('main table tbody tr');
    // 10,01 × (1 + ... + 100)
    expect(await textos(linhas.last().locator('td'))).toEqual([
      '08/08/2025',
      'Recebimento 100',
      'Receita',
      '+ R$ 1.001,00',
      'R$ 50.550,50',
    ]);

    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByText('Página 2 de 2', { exact: true }).waitFor();
    await expectRowCount(page, 11);
    // 10,01 × (1 + ... + 101): the balance goes on from page 1.
    expect(await textos(linhas.first().locator('td'))).toEqual([
      '09/08/2025',
      'Recebimento 101',
      'Receita',
      '+ R$ 1.011,01',
      'R$ 51.561,51',
    ]);
    expect(await textos(linhas.last().locator('td'))).toEqual([
      '31/08/2025',
      'Pagamento de tudo',
      'Despesa',
      '- R$ 61.111,05',
      'R$ 0,00',
    ]);
    expect(await resumo(page)).toEqual(cartoes);
    expect(await page.getByRole('button', { name: 'Próxima' }).isDisabled()).toBe(true);

    // On paper: the cards, this page and which page it is, without the paging buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByText('Movimentações da página 2 de 2.').isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Paginação' }).isVisible()).toBe(false);
    expect(await page.getByRole('list', { name: 'Resumo do período' }).isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.getByText('Movimentações da página 2 de 2.').isVisible()).toBe(false);

    // A new period starts on its first page, even though it has a second one too (113 movements).
    await filtrarPeriodo(page, '2025-05-01', '2025-09-30');
    await page.getByText('Período: 01/05/2025 a 30/09/2025').waitFor();
    await page.getByText('Página 1 de 2', { exact: true }).waitFor();
    await expectRowCount(page, 100);
    expect(await textos(linhas.first().locator('td'))).toEqual([
      '01/05/2025',
      'Recebimento 1',
      'Receita',
      '+ R$ 10,01',
      'R$ 10,01',
    ]);
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
