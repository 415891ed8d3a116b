import { calcularDvCnpj, calcularDvCpf } from '@erp/fiscal/documentos';
import type { Dialog, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { RunningApp } from '../support/app';
import { adminSession } from '../support/session';

/**
 * Helpers of the register (cadastro) specs: records are created through the API to keep the tests fast,
 * the screens are then driven like a user would.
 */

export type Api = {
  token: string;
  call: <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;
};

/** An API client signed in as the seeded administrator. */
export async function adminApi(app: RunningApp): Promise<Api> {
  const { token } = await adminSession(app);
  return {
    token,
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${app.baseUrl}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}

/** A valid numeric CNPJ built from a sequence number (check digits computed). */
export function cnpjValido(seq: number): string {
  const base = `${String(seq).padStart(8, '0')}0001`;
  return `${base}${calcularDvCnpj(base)}`;
}

export function cpfValido(seq: number): string {
  const base = String(seq + 100_000_000).slice(-9);
  return `${base}${calcularDvCpf(base)}`;
}

/** Signs in through the login screen with any user's credentials. */
export async function signInAs(page: Page, email: string, senha: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/dashboard');
}

/** The heading of a register screen, e.g. 'Gerenciamento de Produtos (12 no total)'. */
export async function headingText(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
}

export async function waitForHeading(page: Page, text: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();
}

/** The body rows of the screen's table. */
export function bodyRows(page: Page): Locator {
  return page.locator('main table tbody tr');
}

export function rowWith(page: Page, text: string): Locator {
  return bodyRows(page).filter({ hasText: text });
}

export async function search(page: Page, placeholder: string, term: string): Promise<void> {
  await page.getByPlaceholder(placeholder).fill(term);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
}

export function dialogNamed(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name });
}

/**
 * Answers the next browser dialogs in order: true accepts (OK), false dismisses (Cancelar). Returns the
 * messages seen, including alerts after the listed answers, which are accepted.
 */
export function answerDialogs(page: Page, answers: boolean[]): string[] {
  const messages: string[] = [];
  const queue = [...answers];
  page.on('dialog', (dialog: Dialog) => {
    messages.push(dialog.message());
    const accept = dialog.type() === 'confirm' ? (queue.shift() ?? true) : true;
    // The page may close while a dialog is open (end of a test): nothing left to answer then.
    (accept ? dialog.accept() : dialog.dismiss()).catch(() => undefined);
  });
  return messages;
}

/** Waits until the page has shown exactly these dialog messages. */
export async function expectDialogs(messages: string[], expected: string[]): Promise<void> {
  await expect.poll(() => messages, { timeout: 10_000 }).toEqual(expected);
}

/** Waits until the table shows `count` data rows (the empty/loading message row never counts). */
export async function expectRowCount(page: Page, count: number): Promise<void> {
  await expect
    .poll(async () => page.locator('main table tbody tr:not(:has(td[colspan]))').count(), { timeout: 10_000 })
    .toBe(count);
}

/** For expect.poll on things the server does (a password hash takes a moment): the 1 s default is short. */
export const POLL = { timeout: 10_000 };
