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
  criarCliente,
  criarLancamento,
  hojeIso,
  lancamentoAtual,
  openScreen,
  vencidoHa,
} from './helpers';

const PATH = '/financeiro/contas-a-receber';
const VERDE = 'rgb(30, 107, 58)';
const AMBAR = 'rgb(138, 83, 0)';

describe('contas a receber', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    const industrializacao = await categoriaId(api, 'Serviços de Industrialização');
    const joao = await criarCliente(api, 'João Plásticos Ltda');
    const sao = await criarCliente(api, 'Indústria São Jorge');
    const receita = (descricao: string, id_cliente: number, valor: string, vencimento: string) =>
      criarLancamento(api, {
        descricao,
        tipo: 'RECEITA',
        valor_original: valor,
        data_vencimento: vencimento,
        id_categoria: industrializacao,
        id_cliente,
      });
    await receita('Moagem lote 7', joao, '1234.56', '2025-03-31');
    await receita('Extrusão lote 3', sao, '800', '2025-03-01');
    const pago = await receita('Pelotização lote 1', joao, '99.90', '2025-02-28');
    await baixar(api, pago.id, '99.90', '2025-02-27');
  });

  it('lists receivables with the plus sign, client, due date and coloured status; actions only on Pendente', async () => {
    const { page } = suite;
    await openScreen(page, suite.app, PATH);
    await waitForHeading(page, 'Contas a Receber (3 no total)');
    expect(await page.locator('main table thead th').allTextContents()).toEqual([
      'Descrição',
      'Cliente',
      'Valor',
      'Vencimento',
      'Status',
      'Ações',
    ]);
    await expectRowCount(page, 3);
    // By due date.
    expect(await page.locator('main table tbody tr td:first-child').allTextContents()).toEqual([
      'Pelotização lote 1',
      'Extrusão lote 3',
      'Moagem lote 7',
    ]);
    const moagem = rowWith(page, 'Moagem lote 7');
    expect(await cells(moagem)).toEqual([
      'Moagem lote 7',
      'João Plásticos Ltda',
      '+ R$ 1.234,56',
      `31/03/2025${vencidoHa('2025-03-31')}`,
      'Pendente',
      'Dar BaixaEditarExcluir',
    ]);
    expect(await corDoTexto(moagem.getByText('+ R$ 1.234,56'))).toBe(VERDE);
    expect(await corDoTexto(moagem.getByText('Pendente', { exact: true }))).toBe(AMBAR);

    const pago = rowWith(page, 'Pelotização lote 1');
    expect(await cells(pago)).toEqual([
      'Pelotização lote 1',
      'João Plásticos Ltda',
      '+ R$ 99,90',
      '28/02/2025',
      'PagoRecebido R$ 99,90 em 27/02/2025',
      '',
    ]);
    expect(await corDoTexto(pago.getByText('Pago', { exact: true }))).toBe(VERDE);
    await page.getByText('Página 1 de 1').waitFor();
  });

  it('filters by search without accents, status and an inclusive due-date period, and clears', async () => {
    const { page } = suite;
    await openScreen(page, suite.app, PATH);
    await waitForHeading(page, 'Contas a Receber (3 no total)');

    await aplicarFiltros(page, { search: 'joao plasticos' });
    await waitForHeading(page, 'Contas a Receber (2 no total)');
    await rowWith(page, 'Moagem lote 7').waitFor();

    await aplicarFiltros(page, { search: '', status: 'Pago' });
    await waitForHeading(page, 'Contas a Receber (1 no total)');
    await rowWith(page, 'Pelotização lote 1').waitFor();

    await aplicarFiltros(page, { status: '', de: '2025-03-01', ate: '2025-03-31' });
    await waitForHeading(page, 'Contas a Receber (2 no total)');
    expect(await page.locator('main table tbody tr td:first-child').allTextContents()).toEqual([
      'Extrusão lote 3',
      'Moagem lote 7',
    ]);

    await aplicarFiltros(page, { de: '2025-04-01', ate: '2025-03-01' });
    await page.getByText('A data final não pode ser anterior à data inicial.').waitFor();

    await page.getByRole('button', { name: 'Limpar' }).click();
    await waitForHeading(page, 'Contas a Receber (3 no total)');
    expect(await page.getByLabel('De', { exact: true }).inputValue()).toBe('');
    expect(await page.getByRole('searchbox').inputValue()).toBe('');
  });

  it('settles with the defaults proposed: original value, today, 0 and 0', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openScreen(page, suite.app, PATH);
    await rowWith(page, 'Extrusão lote 3').getByRole('button', { name: 'Dar Baixa' }).click();
    const modal = dialogNamed(page, 'Dar Baixa');
    expect(await modal.getByLabel('Valor Recebido (R$)').inputValue()).toBe('800,00');
    expect(await modal.getByLabel('Data do Recebimento').inputValue()).toBe(
      hojeIso().split('-').reverse().join('/'),
    );
    expect(await modal.getByLabel('Desconto (R$)').inputValue()).toBe('0');
    expect(await modal.getByLabel('Juros/Multa (R$)').inputValue()).toBe('0');

    await modal.getByLabel('Desconto (R$)').fill('10.5');
    await modal.getByLabel('Valor Recebido (R$)').fill('789.50');
    await modal.getByRole('button', { name: 'Confirmar Baixa' }).click();
    await expectDialogs(dialogs, ['Lançamento baixado com sucesso!']);
    await modal.waitFor({ state: 'hidden' });

    const row = rowWith(page, 'Extrusão lote 3');
    await row.getByText('Pago', { exact: true }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    expect(await lancamentoAtual(api, 'contas-a-receber', 'Extrusão lote 3')).toMatchObject({
      status: 'Pago',
      valor_pago_recebido: '789.50',
      data_pagamento_recebimento: hojeIso(),
      valor_desconto: '10.50',
      valor_juros_multa: '0.00',
    });
  });

  it('edits a pending receivable in the modal', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openScreen(page, suite.app, PATH);
    await rowWith(page, 'Moagem lote 7').getByRole('button', { name: 'Editar' }).click();
    const modal = dialogNamed(page, 'Editar Lançamento');
    expect(await modal.getByLabel('Descrição').inputValue()).toBe('Moagem lote 7');
    expect(await modal.getByLabel('Valor Original (R$)').inputValue()).toBe('1.234,56');
    expect(await modal.getByLabel('Vencimento').inputValue()).toBe('31/03/2025');
    expect(await modal.getByLabel('Categoria').inputValue()).not.toBe('');
    // Only receivable categories, and no supplier on a receivable.
    expect(await modal.getByLabel('Categoria').locator('option').allTextContents()).toEqual([
      'Selecione uma categoria',
      'Outras Receitas',
      'Serviços de Industrialização',
      'Venda de Mercadorias',
    ]);
    expect(await modal.getByLabel('Fornecedor').count()).toBe(0);

    await modal.getByLabel('Descrição').fill('Moagem lote 7 (revisada)');
    await modal.getByLabel('Valor Original (R$)').fill('2000');
    await modal.getByLabel('Vencimento').fill('2025-04-15');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expectDialogs(dialogs, ['Lançamento atualizado com sucesso!']);
    const row = rowWith(page, 'Moagem lote 7 (revisada)');
    await row.getByText('+ R$ 2.000,00').waitFor();
    expect(await cells(row)).toEqual([
      'Moagem lote 7 (revisada)',
      'João Plásticos Ltda',
      '+ R$ 2.000,00',
      `15/04/2025${vencidoHa('2025-04-15')}`,
      'Pendente',
      'Dar BaixaEditarExcluir',
    ]);
  });

  it('shows the origin of a receivable created by an NF-e and offers only the baixa', async () => {
    const { page } = suite;
    // The NF-e emission is another screen: the list answer is relabelled as such a receivable.
    await page.route('**/api/financeiro/contas-a-receber**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { descricao: string; origem: string }[] };
      for (const l of body.data) if (l.descricao.startsWith('Moagem')) l.origem = 'NFE';
      await route.fulfill({ response, json: body });
    });
    await openScreen(page, suite.app, PATH);
    const row = rowWith(page, 'Moagem lote 7');
    await row.getByText('Origem: NF-e').waitFor();
    expect(await row.getByRole('button').allTextContents()).toEqual(['Dar Baixa']);
  });

  it('deletes a pending receivable only after confirmation', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, [false, true]);
    await openScreen(page, suite.app, PATH);
    await waitForHeading(page, 'Contas a Receber (3 no total)');
    const row = rowWith(page, 'Moagem lote 7');
    await row.getByRole('button', { name: 'Excluir' }).click();
    await expectDialogs(dialogs, ['Tem certeza que deseja excluir este lançamento?']);
    expect(await row.isVisible()).toBe(true);

    await row.getByRole('button', { name: 'Excluir' }).click();
    await expectDialogs(dialogs, [
      'Tem certeza que deseja excluir este lançamento?',
      'Tem certeza que deseja excluir este lançamento?',
      'Lançamento excluído com sucesso!',
    ]);
    await waitForHeading(page, 'Contas a Receber (2 no total)');
    expect(await rowWith(page, 'Moagem lote 7').count()).toBe(0);
  });

  it('prints the list without the filters, the buttons and the actions column', async () => {
    const { page } = suite;
    await openScreen(page, suite.app, PATH);
    await waitForHeading(page, 'Contas a Receber (2 no total)');
    const imprimir = page.getByRole('button', { name: 'Imprimir' });
    const filtros = page.locator('search');
    const acoes = page.getByRole('columnheader', { name: 'Ações' });
    expect(await imprimir.isVisible()).toBe(true);

    await page.emulateMedia({ media: 'print' });
    expect(await filtros.isVisible()).toBe(false);
    expect(await imprimir.isVisible()).toBe(false);
    expect(await acoes.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Dar Baixa' }).first().isVisible()).toBe(false);
    expect(await page.getByText('Página 1 de 1').isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Paginação' }).isVisible()).toBe(false);
    expect(await page.locator('aside').first().isVisible()).toBe(false);
    // What is printed: the heading and the rows.
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await rowWith(page, 'Extrusão lote 3').getByText('+ R$ 800,00').isVisible()).toBe(true);

    await page.emulateMedia({ media: 'screen' });
    expect(await filtros.isVisible()).toBe(true);
  });

  it("alerts 'Falha ao carregar contas a receber.' when the list cannot load", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await page.route('**/api/financeiro/contas-a-receber**', (route) =>
      route.fulfill({ status: 400, json: { error: 'Dados inválidos.' } }),
    );
    await openScreen(page, suite.app, PATH);
    await expectDialogs(dialogs, ['Falha ao carregar contas a receber.']);
  });
});
