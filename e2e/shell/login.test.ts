import { describe, expect, it } from 'vitest';
import { readStoredSession, signIn, signInThroughForm, storedUserName } from '../support/session';
import { collectDialogs, useE2eSuite } from '../support/suite';

const LOGIN_FAILURE = 'Falha no login. Verifique suas credenciais.';

describe('login', () => {
  const suite = useE2eSuite();

  it('shows the login form with its welcome text', async () => {
    const { page } = suite;
    await page.goto('/login');
    await page.getByText('Bem-vindo! Faça login para continuar.').waitFor();
    expect(await page.getByLabel('E-mail').getAttribute('type')).toBe('email');
    expect(await page.getByLabel('E-mail').getAttribute('required')).not.toBeNull();
    expect(await page.getByLabel('Senha').getAttribute('type')).toBe('password');
    expect(await page.getByLabel('Senha').getAttribute('required')).not.toBeNull();
    expect(await page.getByRole('button', { name: 'Entrar' }).isEnabled()).toBe(true);
  });

  it('signs in and lands on the dashboard with the user in the sidebar', async () => {
    const { page, app } = suite;
    await signInThroughForm(page, app);

    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const nome = await storedUserName(page);
    const sidebar = page.getByRole('complementary', { name: 'Menu lateral' });
    await sidebar.getByText(nome, { exact: true }).waitFor();
    expect(await sidebar.locator('.sidebar__avatar').textContent()).toBe(nome.trim()[0]?.toUpperCase());
    await sidebar.getByText('Online', { exact: true }).waitFor();
    expect(await sidebar.getByRole('button', { name: 'Sair' }).isVisible()).toBe(true);
    const stored = await readStoredSession(page);
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ email: app.adminEmail });
  });

  it('alerts the failure message on wrong credentials and stays on /login', async () => {
    const { page, app } = suite;
    const dialogs = collectDialogs(page);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(app.adminEmail);
    await page.getByLabel('Senha').fill('senha-errada-123');
    await page.getByRole('button', { name: 'Entrar' }).click();

    await expect.poll(() => dialogs).toEqual([LOGIN_FAILURE]);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await readStoredSession(page)).toEqual({ user: null, token: null });
  });

  it("alerts the server's message when there were too many failed attempts", async () => {
    const { page } = suite;
    const dialogs = collectDialogs(page);
    await page.goto('/login');
    // A separate e-mail: the throttle counts per e-mail and address, so the admin is not locked out.
    await page.getByLabel('E-mail').fill('bloqueio@empresa.local');
    await page.getByLabel('Senha').fill('senha-errada-123');
    const entrar = page.getByRole('button', { name: 'Entrar' });
    for (let attempt = 1; attempt <= 6; attempt++) {
      await entrar.click();
      await expect.poll(() => dialogs.length).toBe(attempt);
      await entrar.waitFor({ state: 'visible' });
    }

    expect(dialogs.slice(0, 5)).toEqual(Array(5).fill(LOGIN_FAILURE));
    expect(dialogs[5]).toMatch(/^Muitas tentativas/);
  });

  it('keeps the session after a reload, showing the placeholder while it is confirmed', async () => {
    const { page, app } = suite;
    await signIn(page, app);
    const nome = await storedUserName(page);

    // Hold GET /api/me back a moment so the restore placeholder can be seen.
    await page.route('**/api/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.reload();
    await page.getByText('Carregando sistema...').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await page
      .getByRole('complementary', { name: 'Menu lateral' })
      .getByText(nome, { exact: true })
      .waitFor();
  });

  it('logs out with Sair: back on /login with the stored session removed', async () => {
    const { page, app } = suite;
    await signIn(page, app);
    await page.getByRole('button', { name: 'Sair' }).click();

    await page.waitForURL('**/login');
    await page.getByText('Bem-vindo! Faça login para continuar.').waitFor();
    expect(await readStoredSession(page)).toEqual({ user: null, token: null });

    // The old page is gone for good: going back to a screen asks for the login again.
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
  });

  it('signs out when the token was revoked elsewhere', async () => {
    const { page, app } = suite;
    await signIn(page, app);
    const { token } = await readStoredSession(page);

    const revoked = await fetch(`${app.baseUrl}/api/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.ok).toBe(true);

    await page.reload();
    await page.waitForURL('**/login');
    await page.getByText('Bem-vindo! Faça login para continuar.').waitFor();
    expect(await readStoredSession(page)).toEqual({ user: null, token: null });
  });
});
