import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/session';
import { useE2eSuite } from '../support/suite';
import {
  type Api,
  adminApi,
  answerDialogs,
  bodyRows,
  cnpjValido,
  dialogNamed,
  POLL,
  rowWith,
  search,
  signInAs,
} from './helpers';

type Perfil = { id: number; nome: string };
const SENHA_OPERADOR = 'Extrusora-Azul-2024';

describe('Preferências > Auditoria', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
  });

  it("shows the administrator's change of a client as 'campo: antigo → novo', filtered by entity", async () => {
    const { page } = suite;
    await api.call('POST', '/clientes', {
      nome_razao_social: 'Auditada Embalagens Ltda',
      cpf_cnpj: cnpjValido(7001),
      email: 'compras@auditada.com.br',
    });
    await api.call('POST', '/fornecedores', { nome_razao_social: 'Fornecedor Fora do Filtro' });

    const dialogs = answerDialogs(page, []);
    await signIn(page, suite.app);
    await page.goto('/clientes');
    await search(page, 'Buscar por Razão Social ou CNPJ/CPF...', 'Auditada');
    await rowWith(page, 'Auditada Embalagens').getByRole('button', { name: 'Editar' }).click();
    const modal = dialogNamed(page, 'Editar Cliente');
    await modal.getByLabel('Email', { exact: true }).fill('financeiro@auditada.com.br');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => dialogs.at(-1), POLL).toBe('Cliente atualizado com sucesso!');

    const sidebar = page.getByRole('complementary', { name: 'Menu lateral' });
    await sidebar.getByRole('button', { name: 'Preferências' }).click();
    await sidebar.getByRole('link', { name: 'Auditoria' }).click();
    await page.waitForURL('**/preferencias/auditoria');
    await page.getByRole('heading', { level: 1, name: /^Auditoria \(\d+ no total\)$/ }).waitFor();
    expect(await page.locator('main table thead th').allTextContents()).toEqual([
      'Data/Hora',
      'Utilizador',
      'IP',
      'Ação',
      'Entidade',
      'Alterações',
    ]);

    await page.getByLabel('Entidade').selectOption({ label: 'Clientes' });
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Auditoria (2 no total)' }).waitFor();
    const [alteracao, criacao] = await bodyRows(page).all();
    const celulas = (await alteracao?.locator('td').allTextContents()) ?? [];
    expect(celulas[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(celulas[1]).toContain(suite.app.adminEmail);
    expect(celulas.slice(2, 5)).toEqual([
      '127.0.0.1',
      'Alteração',
      expect.stringMatching(/^ClientesID \d+$/),
    ]);
    expect(celulas[5]).toBe('email: compras@auditada.com.br → financeiro@auditada.com.br');
    expect(await criacao?.locator('td').nth(3).textContent()).toBe('Criação');
    expect(await criacao?.locator('td').nth(5).textContent()).toContain(
      'nome_razao_social: (vazio) → Auditada Embalagens Ltda',
    );
    expect(await page.getByText('Fornecedor Fora do Filtro').count()).toBe(0);
  });

  it('is neither in the menu nor open to an Operador, who is not offered voiding or cancelling NF-e either', async () => {
    const { page } = suite;
    const perfis = await api.call<Perfil[]>('GET', '/preferencias/perfis');
    await api.call('POST', '/usuarios', {
      nome: 'Osvaldo Operador',
      email: 'osvaldo@empresa.local',
      senha: SENHA_OPERADOR,
      id_perfil: perfis.find((p) => p.nome === 'Operador')?.id,
    });
    await signInAs(page, 'osvaldo@empresa.local', SENHA_OPERADOR);
    const sidebar = page.getByRole('complementary', { name: 'Menu lateral' });
    await sidebar.getByRole('button', { name: 'Preferências' }).click();
    await sidebar.getByRole('link', { name: 'Utilizadores' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Auditoria' }).count()).toBe(0);

    await page.goto('/preferencias/auditoria');
    await page.getByText('Somente um Administrador pode consultar a auditoria.').waitFor();
    expect(await page.locator('main table').count()).toBe(0);

    await page.goto('/nfe/listagem');
    await page.getByRole('link', { name: 'Criar Novo Rascunho' }).waitFor();
    expect(await page.getByRole('button', { name: 'Inutilizar Numeração' }).count()).toBe(0);
  });
});
