import { describe, expect, it } from 'vitest';
import { answerDialogs, expectDialogs } from '../cadastros/helpers';
import { signInThroughForm } from '../support/session';
import { useE2eSuite } from '../support/suite';

const PAINEL = 'Comece por aqui';

describe('first sign-in on an empty company', () => {
  const suite = useE2eSuite();

  it('points the dashboard to Dados da Empresa until the company is saved', async () => {
    const { page, app } = suite;
    const dialogs = answerDialogs(page, []);
    const painel = page.locator('section.card').filter({ has: page.getByRole('heading', { name: PAINEL }) });

    await signInThroughForm(page, app);
    await painel.waitFor();
    expect(await painel.textContent()).toContain(
      'Cadastre os dados da empresa em Preferências > Dados da Empresa',
    );

    await painel.getByRole('link', { name: 'Abrir Dados da Empresa' }).click();
    await page.waitForURL('**/preferencias/empresa');
    await page.getByRole('heading', { level: 1, name: 'Dados da Empresa' }).waitFor();
    await page.getByLabel('Razão Social').fill('Plásticos Primeiro Passo Ltda');
    await page.getByLabel('CNPJ').fill('11.222.333/0001-81');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expectDialogs(dialogs, ['Dados da empresa atualizados com sucesso!']);

    // Back through the menu (the app's own state) and after a reload (the server's): the panel is gone.
    await page
      .getByRole('complementary', { name: 'Menu lateral' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Financeiro (Próx. 30 dias)' }).waitFor();
    expect(await painel.count()).toBe(0);
    const empresaRelida = page.waitForResponse((r) => r.url().endsWith('/api/preferencias/empresa'));
    await page.reload();
    expect((await empresaRelida).ok()).toBe(true);
    await page.getByRole('heading', { name: 'Financeiro (Próx. 30 dias)' }).waitFor();
    // One frame for React to draw what the answer holds, so the absence below is not just "not loaded yet".
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await painel.count()).toBe(0);
  });
});
