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
  rowWith,
  search,
  waitForHeading,
} from './helpers';

const SEARCH = 'Buscar por Descrição ou Código LC';

describe('serviços', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
  });

  async function openScreen() {
    await signIn(suite.page, suite.app);
    await suite.page.goto('/servicos');
  }

  it('shows the empty state, then lists with price in BRL and rate with %, paging within 1..totalPages', async () => {
    const { page } = suite;
    await openScreen();
    await waitForHeading(page, 'Gerenciamento de Serviços (0 no total)');
    await page.getByText('Nenhum serviço cadastrado.').waitFor();

    for (let i = 1; i <= 11; i++) {
      await api.call('POST', '/servicos', {
        descricao: `Moagem ${String(i).padStart(2, '0')}`,
        codigo_lc_116: '14.05',
        aliquota_iss: i === 1 ? '2.5' : '5',
        preco: i === 1 ? '1234.5' : '0.85',
      });
    }
    await page.reload();
    await waitForHeading(page, 'Gerenciamento de Serviços (11 no total)');
    const headers = await page.locator('main table thead th').allTextContents();
    expect(headers).toEqual(['Descrição do Serviço', 'Preço (kg)', 'Código LC 116', 'Alíquota ISS', 'Ações']);
    await expectRowCount(page, 10);
    expect(await rowWith(page, 'Moagem 01').locator('td').allTextContents()).toEqual([
      'Moagem 01',
      'R$ 1.234,50',
      '14.05',
      '2,50%',
      'EditarExcluir',
    ]);

    await page.getByText('Página 1 de 2').waitFor();
    expect(await page.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByText('Página 2 de 2').waitFor();
    await expectRowCount(page, 1);
    expect(await page.getByRole('button', { name: 'Próxima' }).isDisabled()).toBe(true);
  });

  it('searches by description without minding accents, and by LC 116 code', async () => {
    const { page } = suite;
    await api.call('POST', '/servicos', {
      descricao: 'Industrialização por Extrusão',
      codigo_lc_116: '14.06',
      aliquota_iss: '3',
      preco: '0.45',
    });
    await openScreen();
    await waitForHeading(page, 'Gerenciamento de Serviços (12 no total)');
    await search(page, SEARCH, 'INDUSTRIALIZACAO POR extrusao');
    await waitForHeading(page, 'Gerenciamento de Serviços (1 no total)');
    await rowWith(page, 'Industrialização por Extrusão').waitFor();

    await search(page, SEARCH, '14.06');
    await expectRowCount(page, 1);
    await page.getByRole('button', { name: 'Limpar' }).click();
    await waitForHeading(page, 'Gerenciamento de Serviços (12 no total)');
  });

  it('validates the form with the server rules, then creates, edits and deletes a service', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, [true]);
    await openScreen();
    await page.getByRole('button', { name: 'Novo Serviço' }).click();
    const modal = dialogNamed(page, 'Novo Serviço');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    expect(await modal.getByText('Campo obrigatório.').count()).toBe(3);
    await modal.getByText('Código LC 116 no formato 14.05.').waitFor();
    await modal.getByLabel('Alíquota ISS (%)').fill('150');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await modal.getByText('O valor máximo é 100.').waitFor();

    await modal.getByLabel('Descrição do Serviço').fill('Reciclagem de Aparas');
    await modal.getByLabel('Código LC 116').fill('14.05');
    await modal.getByLabel('Alíquota ISS (%)').fill('4.75');
    await modal.getByLabel('Preço por kg (R$)').fill('1.10');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expectDialogs(dialogs, ['Serviço cadastrado com sucesso!']);
    await modal.waitFor({ state: 'hidden' });

    await search(page, SEARCH, 'aparas');
    await rowWith(page, 'Reciclagem de Aparas').waitFor();
    expect(await rowWith(page, 'Reciclagem de Aparas').locator('td').allTextContents()).toEqual([
      'Reciclagem de Aparas',
      'R$ 1,10',
      '14.05',
      '4,75%',
      'EditarExcluir',
    ]);

    await rowWith(page, 'Reciclagem de Aparas').getByRole('button', { name: 'Editar' }).click();
    const edit = dialogNamed(page, 'Editar Serviço');
    expect(await edit.getByLabel('Preço por kg (R$)').inputValue()).toBe('1,10');
    await edit.getByLabel('Preço por kg (R$)').fill('1.25');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expectDialogs(dialogs, ['Serviço cadastrado com sucesso!', 'Serviço atualizado com sucesso!']);
    await rowWith(page, 'Reciclagem de Aparas').getByText('R$ 1,25').waitFor();

    await rowWith(page, 'Reciclagem de Aparas').getByRole('button', { name: 'Excluir' }).click();
    await expectDialogs(dialogs, [
      'Serviço cadastrado com sucesso!',
      'Serviço atualizado com sucesso!',
      'Tem certeza que deseja excluir este serviço?',
      'Serviço excluído com sucesso!',
    ]);
    await page.getByText('Nenhum serviço encontrado para "aparas".').waitFor();
  });

  it('keeps the row when the deletion is not confirmed', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, [false]);
    await openScreen();
    await search(page, SEARCH, 'Moagem 02');
    await rowWith(page, 'Moagem 02').getByRole('button', { name: 'Excluir' }).click();
    await expectDialogs(dialogs, ['Tem certeza que deseja excluir este serviço?']);
    await page.reload();
    await search(page, SEARCH, 'Moagem 02');
    await expectRowCount(page, 1);
  });
});
