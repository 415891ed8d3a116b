import { beforeAll, describe, expect, it } from 'vitest';
import { loginApi, signIn, storedUserName } from '../support/session';
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
  signInAs,
  waitForHeading,
} from './helpers';

const SEARCH = 'Buscar por Nome ou E-mail';
const SENHA = 'Extrusora-Azul-2024';

type Perfil = { id: number; nome: string };

describe('utilizadores', () => {
  const suite = useE2eSuite();
  let api: Api;
  let perfis: Perfil[];
  const perfilId = (nome: string) => perfis.find((p) => p.nome === nome)?.id;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    perfis = await api.call<Perfil[]>('GET', '/preferencias/perfis');
  });

  async function openScreen() {
    await signIn(suite.page, suite.app);
    await suite.page.goto('/preferencias/usuarios');
  }

  it('lists the users with profile and Ativo/Inativo, paging within 1..totalPages', async () => {
    const { page } = suite;
    for (let i = 1; i <= 11; i++) {
      await api.call('POST', '/usuarios', {
        nome: `Operador ${String(i).padStart(2, '0')}`,
        email: `operador${i}@empresa.local`,
        senha: SENHA,
        id_perfil: perfilId('Operador'),
        ativo: i !== 3,
      });
    }
    await openScreen();
    await waitForHeading(page, 'Gerenciamento de Utilizadores (12 no total)');
    expect(await page.locator('main table thead th').allTextContents()).toEqual([
      'Nome',
      'Email',
      'Perfil',
      'Status',
      'Ações',
    ]);
    const adminName = await storedUserName(page);
    expect(await rowWith(page, suite.app.adminEmail).locator('td').allTextContents()).toEqual([
      adminName,
      suite.app.adminEmail,
      'Administrador',
      'Ativo',
      // The signed-in user's own row: no 'Excluir'.
      'Editar',
    ]);
    await rowWith(page, 'Operador 03').getByText('Inativo', { exact: true }).waitFor();
    await expectRowCount(page, 10);
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByText('Página 2 de 2').waitFor();
    await expectRowCount(page, 2);
    expect(await page.getByRole('button', { name: 'Próxima' }).isDisabled()).toBe(true);
  });

  it('searches by name without minding accents, and by e-mail', async () => {
    const { page } = suite;
    await api.call('POST', '/usuarios', {
      nome: 'João Conceição',
      email: 'joao.conceicao@empresa.local',
      senha: SENHA,
      id_perfil: perfilId('Operador'),
    });
    await openScreen();
    await search(page, SEARCH, 'joao conceicao');
    await waitForHeading(page, 'Gerenciamento de Utilizadores (1 no total)');
    await rowWith(page, 'João Conceição').waitFor();
    await search(page, SEARCH, 'operador7@');
    await expectRowCount(page, 1);
    await rowWith(page, 'Operador 07').waitFor();
  });

  it('validates with the server rules and creates a user who can then sign in', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openScreen();
    await page.getByRole('button', { name: 'Novo Utilizador' }).click();
    const modal = dialogNamed(page, 'Novo Utilizador');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await modal.getByText('Campo obrigatório.').waitFor();
    await modal.getByText('E-mail em formato inválido.').waitFor();
    await modal.getByText('A senha deve ter pelo menos 10 caracteres.').waitFor();
    await modal.getByText('Selecione um perfil.').waitFor();

    await modal.getByLabel('Nome').fill('Maria Expedição');
    await modal.getByLabel('E-mail').fill('operador1@empresa.local');
    await modal.getByLabel('Senha').fill('1234567890');
    await modal.getByLabel('Perfil').selectOption({ label: 'Operador' });
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await modal.getByText('Senha muito comum: escolha outra.').waitFor();
    await modal.getByLabel('Senha').fill('Operador1');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await modal.getByText('A senha deve ter pelo menos 10 caracteres.').waitFor();
    await modal.getByLabel('Senha').fill('OPERADOR1@empresa.local');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await modal.getByText('A senha não pode ser o e-mail nem a parte dele antes do @.').waitFor();
    expect(dialogs).toEqual([]);

    await modal.getByLabel('Senha').fill(SENHA);
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expectDialogs(dialogs, ['Erro: Já existe um utilizador com este e-mail.']);

    await modal.getByLabel('E-mail').fill('Maria.Expedicao@Empresa.local');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => dialogs.at(-1), POLL).toBe('Utilizador cadastrado com sucesso!');
    await modal.waitFor({ state: 'hidden' });
    await search(page, SEARCH, 'expedicao');
    expect(await rowWith(page, 'Maria Expedição').locator('td').allTextContents()).toEqual([
      'Maria Expedição',
      'maria.expedicao@empresa.local',
      'Operador',
      'Ativo',
      'EditarExcluir',
    ]);
    expect(await loginApi(suite.app, 'maria.expedicao@empresa.local', SENHA)).toBeTruthy();
  });

  it('edits a user: a blank password keeps the old one, and the user can be deactivated', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openScreen();
    await search(page, SEARCH, 'expedicao');
    await rowWith(page, 'Maria Expedição').getByRole('button', { name: 'Editar' }).click();
    const modal = dialogNamed(page, 'Editar Utilizador');
    expect(await modal.getByLabel('Senha').inputValue()).toBe('');
    await expect.poll(() => modal.getByLabel('Perfil').inputValue(), POLL).toBe(String(perfilId('Operador')));
    await modal.getByLabel('Nome').fill('Maria Expedição Silva');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expectDialogs(dialogs, ['Utilizador atualizado com sucesso!']);
    await rowWith(page, 'Maria Expedição Silva').waitFor();
    expect(await loginApi(suite.app, 'maria.expedicao@empresa.local', SENHA)).toBeTruthy();

    await rowWith(page, 'Maria Expedição Silva').getByRole('button', { name: 'Editar' }).click();
    await dialogNamed(page, 'Editar Utilizador').getByLabel('Ativo').uncheck();
    await dialogNamed(page, 'Editar Utilizador').getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => dialogs.length, POLL).toBe(2);
    await rowWith(page, 'Maria Expedição Silva').getByText('Inativo', { exact: true }).waitFor();
    await expect(loginApi(suite.app, 'maria.expedicao@empresa.local', SENHA)).rejects.toThrow(/HTTP 401/);
  });

  it("deletes after confirmation, and the user's own row offers no 'Excluir'", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, [false, true]);
    await openScreen();
    await search(page, SEARCH, suite.app.adminEmail);
    const propria = rowWith(page, suite.app.adminEmail);
    await propria.getByRole('button', { name: 'Editar' }).waitFor();
    // The server refuses it too (409 'Você não pode excluir o seu próprio utilizador.').
    expect(await propria.getByRole('button', { name: 'Excluir' }).count()).toBe(0);

    await search(page, SEARCH, 'expedicao');
    const row = rowWith(page, 'Maria Expedição Silva');
    await row.getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(() => dialogs.length, POLL).toBe(1);
    expect(await row.isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(() => dialogs.at(-1), POLL).toBe('Utilizador excluído com sucesso!');
    await page.getByText('Nenhum utilizador encontrado para "expedicao".').waitFor();
  });

  it("shows an Operador the server's 403 message instead of the list", async () => {
    const { page } = suite;
    await signInAs(page, 'operador1@empresa.local', SENHA);
    await page.goto('/preferencias/usuarios');
    await page.getByRole('alert').getByText('Apenas um Administrador pode realizar esta operação.').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Gerenciamento de Utilizadores');
    expect(await page.getByRole('button', { name: 'Novo Utilizador' }).count()).toBe(0);
    expect(await page.locator('main table').count()).toBe(0);
  });
});
