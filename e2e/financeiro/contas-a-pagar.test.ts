import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Api,
  adminApi,
  answerDialogs,
  dialogNamed,
  expectDialogs,
  expectRowCount,
  rowWith,
  waitForHeading,
} from '../cadastros/helpers';
import { useE2eSuite } from '../support/suite';
import {
  aplicarFiltros,
  baixar,
  categoriaId,
  cells,
  corDoTexto,
  criarFornecedor,
  criarLancamento,
  DESPESA_CATEGORIAS,
  hojeIso,
  lancamentoAtual,
  openScreen,
  vencidoHa,
} from './helpers';

const PATH = '/financeiro/contas-a-pagar';
const VERMELHO = 'rgb(180, 35, 24)';
const VERDE = 'rgb(30, 107, 58)';

describe('contas a pagar', () => {
  const suite = useE2eSuite();
  let api: Api;
  let energiaId: number;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    energiaId = await categoriaId(api, 'Energia Elétrica');
    const copel = await criarFornecedor(api, 'Companhia Energética Paulista');
    await criarFornecedor(api, 'Transportes Rápidos Ltda');
    const despesa = (descricao: string, valor: string, vencimento: string, id_fornecedor: number | null) =>
      criarLancamento(api, {
        descricao,
        tipo: 'DESPESA',
        valor_original: valor,
        data_vencimento: vencimento,
        id_categoria: energiaId,
        id_fornecedor,
      });
    await despesa('Conta de luz março', '1234.56', '2025-03-10', copel);
    await despesa('Taxa avulsa', '45', '2025-03-31', null);
    const paga = await despesa('Conta de luz fevereiro', '1100.10', '2025-02-10', copel);
    await baixar(api, paga.id, '1100.10', '2025-02-09');
  });

  it('lists payables with the minus sign, the supplier column and coloured status', async () => {
    const { page } = suite;
    await openScreen(page, suite.app, PATH);
    await waitForHeading(page, 'Contas a Pagar (3 no total)');
    expect(await page.locator('main table thead th').allTextContents()).toEqual([
      'Descrição',
      'Fornecedor',
      'Valor',
      'Vencimento',
      'Status',
      'Ações',
    ]);
    await expectRowCount(page, 3);
    const luz = rowWith(page, 'Conta de luz março');
    expect(await cells(luz)).toEqual([
      'Conta de luz março',
      'Companhia Energética Paulista',
      '- R$ 1.234,56',
      `10/03/2025${vencidoHa('2025-03-10')}`,
      'Pendente',
      'Dar BaixaEditarExcluir',
    ]);
    expect(await corDoTexto(luz.getByText('- R$ 1.234,56'))).toBe(VERMELHO);
    expect(await cells(rowWith(page, 'Taxa avulsa'))).toEqual([
      'Taxa avulsa',
      '—',
      '- R$ 45,00',
      `31/03/2025${vencidoHa('2025-03-31')}`,
      'Pendente',
      'Dar BaixaEditarExcluir',
    ]);
    const paga = rowWith(page, 'Conta de luz fevereiro');
    expect((await cells(paga)).slice(3)).toEqual(['10/02/2025', 'PagoPago R$ 1.100,10 em 09/02/2025', '']);
    expect(await corDoTexto(paga.getByText('Pago', { exact: true }))).toBe(VERDE);
  });

  it('adds an expense: only DESPESA categories, the category is required, an empty supplier is null', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openScreen(page, suite.app, PATH);
    await waitForHeading(page, 'Contas a Pagar (3 no total)');
    await page.getByRole('button', { name: 'Adicionar Despesa' }).click();
    const modal = dialogNamed(page, 'Nova Despesa');
    const categoria = modal.getByLabel('Categoria');
    // The categories arrive after the modal opens: wait for them instead of reading at once.
    await expect
      .poll(() => categoria.locator('option').allTextContents())
      .toEqual(['Selecione uma categoria', ...DESPESA_CATEGORIAS]);
    expect(await modal.getByLabel('Fornecedor').locator('option').allTextContents()).toEqual([
      'Nenhum',
      'Companhia Energética Paulista',
      'Transportes Rápidos Ltda',
    ]);

    await modal.getByLabel('Descrição').fill('Manutenção da extrusora');
    await modal.getByLabel('Valor Original (R$)').fill('2500.75');
    await modal.getByLabel('Vencimento').fill('2025-05-05');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expectDialogs(dialogs, ['Por favor, selecione uma categoria.']);
    await modal.getByText('Por favor, selecione uma categoria.').waitFor();
    expect(await modal.isVisible()).toBe(true);

    await categoria.selectOption({ label: 'Manutenção de Máquinas' });
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expectDialogs(dialogs, ['Por favor, selecione uma categoria.', 'Lançamento criado com sucesso!']);
    await modal.waitFor({ state: 'hidden' });
    await waitForHeading(page, 'Contas a Pagar (4 no total)');
    expect(await cells(rowWith(page, 'Manutenção da extrusora'))).toEqual([
      'Manutenção da extrusora',
      '—',
      '- R$ 2.500,75',
      `05/05/2025${vencidoHa('2025-05-05')}`,
      'Pendente',
      'Dar BaixaEditarExcluir',
    ]);
    expect(await lancamentoAtual(api, 'contas-a-pagar', 'Manutenção da extrusora')).toMatchObject({
      valor_original: '2500.75',
      id_fornecedor: null,
    });
  });

  it('adds an expense with a supplier', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openScreen(page, suite.app, PATH);
    await page.getByRole('button', { name: 'Adicionar Despesa' }).click();
    const modal = dialogNamed(page, 'Nova Despesa');
    await modal.getByLabel('Descrição').fill('Frete de resina');
    await modal.getByLabel('Valor Original (R$)').fill('380.4');
    await modal.getByLabel('Vencimento').fill('2025-04-20');
    await modal.getByLabel('Categoria').selectOption({ label: 'Fretes' });
    await modal.getByLabel('Fornecedor').selectOption({ label: 'Transportes Rápidos Ltda' });
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expectDialogs(dialogs, ['Lançamento criado com sucesso!']);
    await rowWith(page, 'Frete de resina').getByText('Transportes Rápidos Ltda').waitFor();
    expect(await rowWith(page, 'Frete de resina').getByText('- R$ 380,40').isVisible()).toBe(true);
  });

  it('settles a payable with the defaults, adding interest', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openScreen(page, suite.app, PATH);
    await rowWith(page, 'Taxa avulsa').getByRole('button', { name: 'Dar Baixa' }).click();
    const modal = dialogNamed(page, 'Dar Baixa');
    expect(await modal.getByLabel('Valor Pago (R$)').inputValue()).toBe('45,00');
    expect(await modal.getByLabel('Data do Pagamento').inputValue()).toBe(
      hojeIso().split('-').reverse().join('/'),
    );
    expect(await modal.getByLabel('Desconto (R$)').inputValue()).toBe('0');
    expect(await modal.getByLabel('Juros/Multa (R$)').inputValue()).toBe('0');

    await modal.getByLabel('Valor Pago (R$)').fill('');
    await modal.getByRole('button', { name: 'Confirmar Baixa' }).click();
    await modal.getByText('Campo obrigatório.').waitFor();
    expect(dialogs).toEqual([]);

    await modal.getByLabel('Valor Pago (R$)').fill('46.35');
    await modal.getByLabel('Juros/Multa (R$)').fill('1.35');
    await modal.getByLabel('Data do Pagamento').fill('2025-04-02');
    await modal.getByRole('button', { name: 'Confirmar Baixa' }).click();
    await expectDialogs(dialogs, ['Lançamento baixado com sucesso!']);
    await rowWith(page, 'Taxa avulsa').getByText('Pago', { exact: true }).waitFor();
    expect(await lancamentoAtual(api, 'contas-a-pagar', 'Taxa avulsa')).toMatchObject({
      status: 'Pago',
      valor_pago_recebido: '46.35',
      data_pagamento_recebimento: '2025-04-02',
      valor_desconto: '0.00',
      valor_juros_multa: '1.35',
    });
  });

  it('edits a payable, changing its category and removing its supplier', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openScreen(page, suite.app, PATH);
    await rowWith(page, 'Conta de luz março').getByRole('button', { name: 'Editar' }).click();
    const modal = dialogNamed(page, 'Editar Lançamento');
    expect(await modal.getByLabel('Categoria').inputValue()).toBe(String(energiaId));
    expect(await modal.getByLabel('Fornecedor').locator('option:checked').textContent()).toBe(
      'Companhia Energética Paulista',
    );
    await modal.getByLabel('Valor Original (R$)').fill('1250.01');
    await modal.getByLabel('Categoria').selectOption({ label: 'Impostos e Taxas' });
    await modal.getByLabel('Fornecedor').selectOption({ label: 'Nenhum' });
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expectDialogs(dialogs, ['Lançamento atualizado com sucesso!']);
    const row = rowWith(page, 'Conta de luz março');
    await row.getByText('- R$ 1.250,01').waitFor();
    expect((await cells(row)).slice(0, 3)).toEqual(['Conta de luz março', '—', '- R$ 1.250,01']);
    expect(await lancamentoAtual(api, 'contas-a-pagar', 'Conta de luz março')).toMatchObject({
      valor_original: '1250.01',
      id_fornecedor: null,
    });
  });

  it('filters by status and period, and deletes after confirmation', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, [true]);
    await openScreen(page, suite.app, PATH);
    await waitForHeading(page, 'Contas a Pagar (5 no total)');
    await aplicarFiltros(page, { status: 'Pendente', de: '2025-03-10', ate: '2025-04-20' });
    await waitForHeading(page, 'Contas a Pagar (2 no total)');
    expect(await page.locator('main table tbody tr td:first-child').allTextContents()).toEqual([
      'Conta de luz março',
      'Frete de resina',
    ]);
    await rowWith(page, 'Frete de resina').getByRole('button', { name: 'Excluir' }).click();
    await expectDialogs(dialogs, [
      'Tem certeza que deseja excluir este lançamento?',
      'Lançamento excluído com sucesso!',
    ]);
    await waitForHeading(page, 'Contas a Pagar (1 no total)');
    await aplicarFiltros(page, { search: 'nada assim', status: '' });
    await page.getByText('Nenhum lançamento encontrado para os filtros aplicados.').waitFor();
  });

  it('prints without filters, buttons and actions', async () => {
    const { page } = suite;
    await openScreen(page, suite.app, PATH);
    await waitForHeading(page, 'Contas a Pagar (4 no total)');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('search').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Adicionar Despesa' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
    expect(await page.getByRole('columnheader', { name: 'Ações' }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Paginação' }).isVisible()).toBe(false);
    expect(await page.getByRole('columnheader', { name: 'Fornecedor' }).isVisible()).toBe(true);
    expect(await rowWith(page, 'Conta de luz março').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.getByRole('button', { name: 'Adicionar Despesa' }).isVisible()).toBe(true);
  });

  it('only logs a failed load of the payables, without an alert', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.route('**/api/financeiro/contas-a-pagar**', (route) =>
      route.fulfill({ status: 400, json: { error: 'Dados inválidos.' } }),
    );
    await openScreen(page, suite.app, PATH);
    await expect
      .poll(() => logged.some((m) => m.startsWith('Erro ao carregar contas a pagar:')), { timeout: 10_000 })
      .toBe(true);
    // An alert would come right after the log, from the same effect: give it the time to show up.
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
  });
});
