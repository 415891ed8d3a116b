import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, PHONE } from '../support/browser';
import { signIn, storedUserName } from '../support/session';
import { useE2eSuite } from '../support/suite';

const GROUPS = ['NF-e (Produto)', 'Produção', 'Financeiro', 'Relatórios', 'Contabilidade', 'Preferências'];

function sidebarOf(page: Page) {
  return page.getByRole('complementary', { name: 'Menu lateral' });
}

async function expandedGroups(page: Page): Promise<string[]> {
  const open: string[] = [];
  for (const name of GROUPS) {
    const toggle = sidebarOf(page).getByRole('button', { name, exact: true });
    if ((await toggle.getAttribute('aria-expanded')) === 'true') open.push(name);
  }
  return open;
}

describe('sidebar', () => {
  const suite = useE2eSuite();

  it('lists the main links in the SPEC order', async () => {
    const { page, app } = suite;
    await signIn(page, app);
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    const expected: [string, string][] = [
      ['Dashboard', '/dashboard'],
      ['Produtos', '/produtos'],
      ['Clientes', '/clientes'],
      ['Serviços', '/servicos'],
      ['Entradas (XML)', '/entradas'],
      ['Emitir NFS-e', '/nfse/emitir'],
    ];
    const topLevel = nav.locator(':scope > ul > li > a');
    expect(await topLevel.allTextContents()).toEqual(expected.map(([name]) => name));
    expect(await topLevel.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      expected.map(([, href]) => href),
    );
    const groupToggles = nav.locator(':scope > ul > li > button');
    expect(await groupToggles.allTextContents()).toEqual(GROUPS);
    expect(await nav.getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('keeps at most one group open and closes the open group on a second click', async () => {
    const { page, app } = suite;
    await signIn(page, app);
    const sidebar = sidebarOf(page);
    expect(await expandedGroups(page)).toEqual([]);
    expect(await sidebar.getByRole('link', { name: 'Emitir NF-e' }).isVisible()).toBe(false);

    await sidebar.getByRole('button', { name: 'NF-e (Produto)' }).click();
    expect(await expandedGroups(page)).toEqual(['NF-e (Produto)']);
    await sidebar.getByRole('link', { name: 'Emitir NF-e' }).waitFor();
    await sidebar.getByRole('link', { name: 'Notas Emitidas' }).waitFor();

    await sidebar.getByRole('button', { name: 'Financeiro' }).click();
    expect(await expandedGroups(page)).toEqual(['Financeiro']);
    await sidebar.getByRole('link', { name: 'Emitir NF-e' }).waitFor({ state: 'hidden' });
    for (const name of ['Contas a Receber', 'Contas a Pagar', 'Fornecedores']) {
      await sidebar.getByRole('link', { name }).waitFor();
    }

    await sidebar.getByRole('button', { name: 'Financeiro' }).click();
    expect(await expandedGroups(page)).toEqual([]);
    await sidebar.getByRole('link', { name: 'Contas a Receber' }).waitFor({ state: 'hidden' });
  });

  it('toggles groups from the keyboard', async () => {
    const { page, app } = suite;
    await signIn(page, app);
    const toggle = sidebarOf(page).getByRole('button', { name: 'Preferências' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await expandedGroups(page)).toEqual(['Preferências']);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Dados da Empresa');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/preferencias/empresa');
    await page.getByRole('heading', { level: 1, name: 'Dados da Empresa' }).waitFor();
  });

  it('opens the group of the current screen on load', async () => {
    const { page, app } = suite;
    await signIn(page, app);
    await page.goto('/relatorios/fluxo-caixa');
    await page.getByRole('heading', { level: 1, name: 'Fluxo de Caixa' }).waitFor();
    expect(await expandedGroups(page)).toEqual(['Relatórios']);
    const link = sidebarOf(page).getByRole('link', { name: 'Fluxo de Caixa' });
    expect(await link.getAttribute('aria-current')).toBe('page');

    await page.goto('/nfe/emitir/7');
    await page.getByRole('heading', { level: 1, name: 'Editar Rascunho de NF-e' }).waitFor();
    expect(await expandedGroups(page)).toEqual(['NF-e (Produto)']);
  });

  it('on a phone: top bar with the user, menu slides the sidebar in, overlay and links close it', async () => {
    const { browser, app } = suite;
    const { context, page } = await openPage(browser, app.baseUrl, PHONE);
    try {
      await signIn(page, app);
      const nome = await storedUserName(page);
      const topBar = page.getByRole('banner');
      await topBar.getByText(nome, { exact: true }).waitFor();
      await topBar.getByText('Online', { exact: true }).waitFor();

      const menu = topBar.getByRole('button', { name: 'Menu' });
      const produtos = sidebarOf(page).getByRole('link', { name: 'Produtos' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await produtos.isVisible()).toBe(false);

      await menu.click();
      await produtos.waitFor();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');

      // Tap outside the sidebar, on the dimmed page.
      await page
        .getByRole('button', { name: 'Fechar menu' })
        .click({ position: { x: PHONE.width - 20, y: 400 } });
      await produtos.waitFor({ state: 'hidden' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');

      await menu.click();
      await produtos.click();
      await page.waitForURL('**/produtos');
      await page.getByRole('heading', { level: 1, name: 'Gerenciamento de Produtos' }).waitFor();
      await produtos.waitFor({ state: 'hidden' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');

      await menu.click();
      await produtos.waitFor();
      await page.keyboard.press('Escape');
      await produtos.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  it('on a desktop: no top bar, the sidebar is always shown', async () => {
    const { page, app } = suite;
    await signIn(page, app);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    expect(await sidebarOf(page).getByRole('link', { name: 'Produtos' }).isVisible()).toBe(true);
  });
});
