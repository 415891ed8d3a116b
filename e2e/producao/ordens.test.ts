import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, POLL } from '../cadastros/helpers';
import { CLIENTE_REMESSA } from '../nfe/helpers';
import { signIn } from '../support/session';
import { collectDialogs, useE2eSuite } from '../support/suite';
import { montarProducao } from './helpers';

const titulo = (page: Page) => page.getByRole('heading', { level: 1 });
const dialogo = (page: Page) => page.getByRole('dialog');

async function apontar(
  page: Page,
  campos: { tipo: string; produto?: string; quantidade?: string; kg: string },
) {
  await page.getByRole('button', { name: 'Apontar', exact: true }).click();
  const d = page.getByRole('dialog', { name: 'Apontar' });
  await d.getByLabel('Tipo').selectOption({ label: campos.tipo });
  if (campos.produto) await d.getByLabel('Produto produzido').selectOption({ label: campos.produto });
  if (campos.quantidade) await d.getByLabel(/^Quantidade \(UN\)/).fill(campos.quantidade);
  await d.getByLabel('Quantidade (kg)').fill(campos.kg);
  await d.getByRole('button', { name: 'Apontar' }).click();
  await d.waitFor({ state: 'hidden' });
}

describe('ordens de industrialização: the office', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await montarProducao(suite.app, api);
  });

  it('opens an order on an imported remessa, starts, points, closes it to the gram and drafts its return', async () => {
    const { page, app } = suite;
    const alertas = collectDialogs(page);
    await signIn(page, app);
    await page.goto('/producao/ordens');
    await titulo(page).filter({ hasText: 'Ordens de Industrialização' }).waitFor();

    await page.getByRole('button', { name: 'Nova Ordem' }).click();
    const nova = dialogo(page);
    await nova.getByLabel('Cliente', { exact: true }).selectOption({ label: CLIENTE_REMESSA });
    // An imported client is MANUAL: the order names the remessa's item, as on the NF-e draft.
    await nova
      .getByLabel('Nota de Entrada', { exact: true })
      .selectOption({ label: 'NF 1001 de 10/11/2026' });
    await nova
      .getByLabel('Item da Nota de Entrada')
      .selectOption({ label: 'Polipropileno H503 - Saldo: 100,00 kg' });
    await nova.getByLabel('Quantidade (kg)').fill('100');
    await nova.getByLabel('Pedido do cliente (xPed)').fill('PC-4471');
    await nova.getByLabel('Serviço (5124)').selectOption({ label: 'Injeção de tampas 28 mm' });
    await nova.getByRole('button', { name: 'Criar Ordem' }).click();
    await page.waitForURL(/\/producao\/ordens\/\d+$/);
    await titulo(page).filter({ hasText: 'Ordem de Industrialização nº 1' }).waitFor();
    expect(await page.locator('.page-header__description').textContent()).toContain('PC-4471');

    await page.getByRole('button', { name: 'Iniciar' }).click();
    await page.getByRole('button', { name: 'Apontar', exact: true }).waitFor();
    await apontar(page, {
      tipo: 'Produção',
      produto: '[TAMPA-28-BR] Tampa 28 mm branca (UN)',
      quantidade: '9800',
      kg: '98',
    });
    const apontamentos = page.getByRole('table', { name: 'Apontamentos' }).locator('tbody tr');
    await expect.poll(() => apontamentos.count(), POLL).toBe(1);

    // 2 kg still to point: the closing is refused with the difference.
    await page.getByRole('button', { name: 'Concluir' }).click();
    const aviso = page.getByRole('alert').filter({ hasText: 'A ordem não fecha' });
    await aviso.waitFor();
    expect(await aviso.textContent()).toContain('faltam 2,000 kg');

    await apontar(page, { tipo: 'Perda', kg: '2' });
    await expect.poll(() => apontamentos.count(), POLL).toBe(2);
    expect(
      await page.getByText('A ordem fecha: entrada = produzido + sucata + perda + não aplicado.').count(),
    ).toBe(1);
    await page.getByRole('button', { name: 'Concluir' }).click();
    await expect.poll(() => alertas, POLL).toContain('Ordem concluída com sucesso!');
    await page.locator('.page-header__description').getByText('Concluída').waitFor();
    const linhaDoTempo = page.locator('.ordem-linha-do-tempo li');
    await expect
      .poll(async () =>
        (await linhaDoTempo.allTextContents()).map((t) => t.replace(/^\d\d\/\d\d\/\d{4} \d\d:\d\d/, '')),
      )
      .toEqual([
        'Ordem criadaAdministrador',
        'Produção iniciadaAdministrador',
        'Produção: Tampa 28 mm branca, 9.800 UN, 98,00 kgAdministrador',
        'Perda: 2,00 kgAdministrador',
        'Ordem concluídaAdministrador',
      ]);

    // The list: the closed order, ticked, makes the return draft.
    await page.goto('/producao/ordens');
    const linha = page.getByRole('table', { name: 'Ordens de Industrialização' }).locator('tbody tr').first();
    await expect.poll(() => linha.locator('td').allTextContents(), POLL).toContain('Concluída');
    await linha.getByRole('checkbox', { name: 'Selecionar a ordem nº 1' }).check();
    await page.getByRole('button', { name: 'Gerar NF-e de retorno (1)' }).click();
    await page.waitForURL(/\/nfe\/emitir\/\d+$/);
    await titulo(page).filter({ hasText: 'Editar Rascunho de NF-e' }).waitFor();
    const itens = page.getByRole('table', { name: 'Itens na Nota' }).locator('tbody tr');
    await expect.poll(() => itens.count(), POLL).toBe(2);
    const cfops = await itens.evaluateAll((trs) => trs.map((tr) => tr.textContent ?? ''));
    expect(cfops.some((t) => t.includes('5902'))).toBe(true);
    expect(cfops.some((t) => t.includes('5124'))).toBe(true);
  });
});
