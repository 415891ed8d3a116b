import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/session';
import { useE2eSuite } from '../support/suite';
import { type Api, adminApi, answerDialogs, expectDialogs, POLL, signInAs } from './helpers';

const SENHA = 'Extrusora-Azul-2024';

type Empresa = Record<string, unknown>;

async function textosDasOpcoes(page: Page, rotulo: string): Promise<string[]> {
  return (await page.getByLabel(rotulo, { exact: true }).locator('option').allTextContents()).map((t) =>
    t.trim(),
  );
}

describe('dados da empresa', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
  });

  async function openScreen() {
    await signIn(suite.page, suite.app);
    await suite.page.goto('/preferencias/empresa');
    await suite.page.getByRole('heading', { level: 1, name: 'Dados da Empresa' }).waitFor();
  }

  it('shows the groups, validates with the server rules and saves the company with its IBGE city', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openScreen();
    for (const group of ['Identificação', 'Fiscal', 'Endereço', 'Contato']) {
      await page.getByRole('group', { name: group, exact: true }).waitFor();
    }
    await page.getByLabel('Razão Social').fill('');
    await page.getByLabel('CNPJ').pressSequentially('11222333000180');
    expect(await page.getByLabel('CNPJ').inputValue()).toBe('11.222.333/0001-80');
    await page.getByLabel('Email').fill('fiscal@');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Campo obrigatório.').waitFor();
    await page.getByText('CNPJ inválido (dígitos verificadores não conferem).').waitFor();
    await page.getByText('E-mail em formato inválido.').waitFor();
    expect(dialogs).toEqual([]);

    await page.getByLabel('Razão Social').fill('Plásticos Exemplo Indústria Ltda');
    await page.getByLabel('Nome Fantasia').fill('PlastEx');
    await page.getByLabel('CNPJ').fill('11.222.333/0001-81');
    await page.getByLabel('Inscrição Estadual').fill('244123456119');
    await page.getByLabel('Regime Tributário').selectOption('3');
    await page.getByLabel('Série da NF-e').fill('2');
    await page.getByLabel('Próximo Número da NF-e').fill('150');
    await page.getByLabel('CEP').fill('13015100');
    await page.getByLabel('Logradouro').fill('Avenida das Indústrias');
    await page.getByLabel('Número', { exact: true }).fill('500');
    await page.getByLabel('UF').selectOption('SP');
    await page.getByRole('option', { name: 'Campinas', exact: true }).waitFor({ state: 'attached' });
    await page.getByLabel('Cidade').selectOption({ label: 'Campinas' });
    await page.getByLabel('Telefone').fill('1933334444');
    await page.getByLabel('Email').fill('fiscal@plastex.com.br');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectDialogs(dialogs, ['Dados da empresa atualizados com sucesso!']);

    expect(await api.call<Empresa>('GET', '/preferencias/empresa')).toMatchObject({
      razao_social: 'Plásticos Exemplo Indústria Ltda',
      cnpj: '11222333000181',
      regime_tributario: 3,
      nfe_serie: 2,
      nfe_proximo_numero: 150,
      cep: '13015100',
      uf: 'SP',
      cidade: 'Campinas',
      codigo_municipio: 3509502,
      telefone: '1933334444',
    });

    await page.reload();
    expect(await page.getByLabel('CNPJ').inputValue()).toBe('11.222.333/0001-81');
    expect(await page.getByLabel('CEP').inputValue()).toBe('13015-100');
    await expect.poll(() => page.getByLabel('Cidade').inputValue(), POLL).toBe('3509502');
  });

  it('keeps the SMTP settings with a write-only password in the E-mail (SMTP) section', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openScreen();
    const smtp = page.getByRole('group', { name: 'E-mail (SMTP)', exact: true });
    await smtp.waitFor();
    await smtp.getByLabel('Servidor SMTP').fill('smtp.plastex.com.br');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.getByText('Informe a porta do servidor SMTP.').waitFor();
    await page.getByText('Informe o e-mail do remetente.').waitFor();
    expect(dialogs).toEqual([]);

    await smtp.getByLabel('Porta SMTP').fill('587');
    await smtp.getByLabel('E-mail do remetente').fill('nfe@plastex.com.br');
    await smtp.getByLabel('Usuário SMTP').fill('nfe@plastex.com.br');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await smtp.getByText('Informe a senha do usuário SMTP.', { exact: true }).waitFor();
    await expectDialogs(dialogs, ['Erro ao salvar os dados da empresa.']);

    await smtp.getByLabel('Senha SMTP').fill('Senha-Do-Correio-77');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectDialogs(dialogs, [
      'Erro ao salvar os dados da empresa.',
      'Dados da empresa atualizados com sucesso!',
    ]);
    const salva = await api.call<Empresa>('GET', '/preferencias/empresa');
    expect(salva).toMatchObject({
      smtp_host: 'smtp.plastex.com.br',
      smtp_porta: 587,
      smtp_seguro: false,
      smtp_usuario: 'nfe@plastex.com.br',
      smtp_remetente: 'nfe@plastex.com.br',
      smtp_senha_definida: true,
    });
    expect(JSON.stringify(salva)).not.toContain('Senha-Do-Correio-77');

    await page.reload();
    expect(await smtp.getByLabel('Senha SMTP').inputValue()).toBe('');
    await smtp.getByText('Senha definida. Deixe em branco para mantê-la.').waitFor();
    await smtp.getByLabel('Conexão segura desde o início (SSL/TLS, porta 465)').check();
    await smtp.getByLabel('Porta SMTP').fill('465');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectDialogs(dialogs, [
      'Erro ao salvar os dados da empresa.',
      'Dados da empresa atualizados com sucesso!',
      'Dados da empresa atualizados com sucesso!',
    ]);
    expect(await api.call<Empresa>('GET', '/preferencias/empresa')).toMatchObject({
      smtp_porta: 465,
      smtp_seguro: true,
      smtp_senha_definida: true,
    });
  });

  it('keeps what the DPS of the NFS-e needs in the NFS-e group: série, next number and the regimes by their codes', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openScreen();
    const nfse = page.getByRole('group', { name: 'NFS-e', exact: true });
    await nfse.waitFor();
    expect(await nfse.getByLabel('Série da DPS').inputValue()).toBe('1');
    expect(await nfse.getByLabel('Próximo Número da DPS').inputValue()).toBe('1');
    expect(await textosDasOpcoes(page, 'Regime Especial de Tributação')).toEqual([
      '0 - Nenhum',
      '1 - Ato cooperado (cooperativa)',
      '2 - Estimativa',
      '3 - Microempresa municipal',
      '4 - Notário ou registrador',
      '5 - Profissional autônomo',
      '6 - Sociedade de profissionais',
    ]);
    expect(await textosDasOpcoes(page, 'Apuração no Simples Nacional')).toEqual([
      'Padrão do regime tributário',
      '1 - Tributos federais e municipal pelo Simples Nacional',
      '2 - Federais pelo Simples Nacional e ISSQN fora dele',
      '3 - Federais e municipal fora do Simples Nacional',
    ]);
    // Regime Normal (saved by the first test): the apuração of the Simples Nacional does not apply.
    expect(await page.getByLabel('Regime Tributário').inputValue()).toBe('3');
    expect(await nfse.getByLabel('Apuração no Simples Nacional').isDisabled()).toBe(true);
    await nfse.getByText('Só para ME/EPP optante do Simples Nacional.').waitFor();

    await page.getByLabel('Regime Tributário').selectOption('1');
    expect(await nfse.getByLabel('Apuração no Simples Nacional').isDisabled()).toBe(false);
    await nfse.getByLabel('Série da DPS').fill('900');
    await nfse.getByLabel('Próximo Número da DPS').fill('41');
    await nfse
      .getByLabel('Regime Especial de Tributação')
      .selectOption({ label: '3 - Microempresa municipal' });
    await nfse.getByLabel('Apuração no Simples Nacional').selectOption({
      label: '1 - Tributos federais e municipal pelo Simples Nacional',
    });
    // With the ISSQN in the Simples Nacional the DPS refuses a regime especial (E0175): said before saving.
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await nfse
      .getByText('Com o ISSQN apurado pelo Simples Nacional o regime especial deve ser Nenhum.')
      .waitFor();
    expect(dialogs).toEqual([]);

    await nfse.getByLabel('Apuração no Simples Nacional').selectOption({
      label: '2 - Federais pelo Simples Nacional e ISSQN fora dele',
    });
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectDialogs(dialogs, ['Dados da empresa atualizados com sucesso!']);
    expect(await api.call<Empresa>('GET', '/preferencias/empresa')).toMatchObject({
      regime_tributario: 1,
      nfse_serie: 900,
      nfse_proximo_numero: 41,
      nfse_regime_especial: 3,
      nfse_regime_apuracao_sn: 2,
    });

    await page.reload();
    await expect.poll(() => nfse.getByLabel('Série da DPS').inputValue(), POLL).toBe('900');
    expect(await nfse.getByLabel('Próximo Número da DPS').inputValue()).toBe('41');
    expect(await nfse.getByLabel('Regime Especial de Tributação').inputValue()).toBe('3');
    expect(await nfse.getByLabel('Apuração no Simples Nacional').inputValue()).toBe('2');

    // Back to the default apuração of the CRT and no regime especial.
    await nfse.getByLabel('Regime Especial de Tributação').selectOption('0');
    await nfse.getByLabel('Apuração no Simples Nacional').selectOption('');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectDialogs(dialogs, [
      'Dados da empresa atualizados com sucesso!',
      'Dados da empresa atualizados com sucesso!',
    ]);
    expect(await api.call<Empresa>('GET', '/preferencias/empresa')).toMatchObject({
      nfse_regime_especial: 0,
      nfse_regime_apuracao_sn: null,
    });
  });

  it("keeps the accountant in the Contador group: the document's check digits by the server rules", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    // On its own: a company the form can save, whatever the earlier tests left.
    await api.call('PUT', '/preferencias/empresa', {
      razao_social: 'Plásticos Exemplo Indústria Ltda',
      cnpj: '11.222.333/0001-81',
      uf: 'SP',
      cidade: 'Campinas',
    });
    await openScreen();
    const salvar = page.getByRole('button', { name: 'Salvar', exact: true });
    const contador = page.getByRole('group', { name: 'Contador', exact: true });
    await contador.getByLabel('Documento do Contador').fill('111.444.777-36');
    await salvar.click();
    await contador.getByText('CPF ou CNPJ inválido (dígitos verificadores não conferem).').waitFor();
    expect(dialogs).toEqual([]);

    await contador.getByLabel('Documento do Contador').fill('11144477735');
    expect(await contador.getByLabel('Documento do Contador').inputValue()).toBe('111.444.777-35');
    await contador.getByLabel('E-mail do Contador').fill('escritorio@contabil.com.br');
    await salvar.click();
    await expectDialogs(dialogs, ['Dados da empresa atualizados com sucesso!']);
    expect(await api.call<Empresa>('GET', '/preferencias/empresa')).toMatchObject({
      cpf_cnpj_contador: '11144477735',
      email_contador: 'escritorio@contabil.com.br',
    });

    await page.reload();
    await expect
      .poll(() => contador.getByLabel('Documento do Contador').inputValue(), POLL)
      .toBe('111.444.777-35');
    expect(await contador.getByLabel('E-mail do Contador').inputValue()).toBe('escritorio@contabil.com.br');
  });

  it("switches on 'Boleto automático' only once the default bank account can issue boletos", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openScreen();
    const salvar = page.getByRole('button', { name: 'Salvar', exact: true });
    const boleto = page
      .getByRole('group', { name: 'Cobrança', exact: true })
      .getByLabel('Gerar o boleto automaticamente ao autorizar a NF-e');
    expect(await boleto.isChecked()).toBe(false);
    await boleto.check();
    await salvar.click();
    await expectDialogs(dialogs, ['Erro ao salvar os dados da empresa.']);
    await page
      .getByRole('alert')
      .getByText(
        'O boleto automático não pode ser ativado: marque uma conta bancária como padrão (Financeiro > Contas bancárias) para gerar o boleto.',
      )
      .waitFor();
    expect(await api.call<Empresa>('GET', '/preferencias/empresa')).toMatchObject({
      boleto_automatico: false,
    });

    // A Banco do Brasil account with carteira and convênio, the default one: now the setting is taken.
    await api.call('POST', '/financeiro/contas-bancarias', {
      descricao: 'Banco do Brasil cobrança',
      banco: '001',
      agencia: '3174-7',
      conta: '00011672-6',
      carteira: '17',
      convenio: '1474166',
      padrao: true,
    });
    await salvar.click();
    await expectDialogs(dialogs, [
      'Erro ao salvar os dados da empresa.',
      'Dados da empresa atualizados com sucesso!',
    ]);
    expect(await api.call<Empresa>('GET', '/preferencias/empresa')).toMatchObject({
      boleto_automatico: true,
    });
    await page.reload();
    await expect.poll(() => boleto.isChecked(), POLL).toBe(true);
  });

  it('alerts the failure text when the server refuses the city', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openScreen();
    // A city code that is not in the UF: the screen cannot offer it, so force it through the request.
    await page.route('**/api/preferencias/empresa', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      const body = { ...route.request().postDataJSON(), codigo_municipio: 4106902 };
      return route.continue({ postData: JSON.stringify(body) });
    });
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectDialogs(dialogs, ['Erro ao salvar os dados da empresa.']);
    await page
      .getByRole('alert')
      .getByText(/não pertence à UF SP/)
      .first()
      .waitFor();
  });

  it('shows an Operador the data read-only', async () => {
    const { page } = suite;
    const perfis = await api.call<{ id: number; nome: string }[]>('GET', '/preferencias/perfis');
    await api.call('POST', '/usuarios', {
      nome: 'Operador Leitura',
      email: 'leitura@empresa.local',
      senha: SENHA,
      id_perfil: perfis.find((p) => p.nome === 'Operador')?.id,
    });
    await signInAs(page, 'leitura@empresa.local', SENHA);
    await page.goto('/preferencias/empresa');
    await page.getByText('Somente um Administrador pode alterar os dados da empresa.').waitFor();
    expect(await page.getByLabel('Razão Social').inputValue()).toBe('Plásticos Exemplo Indústria Ltda');
    expect(await page.getByLabel('Razão Social').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Salvar', exact: true }).count()).toBe(0);
  });
});
