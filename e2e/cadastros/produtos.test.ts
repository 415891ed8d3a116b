import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/session';
import { useE2eSuite } from '../support/suite';
import {
  type Api,
  adminApi,
  answerDialogs,
  dialogNamed,
  expectDialogs,
  expectRowCount,
  POLL,
  rowWith,
  search,
  waitForHeading,
} from './helpers';

const SEARCH = 'Buscar por Nome ou SKU';
const NCM_PP = '39021020'; // Polipropileno sem carga, in the seeded NCM table

describe('produtos', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
  });

  async function criarProduto(nome: string, sku: string, estoque = '0') {
    return api.call<{ id: number }>('POST', '/produtos', {
      nome,
      codigo_interno: sku,
      ncm: NCM_PP,
      unidade_medida: 'KG',
      preco_venda: '9.80',
      estoque_atual: estoque,
    });
  }

  async function openScreen() {
    await signIn(suite.page, suite.app);
    await suite.page.goto('/produtos');
  }

  it('shows the empty state, then lists and pages 10 at a time within 1..totalPages', async () => {
    const { page } = suite;
    await openScreen();
    await waitForHeading(page, 'Gerenciamento de Produtos (0 no total)');
    await page.getByText('Nenhum produto cadastrado.').waitFor();
    expect(await page.getByText('Página 1 de 1').isVisible()).toBe(true);

    for (let i = 1; i <= 12; i++) {
      await criarProduto(`Granulado Lote ${String(i).padStart(2, '0')}`, `GR-${i}`, i === 1 ? '1250.5' : '0');
    }
    await page.reload();
    await waitForHeading(page, 'Gerenciamento de Produtos (12 no total)');
    const headers = await page.locator('main table thead th').allTextContents();
    expect(headers).toEqual([
      'Nome do Produto',
      'Código (SKU)',
      'Estoque',
      'Unidade',
      'Próprio',
      'De Clientes',
      'Ações',
    ]);
    await expectRowCount(page, 10);
    const first = rowWith(page, 'Granulado Lote 01');
    expect(await first.locator('td').allTextContents()).toEqual([
      'Granulado Lote 01',
      'GR-1',
      '1.250,50 kg',
      'KG',
      // The initial stock is the company's own (issue 24).
      '1.250,50 kg',
      '0,00 kg',
      'EditarExcluir',
    ]);

    const anterior = page.getByRole('button', { name: 'Anterior' });
    const proxima = page.getByRole('button', { name: 'Próxima' });
    await page.getByText('Página 1 de 2').waitFor();
    expect(await anterior.isDisabled()).toBe(true);
    await proxima.click();
    await page.getByText('Página 2 de 2').waitFor();
    await expectRowCount(page, 2);
    await rowWith(page, 'Granulado Lote 12').waitFor();
    expect(await proxima.isDisabled()).toBe(true);
    await anterior.click();
    await page.getByText('Página 1 de 2').waitFor();
  });

  it('searches without minding accents or case, and Limpar brings the whole list back', async () => {
    const { page } = suite;
    await criarProduto('Polipropileno Homopolímero', 'PP-H-01');
    await openScreen();
    await waitForHeading(page, 'Gerenciamento de Produtos (13 no total)');

    await search(page, SEARCH, 'homopolimero');
    await waitForHeading(page, 'Gerenciamento de Produtos (1 no total)');
    await expectRowCount(page, 1);
    await rowWith(page, 'Polipropileno Homopolímero').waitFor();

    await search(page, SEARCH, 'pp-h');
    await rowWith(page, 'PP-H-01').waitFor();

    await search(page, SEARCH, 'inexistente');
    await page.getByText('Nenhum produto encontrado para "inexistente".').waitFor();

    await page.getByRole('button', { name: 'Limpar' }).click();
    await waitForHeading(page, 'Gerenciamento de Produtos (13 no total)');
    expect(await page.getByPlaceholder(SEARCH).inputValue()).toBe('');
  });

  it('creates a product in the modal, picking the NCM from the suggestions', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openScreen();
    await page.getByRole('button', { name: 'Novo Produto' }).click();
    const modal = dialogNamed(page, 'Novo Produto');
    await modal.getByLabel('Nome do Produto').fill('Polietileno de Alta Densidade');
    await modal.getByLabel('Código (SKU)').fill('PEAD-01');
    await modal.getByLabel('Unidade de Medida').selectOption('TN');
    await modal.getByRole('combobox', { name: 'NCM' }).fill('polipropileno sem');
    await modal.getByRole('option', { name: /39021020/ }).click();
    expect(await modal.getByRole('combobox', { name: 'NCM' }).inputValue()).toBe(NCM_PP);
    await modal.getByText('Polipropileno Sem carga').waitFor();
    await modal.getByLabel('Preço de Venda (R$)').fill('12.35');
    await modal.getByLabel('Estoque (kg)').fill('300.25');
    await modal.getByLabel('CFOP Padrão').fill('5124');
    // The TIPI rate as pt-BR writes it, with a comma.
    await modal.getByLabel('Alíquota IPI (%)').fill('6,5');
    await modal.getByRole('button', { name: 'Salvar' }).click();

    await expectDialogs(dialogs, ['Produto cadastrado com sucesso!']);
    await modal.waitFor({ state: 'hidden' });
    // The list was refreshed after the save.
    await waitForHeading(page, 'Gerenciamento de Produtos (14 no total)');
    await search(page, SEARCH, 'PEAD-01');
    await expectRowCount(page, 1);
    const row = rowWith(page, 'PEAD-01');
    expect(await row.locator('td').allTextContents()).toEqual([
      'Polietileno de Alta Densidade',
      'PEAD-01',
      '300,25 kg',
      'TN',
      '300,25 kg',
      '0,00 kg',
      'EditarExcluir',
    ]);
  });

  it("shows the schema's messages before sending, and the server's on refusal", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openScreen();
    await page.getByRole('button', { name: 'Novo Produto' }).click();
    const modal = dialogNamed(page, 'Novo Produto');
    await modal.getByLabel('Preço de Venda (R$)').fill('1,234');
    await modal.getByLabel('CFOP Padrão').fill('51');
    await modal.getByLabel('Alíquota IPI (%)').fill('1000');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await modal.getByText('O NCM deve ter 8 dígitos.').waitFor();
    await modal.getByText('O valor máximo é 999.9999.').waitFor();
    expect(await modal.getByText('Campo obrigatório.').count()).toBe(2);
    await modal.getByText('Informe um número com no máximo 2 casas decimais.').waitFor();
    await modal.getByText('O CFOP deve ter 4 dígitos.').waitFor();
    expect(dialogs).toEqual([]);

    // Well formed, but the NCM does not exist and the SKU is taken: only the server knows.
    await modal.getByLabel('Nome do Produto').fill('Produto Duplicado');
    await modal.getByLabel('Código (SKU)').fill('GR-1');
    await modal.getByRole('combobox', { name: 'NCM' }).fill('99999999');
    await modal.getByLabel('Preço de Venda (R$)').fill('1.23');
    await modal.getByLabel('CFOP Padrão').fill('');
    await modal.getByLabel('Alíquota IPI (%)').fill('');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expectDialogs(dialogs, [
      'Erro ao salvar produto: Dados inválidos. NCM 99999999 não existe na tabela NCM.',
    ]);
    await modal.getByText('NCM 99999999 não existe na tabela NCM.').waitFor();

    await modal.getByRole('combobox', { name: 'NCM' }).fill(NCM_PP);
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .poll(() => dialogs.at(-1), POLL)
      .toBe('Erro ao salvar produto: Já existe um produto com este código (SKU).');
    expect(await modal.isVisible()).toBe(true);
  });

  it('edits a product', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openScreen();
    await search(page, SEARCH, 'PEAD-01');
    await rowWith(page, 'PEAD-01').getByRole('button', { name: 'Editar' }).click();
    const modal = dialogNamed(page, 'Editar Produto');
    expect(await modal.getByLabel('Nome do Produto').inputValue()).toBe('Polietileno de Alta Densidade');
    expect(await modal.getByLabel('Preço de Venda (R$)').inputValue()).toBe('12,35');
    expect(await modal.getByLabel('CFOP Padrão').inputValue()).toBe('5124');
    expect(await modal.getByLabel('Alíquota IPI (%)').inputValue()).toBe('6,50');
    await modal.getByLabel('Nome do Produto').fill('Polietileno PEAD Sopro');
    await modal.getByLabel('Alíquota IPI (%)').fill('0');
    await modal.getByLabel('Estoque (kg)').fill('310');
    // The Bloco K's 0200 TIPO_ITEM: 'Automático (pelo uso)' until chosen.
    expect(await modal.getByLabel('Tipo do Item (Bloco K)').inputValue()).toBe('');
    await modal.getByLabel('Tipo do Item (Bloco K)').selectOption('10 - Outros insumos');
    await modal.getByRole('button', { name: 'Salvar' }).click();

    await expectDialogs(dialogs, ['Produto atualizado com sucesso!']);
    // Estoque, and the same kg as own stock beside it (issue 24).
    await rowWith(page, 'Polietileno PEAD Sopro').getByText('310,00 kg').first().waitFor();
    // Zero is a rate of the TIPI (CST 51), not an empty field.
    const lista = await api.call<{
      data: { codigo_interno: string; aliquota_ipi: string | null; tipo_item_efd: string | null }[];
    }>('GET', '/produtos?search=PEAD-01');
    expect(lista.data.map((p) => p.aliquota_ipi)).toEqual(['0']);
    expect(lista.data.map((p) => p.tipo_item_efd)).toEqual(['10']);
  });

  it('deletes only after confirmation', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, [false, true]);
    await openScreen();
    await search(page, SEARCH, 'PEAD-01');
    const row = rowWith(page, 'PEAD-01');
    await row.getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(() => dialogs.length, POLL).toBe(1);
    expect(dialogs[0]).toBe('Tem certeza que deseja excluir este produto?');
    expect(await row.isVisible()).toBe(true);

    await row.getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(() => dialogs.slice(1), POLL).toEqual([dialogs[0], 'Produto excluído com sucesso!']);
    await page.getByText('Nenhum produto encontrado para "PEAD-01".').waitFor();
    await waitForHeading(page, 'Gerenciamento de Produtos (0 no total)');
  });
});
