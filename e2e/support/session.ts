import type { Page } from 'playwright-core';
import type { RunningApp } from './app';

/** Signs in through the login screen, as a user would, and waits for the dashboard. */
export async function signIn(page: Page, app: RunningApp): Promise<void> {
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
