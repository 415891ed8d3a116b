import type { Page } from 'playwright-core';
import type { RunningApp } from './app';

type ApiSession = { token: string; user: unknown };
const adminSessions = new WeakMap<RunningApp, ApiSession>();

/**
 * The administrator's session on this app, signed in through the API once per spec file and reused while the
 * server still accepts it (a test that signs out or revokes it makes the next call sign in again): every
 * sign-in runs the password KDF, seconds per test on a loaded 2-core machine.
 */
export async function adminSession(app: RunningApp): Promise<ApiSession> {
  const kept = adminSessions.get(app);
  if (kept) {
    const me = await fetch(`${app.baseUrl}/api/me`, { headers: { authorization: `Bearer ${kept.token}` } });
    if (me.ok) return kept;
  }
  const session = await loginApi(app, app.adminEmail, app.adminPassword);
  adminSessions.set(app, session);
  return session;
}

/** Signs any user in through `POST /api/login`: the token and the user the app stores. */
export async function loginApi(app: RunningApp, email: string, senha: string): Promise<ApiSession> {
  const response = await fetch(`${app.baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha }),
  });
  if (!response.ok) throw new Error(`login ${email}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as ApiSession;
}

/**
 * Signs the page in as the administrator and waits for the dashboard to show: the session is stored where the app
 * keeps it (SPEC's `token` and `user` keys) before the first page of this tab loads, as after a login in an
 * earlier visit. The login screen itself is driven by `signInThroughForm` in the login spec.
 */
export async function signIn(page: Page, app: RunningApp): Promise<void> {
  const { token, user } = await adminSession(app);
  await page.addInitScript(
    ({ token, user }) => {
      // Only on this tab's first page: a later sign-out must stay signed out after a reload.
      if (sessionStorage.getItem('e2e:sessao-semeada')) return;
      sessionStorage.setItem('e2e:sessao-semeada', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token, user },
  );
  await page.goto('/dashboard');
  // As after a login: the session confirmed and the dashboard drawn, not only its address.
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** Signs in through the login screen, as a user would, and waits for the dashboard. */
export async function signInThroughForm(page: Page, app: RunningApp): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(app.adminEmail);
  await page.getByLabel('Senha').fill(app.adminPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');
}

export type StoredSession = { user: string | null; token: string | null };

export function readStoredSession(page: Page): Promise<StoredSession> {
  return page.evaluate(() => ({ user: localStorage.getItem('user'), token: localStorage.getItem('token') }));
}

/** The signed-in user's name as the server returned it at login (the admin's nome is the seed's choice). */
export async function storedUserName(page: Page): Promise<string> {
  const { user } = await readStoredSession(page);
  if (!user) throw new Error('Nenhum usuário na sessão armazenada');
  return (JSON.parse(user) as { nome: string }).nome;
}
