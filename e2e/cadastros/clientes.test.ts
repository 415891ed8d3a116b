import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/session';
import { useE2eSuite } from '../support/suite';
import {
  type Api,
  adminApi,
  answerDialogs,
  cnpjValido,
  cpfValido,
  dialogNamed,
  expectDialogs,
  expectRowCount,
  POLL,
  rowWith,
  search,
  waitForHeading,
} from './helpers';

const SEARCH = 'Buscar por Razão Social ou CNPJ/CPF...';
const CAMPINAS = 3509502;

const maskCnpj = (v: string) =>
  `${v.slice(0, 2)}.${v.slice(2, 5)}.${v.slice(5, 8)}/${v.slice(8, 12)}-${v.slice(12)}`;
const maskCpf = (v: string) => `${v.slice(0, 3)}.${v.slice(3, 6)}.${v.slice(6, 9)}-${v.slice(9)}`;

type Cliente = { id: number; nome_razao_social: string; cpf_cnpj: string } & Record<string, unknown>;

describe('clientes', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
  });

  async function openScreen() {
    await signIn(suite.page, suite.app);
    await suite.page.goto('/clientes');
  }

  async function findCliente(search: string): Promise<Cliente | undefined> {
    const page = await api.call<{ data: Cliente[] }>(
      'GET',
      `/clientes?page=1&search=${encodeURIComponent(search)}`,
    );
    return page.data[0];
  }

  it('shows the empty state, then lists with masked CNPJ/CPF and phone, paging within 1..totalPages', async () => {
    const { page } = suite;
    await openScreen();
    await waitForHeading(page, 'Gerenciamento de Clientes (0 no total)');
    await page.getByText('Nenhum cliente cadastrado.').waitFor();

    for (let i = 1; i <= 11; i++) {
      await api.call('POST', '/clientes', {
        nome_razao_social: `Cliente ${String(i).padStart(2, '0')} Embalagens`,
        cpf_cnpj: i === 2 ? cpfValido(2) : cnpjValido(2000 + i),
        email: `cliente${i}@exemplo.com.br`,
        telefone: '11988887777',
      });
    }
    await page.reload();
    await waitForHeading(page, 'Gerenciamento de Clientes (11 no total)');
    expect(await page.locator('main table thead th').allTextContents()).toEqual([
      'Razão Social',
      'CNPJ/CPF',
      'Email',
      'Telefone',
      'Ações',
    ]);
    expect(await rowWith(page, 'Cliente 01').locator('td').allTextContents()).toEqual([
      'Cliente 01 Embalagens',
      maskCnpj(cnpjValido(2001)),
      'cliente1@exemplo.com.br',
      '(11) 98888-7777',
      'EditarExcluir',
    ]);
    await rowWith(page, 'Cliente 02')
      .getByText(maskCpf(cpfValido(2)))
      .waitFor();
    await expectRowCount(page, 10);

    await page.getByText('Página 1 de 2').waitFor();
    expect(await page.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByText('Página 2 de 2').waitFor();
    await expectRowCount(page, 1);
    expect(await page.getByRole('button', { name: 'Próxima' }).isDisabled()).toBe(true);
  });

  it('searches by name without minding accents and by CNPJ with or without mask', async () => {
    const { page } = suite;
    await api.call('POST', '/clientes', {
      nome_razao_social: 'Indústria Plástica Paraná Ltda',
      cpf_cnpj: cnpjValido(77),
    });
    await openScreen();
    await search(page, SEARCH, 'industria plastica parana');
    await waitForHeading(page, 'Gerenciamento de Clientes (1 no total)');
    await rowWith(page, 'Indústria Plástica Paraná Ltda').waitFor();

    await search(page, SEARCH, maskCnpj(cnpjValido(2007)));
    await expectRowCount(page, 1);
    await rowWith(page, 'Cliente 07 Embalagens').waitFor();
    await search(page, SEARCH, cnpjValido(2007));
    await rowWith(page, 'Cliente 07 Embalagens').waitFor();

    await page.getByRole('button', { name: 'Limpar' }).click();
    await waitForHeading(page, 'Gerenciamento de Clientes (12 no total)');
  });

  it('validates the three sections with the server rules, then creates a client with its IBGE city', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openScreen();
    await page.getByRole('button', { name: 'Novo Cliente' }).click();
    const modal = dialogNamed(page, 'Novo Cliente');
    for (const section of ['Identificação e Contato', 'Configurações', 'Endereço']) {
      await modal.getByRole('group', { name: section }).waitFor();
    }
    await modal.getByRole('button', { name: 'Salvar' }).click();
    expect(await modal.getByText('Campo obrigatório.').count()).toBe(2);

    const identificacao = modal.getByRole('group', { name: 'Identificação e Contato' });
    await identificacao.getByLabel('Razão Social').fill('Sopro & Cia Embalagens Ltda');
    await identificacao.getByLabel('CNPJ/CPF').pressSequentially('11222333000180');
    expect(await identificacao.getByLabel('CNPJ/CPF').inputValue()).toBe('11.222.333/0001-80');
    await identificacao.getByLabel('Indicador de IE').selectOption('1');
    await identificacao.getByLabel('Email', { exact: true }).fill('contato@');
    const endereco = modal.getByRole('group', { name: 'Endereço' });
    await endereco.getByLabel('CEP').fill('13015');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await modal.getByText('CPF ou CNPJ inválido (dígitos verificadores não conferem).').waitFor();
    await modal.getByText('Contribuinte do ICMS exige a inscrição estadual.').waitFor();
    await modal.getByText('E-mail em formato inválido.').waitFor();
    await modal.getByText('O CEP deve ter 8 dígitos.').waitFor();
    expect(dialogs).toEqual([]);

    await identificacao.getByLabel('CNPJ/CPF').fill('11222333000181');
    await identificacao.getByLabel('Inscrição Estadual').fill('244.123.456.119');
    await identificacao.getByLabel('Email', { exact: true }).fill('contato@sopro.com.br');
    await identificacao.getByLabel('Email para NF-e').fill('nfe@sopro.com.br');
    await identificacao.getByLabel('Telefone').pressSequentially('1932324545');
    const configuracoes = modal.getByRole('group', { name: 'Configurações' });
    await configuracoes.getByLabel('Tipo de Referenciação').selectOption('FIFO');
    await configuracoes.getByLabel('Condição de Pagamento').selectOption('45');
    await endereco.getByLabel('CEP').clear();
    await endereco.getByLabel('CEP').pressSequentially('13015100');
    expect(await endereco.getByLabel('CEP').inputValue()).toBe('13015-100');
    await endereco.getByLabel('Logradouro').fill('Rua Barão de Jaguara');
    await endereco.getByLabel('Número').fill('1000');
    await endereco.getByLabel('Bairro').fill('Centro');
    expect(await endereco.getByLabel('Cidade').isDisabled()).toBe(true);
    await endereco.getByLabel('UF').selectOption('SP');
    await endereco.getByRole('option', { name: 'Campinas', exact: true }).waitFor({ state: 'attached' });
    await endereco.getByLabel('Cidade').selectOption({ label: 'Campinas' });
    await modal.getByRole('button', { name: 'Salvar' }).click();

    await expectDialogs(dialogs, ['Cliente cadastrado com sucesso!']);
    await modal.waitFor({ state: 'hidden' });
    const saved = await findCliente('Sopro & Cia');
    expect(saved).toMatchObject({
      cpf_cnpj: '11222333000181',
      inscricao_estadual: '244123456119',
      indicador_ie: '1',
      telefone: '1932324545',
      cep: '13015100',
      uf: 'SP',
      cidade: 'Campinas',
      codigo_municipio: CAMPINAS,
      tipo_referenciacao: 'FIFO',
      condicao_pagamento_dias: 45,
      email_nfe: 'nfe@sopro.com.br',
    });
  });

  it('edits a client starting from its masked values, and reports a duplicate CNPJ', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openScreen();
    await search(page, SEARCH, 'sopro');
    await rowWith(page, 'Sopro & Cia').getByRole('button', { name: 'Editar' }).click();
    const modal = dialogNamed(page, 'Editar Cliente');
    expect(await modal.getByLabel('CNPJ/CPF').inputValue()).toBe('11.222.333/0001-81');
    expect(await modal.getByLabel('Telefone').inputValue()).toBe('(19) 3232-4545');
    expect(await modal.getByLabel('CEP').inputValue()).toBe('13015-100');
    await expect.poll(() => modal.getByLabel('Cidade').inputValue(), POLL).toBe(String(CAMPINAS));
    expect(await modal.getByLabel('Tipo de Referenciação').inputValue()).toBe('FIFO');

    await modal.getByLabel('CNPJ/CPF').fill(maskCnpj(cnpjValido(2003)));
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expectDialogs(dialogs, ['Erro ao salvar cliente: Já existe um cliente com este CPF/CNPJ.']);

    await modal.getByLabel('CNPJ/CPF').fill('11.222.333/0001-81');
    await modal.getByLabel('Telefone').fill('19999990000');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => dialogs.at(-1), POLL).toBe('Cliente atualizado com sucesso!');
    await rowWith(page, 'Sopro & Cia').getByText('(19) 99999-0000').waitFor();
    expect((await findCliente('Sopro & Cia'))?.codigo_municipio).toBe(CAMPINAS);
  });

  it('deletes a client only after confirmation', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, [false, true]);
    await openScreen();
    await search(page, SEARCH, 'sopro');
    const row = rowWith(page, 'Sopro & Cia');
    await row.getByRole('button', { name: 'Excluir' }).click();
    await expectDialogs(dialogs, ['Tem certeza que deseja excluir este cliente?']);
    expect(await row.isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Excluir' }).click();
    await expectDialogs(dialogs, [
      'Tem certeza que deseja excluir este cliente?',
      'Tem certeza que deseja excluir este cliente?',
      'Cliente excluído com sucesso!',
    ]);
    await page.getByText('Nenhum cliente encontrado para "sopro".').waitFor();
  });

  it("a client in use is not deleted: SPEC's failure text, then the server's reason", async () => {
    const { page } = suite;
    const cliente = await api.call<{ id: number }>('POST', '/clientes', {
      nome_razao_social: 'Rotomoldagem Indaiatuba Ltda',
      cpf_cnpj: cnpjValido(8123),
    });
    const categorias = await api.call<{ id: number; nome: string }[]>('GET', '/financeiro/categorias');
    await api.call('POST', '/financeiro/lancamentos', {
      descricao: 'Rotomoldagem lote 4',
      tipo: 'RECEITA',
      valor_original: '500.00',
      data_vencimento: '2099-01-31',
      id_categoria: categorias.find((c) => c.nome === 'Serviços de Industrialização')?.id,
      id_cliente: cliente.id,
    });
    const dialogs = answerDialogs(page, [true]);
    await openScreen();
    await search(page, SEARCH, 'rotomoldagem');
    const row = rowWith(page, 'Rotomoldagem Indaiatuba Ltda');
    await row.getByRole('button', { name: 'Excluir' }).click();
    const motivo = 'Este cliente possui notas, entradas ou lançamentos e não pode ser excluído.';
    await expectDialogs(dialogs, [
      'Tem certeza que deseja excluir este cliente?',
      `Erro ao excluir cliente. ${motivo}`,
    ]);
    await page.getByRole('alert').getByText(motivo, { exact: false }).waitFor();
    expect(await row.isVisible()).toBe(true);
  });
});
