import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, POLL } from '../cadastros/helpers';
import { openPage, PHONE } from '../support/browser';
import { useE2eSuite } from '../support/suite';
import { criarUsuarioDoChao, montarProducao } from './helpers';

/** The controls of the floor screen a gloved finger hits, with their height and width. */
async function alvos(page: Page) {
  return page.locator('main').evaluate((main) =>
    Array.from(main.querySelectorAll('button, select, input:not([type="radio"]), label.chao__destino'))
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          alvo: `${el.tagName.toLowerCase()} ${(el.textContent ?? '').trim().slice(0, 30)}`,
          altura: r.height,
        };
      }),
  );
}

async function semRolagemLateral(page: Page) {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) <= window.innerWidth);
}

describe('the floor screen on a phone', () => {
  const suite = useE2eSuite();
  let api: Api;
  let usuario: { email: string; senha: string };

  beforeAll(async () => {
    api = await adminApi(suite.app);
    const producao = await montarProducao(suite.app, api);
    await producao.criarOrdem('100');
    usuario = await criarUsuarioDoChao(api);
  });

  it('a Chão de fábrica user lands on it, sees only it, starts and points an order with large controls', async () => {
    const { context, page } = await openPage(suite.browser, suite.app.baseUrl, PHONE);
    const recusas: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403) recusas.push(r.url());
    });
    try {
      await page.goto('/login');
      await page.getByLabel('E-mail').fill(usuario.email);
      await page.getByLabel('Senha').fill(usuario.senha);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL('**/producao/chao');
      await page.getByRole('heading', { level: 1, name: 'Chão de Fábrica' }).waitFor();

      // Its whole menu is its screen; any other address comes back to it.
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('navigation', { name: 'Navegação principal' });
      expect(await menu.getByRole('link').allTextContents()).toEqual(['Chão de Fábrica']);
      await page.goto('/dashboard');
      await page.waitForURL('**/producao/chao');

      const ordem = page.getByRole('button', { name: /Ordem nº 1/ });
      await ordem.waitFor();
      expect((await ordem.boundingBox())?.height).toBeGreaterThanOrEqual(48);
      await ordem.click();
      await page.getByRole('heading', { level: 1, name: 'Ordem nº 1' }).waitFor();
      await page.getByRole('button', { name: 'Iniciar' }).click();
      await page.getByRole('button', { name: 'Apontar produção' }).waitFor();
      for (const { alvo, altura } of await alvos(page)) expect(altura, alvo).toBeGreaterThanOrEqual(48);

      await page.getByRole('button', { name: 'Apontar produção' }).click();
      await page.getByLabel('Produto').selectOption({ label: 'Tampa 28 mm branca (UN)' });
      await page.getByLabel('Quantidade (UN)').fill('9800');
      const peso = page.getByLabel('Peso (kg)');
      expect(await peso.getAttribute('inputmode')).toBe('decimal');
      await peso.fill('98');
      for (const { alvo, altura } of await alvos(page)) expect(altura, alvo).toBeGreaterThanOrEqual(48);
      expect(await semRolagemLateral(page)).toBe(true);
      await page.getByRole('button', { name: 'Registrar' }).click();
      await page.getByText('Produção de 98,000 kg registrada.').waitFor();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Faltam apontar' }).textContent(), POLL)
        .toBe('Faltam apontar 2,000 kg.');

      await page.getByRole('button', { name: 'Apontar perda' }).click();
      await page.getByLabel('Peso (kg)').fill('2');
      await page.getByRole('button', { name: 'Registrar' }).click();
      await page.getByText('Perda de 2,000 kg registrada.').waitFor();
      // Closing is the office's: 'Finalizar' hands the order over.
      await page.getByRole('button', { name: 'Finalizar' }).click();
      await page
        .getByText('Ordem pronta para o escritório. A conclusão é feita no escritório (Produção > Ordens).')
        .waitFor();
      expect(await page.locator('.chao__apontamentos li').count()).toBe(2);
      expect(await semRolagemLateral(page)).toBe(true);
      // The shell asked nothing the API refuses this profile (dashboard, fiscal environment...).
      expect(recusas).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
