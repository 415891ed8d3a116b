import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/session';
import { useE2eSuite } from '../support/suite';
import {
  type Api,
  adminApi,
  answerDialogs,
  cnpjValido,
  dialogNamed,
  expectDialogs,
  expectRowCount,
  POLL,
  rowWith,
  search,
  waitForHeading,
} from './helpers';

const SEARCH = 'Buscar por Razão Social ou CNPJ/CPF...';

function masked(cnpj: string) {
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

describe('fornecedores', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
  });

  async function openScreen() {
    await signIn(suite.page, suite.app);
    await suite.page.goto('/financeiro/fornecedores');
  }

  it('shows the empty state, then lists razão social, masked CNPJ/CPF and e-mail, paging', async () => {
    const { page } = suite;
    await openScreen();
    await waitForHeading(page, 'Gerenciamento de Fornecedores (0 no total)');
    await page.getByText('Nenhum fornecedor cadastrado.').waitFor();

    for (let i = 1; i <= 11; i++) {
      await api.call('POST', '/fornecedores', {
        nome_razao_social: `Transportadora ${String(i).padStart(2, '0')} Ltda`,
        cpf_cnpj: cnpjValido(1000 + i),
        email: `frete${i}@exemplo.com.br`,
      });
    }
    await page.reload();
    await waitForHeading(page, 'Gerenciamento de Fornecedores (11 no total)');
    expect(await page.locator('main table thead th').allTextContents()).toEqual([
      'Razão Social',
      'CNPJ/CPF',
      'Email',
      'Ações',
    ]);
    expect(await rowWith(page, 'Transportadora 01').locator('td').allTextContents()).toEqual([
      'Transportadora 01 Ltda',
      masked(cnpjValido(1001)),
      'frete1@exemplo.com.br',
      'EditarExcluir',
    ]);
    await expectRowCount(page, 10);
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByText('Página 2 de 2').waitFor();
    await expectRowCount(page, 1);
    expect(await page.getByRole('button', { name: 'Próxima' }).isDisabled()).toBe(true);
  });

  it('searches by name without minding accents, and by CNPJ typed with its mask', async () => {
    const { page } = suite;
    await api.call('POST', '/fornecedores', { nome_razao_social: 'Resinas São João S.A.' });
    await openScreen();
    await search(page, SEARCH, 'sao joao');
    await waitForHeading(page, 'Gerenciamento de Fornecedores (1 no total)');
    await rowWith(page, 'Resinas São João S.A.').waitFor();

    await search(page, SEARCH, masked(cnpjValido(1005)));
    await expectRowCount(page, 1);
    await rowWith(page, 'Transportadora 05 Ltda').waitFor();
  });

  it('masks the CNPJ while typing, refuses invalid ones, creates, edits and deletes after confirmation', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, [false, true]);
    await openScreen();
    await page.getByRole('button', { name: 'Novo Fornecedor' }).click();
    const modal = dialogNamed(page, 'Novo Fornecedor');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await modal.getByText('Campo obrigatório.').waitFor();

    await modal.getByLabel('Razão Social').fill('Polímeros do Sul Ltda');
    await modal.getByLabel('CNPJ/CPF').pressSequentially('11222333000180');
    expect(await modal.getByLabel('CNPJ/CPF').inputValue()).toBe('11.222.333/0001-80');
    await modal.getByLabel('Email').fill('compras@');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await modal.getByText('CPF ou CNPJ inválido (dígitos verificadores não conferem).').waitFor();
    await modal.getByText('E-mail em formato inválido.').waitFor();
    expect(dialogs).toEqual([]);

    // Taken by another supplier: the server answers 409 with its message.
    await modal.getByLabel('CNPJ/CPF').fill(masked(cnpjValido(1003)));
    await modal.getByLabel('Email').fill('compras@polisul.com.br');
    await modal.getByLabel('Telefone').pressSequentially('5133334444');
    expect(await modal.getByLabel('Telefone').inputValue()).toBe('(51) 3333-4444');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expectDialogs(dialogs, ['Erro ao salvar fornecedor: Já existe um fornecedor com este CPF/CNPJ.']);

    await modal.getByLabel('CNPJ/CPF').fill('11222333000181');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => dialogs.at(-1), POLL).toBe('Fornecedor cadastrado com sucesso!');
    await modal.waitFor({ state: 'hidden' });

    await search(page, SEARCH, 'polimeros');
    const row = rowWith(page, 'Polímeros do Sul Ltda');
    await row.getByText('11.222.333/0001-81').waitFor();
    await row.getByRole('button', { name: 'Editar' }).click();
    const edit = dialogNamed(page, 'Editar Fornecedor');
    expect(await edit.getByLabel('CNPJ/CPF').inputValue()).toBe('11.222.333/0001-81');
    expect(await edit.getByLabel('Telefone').inputValue()).toBe('(51) 3333-4444');
    await edit.getByLabel('Email').fill('financeiro@polisul.com.br');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => dialogs.at(-1), POLL).toBe('Fornecedor atualizado com sucesso!');
    await row.getByText('financeiro@polisul.com.br').waitFor();

    await row.getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(() => dialogs.at(-1), POLL).toBe('Tem certeza que deseja excluir este fornecedor?');
    expect(await row.isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(() => dialogs.at(-1), POLL).toBe('Fornecedor excluído com sucesso!');
    await page.getByText('Nenhum fornecedor encontrado para "polimeros".').waitFor();
  });
});
