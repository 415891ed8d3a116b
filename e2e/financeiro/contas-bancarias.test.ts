import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Api,
  adminApi,
  answerDialogs,
  dialogNamed,
  expectDialogs,
  POLL,
  rowWith,
  signInAs,
  waitForHeading,
} from '../cadastros/helpers';
import { signIn } from '../support/session';
import { useE2eSuite } from '../support/suite';

describe('Financeiro > Contas bancárias', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
  });

  it('refuses a wrong check digit and PIX key under their fields, creates, and moves the default', async () => {
    const { page, app } = suite;
    await api.call('POST', '/financeiro/contas-bancarias', {
      descricao: 'Bradesco cobrança',
      banco: '237',
      agencia: '3010-4',
      conta: '123456-0',
    });
    const dialogs = answerDialogs(page, [true]);
    await signIn(page, app);
    await page.goto('/financeiro/contas-bancarias');
    await waitForHeading(page, 'Contas Bancárias (1 no total)');
    expect(await page.locator('main table thead th').allTextContents()).toEqual([
      'Descrição',
      'Banco',
      'Agência',
      'Conta',
      'Chave PIX',
      'Próximo nosso número',
      'Ações',
    ]);
    expect(await rowWith(page, 'Bradesco').locator('td').allTextContents()).toEqual([
      'Bradesco cobrança (padrão)',
      '237 - Bradesco',
      '3010-4',
      '123456-0',
      '—',
      '1',
      'EditarExcluir',
    ]);

    await page.getByRole('button', { name: 'Nova Conta' }).click();
    const modal = dialogNamed(page, 'Nova Conta Bancária');
    await modal.getByLabel('Descrição').fill('Banco do Brasil movimento');
    await modal.getByLabel('Banco (código FEBRABAN)').fill('001');
    await modal.getByLabel('Agência').fill('1234-3');
    await modal.getByLabel('Conta', { exact: true }).fill('12345-6');
    await modal.getByLabel('Tipo da chave PIX').selectOption({ label: 'Telefone' });
    await modal.getByLabel('Chave PIX', { exact: true }).fill('3333-4444');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await modal.getByText('Conta inválida (dígito verificador não confere).').waitFor();
    await modal.getByText('Telefone com DDD, no formato +55 11 91234-5678.').waitFor();
    expect(dialogs).toEqual([]);

    await modal.getByLabel('Conta', { exact: true }).fill('12345-5');
    await modal.getByLabel('Chave PIX', { exact: true }).fill('(11) 3333-4444');
    await modal.getByLabel('Juros ao mês (%)').fill('1,5');
    await modal.getByLabel('Variação da carteira').fill('19');
    await modal.getByLabel('Conta padrão dos novos recebimentos').check();
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => dialogs.at(-1), POLL).toBe('Conta bancária cadastrada com sucesso!');
    await modal.waitFor({ state: 'hidden' });

    await waitForHeading(page, 'Contas Bancárias (2 no total)');
    const bb = rowWith(page, 'Banco do Brasil movimento');
    expect(await bb.locator('td').allTextContents()).toEqual([
      'Banco do Brasil movimento (padrão)',
      '001 - Banco do Brasil',
      '1234-3',
      '12345-5',
      'Telefone: +551133334444',
      '1',
      'EditarExcluir',
    ]);
    await rowWith(page, 'Bradesco cobrança').getByText('Bradesco cobrança', { exact: true }).waitFor();
    await bb.getByRole('button', { name: 'Editar' }).click();
    const edit = dialogNamed(page, 'Editar Conta Bancária');
    expect(await edit.getByLabel('Juros ao mês (%)').inputValue()).toBe('1,50');
    // Kept in the three digits the CNAB remessa writes.
    expect(await edit.getByLabel('Variação da carteira').inputValue()).toBe('019');
    await expectDialogs(dialogs, ['Conta bancária cadastrada com sucesso!']);
  });

  it('shows an Operador the accounts read-only: no Nova Conta, Editar or Excluir', async () => {
    const { page } = suite;
    const perfis = await api.call<{ id: number; nome: string }[]>('GET', '/preferencias/perfis');
    await api.call('POST', '/usuarios', {
      nome: 'Otávio Operador',
      email: 'otavio.financeiro@empresa.local',
      senha: 'Operador#2026-Contas',
      id_perfil: perfis.find((p) => p.nome === 'Operador')?.id,
    });
    await signInAs(page, 'otavio.financeiro@empresa.local', 'Operador#2026-Contas');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.goto('/financeiro/contas-bancarias');
    await waitForHeading(page, 'Contas Bancárias (2 no total)');
    expect(await page.locator('main table thead th').allTextContents()).toEqual([
      'Descrição',
      'Banco',
      'Agência',
      'Conta',
      'Chave PIX',
      'Próximo nosso número',
    ]);
    expect(await page.getByRole('button', { name: 'Nova Conta' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Editar' }).count()).toBe(0);
  });
});
