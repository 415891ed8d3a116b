import { anoFiscal } from '@erp/fiscal/data-hora';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, expectDialogs, POLL, signInAs } from '../cadastros/helpers';
import { openPage, PHONE } from '../support/browser';
import { signIn } from '../support/session';
import { useE2eSuite } from '../support/suite';

/**
 * Preferências > Tabela IBS/CBS: the years shipped (2026, and 2027 provisional), an administrator's change with its
 * history, the dashboard's warning, an Operador's read-only view and the screen on a phone. The warning turns with
 * the calendar (the year in use, from 1 December the next one), so the dashboard is compared with what
 * GET /api/fiscal/tabela-ibs-cbs/aviso answers at that moment rather than with a date.
 */

type Aviso = { ano: number; tipo: 'ausente' | 'provisoria'; mensagem: string } | null;
type AnoIbsCbs = { ano: number; p_ibs_uf: string; p_ibs_mun: string; p_cbs: string; provisoria: boolean };
type Perfil = { id: number; nome: string };

const SENHA_OPERADOR = 'Extrusora-Verde-2026';
const TITULO = 'Tabela IBS/CBS';

async function avisoDaApi(api: Api): Promise<Aviso> {
  return (await api.call<{ aviso: Aviso }>('GET', '/fiscal/tabela-ibs-cbs/aviso')).aviso;
}

function painelDoAviso(page: Page): Locator {
  return page.getByRole('region', { name: 'Aviso da Tabela IBS/CBS' });
}

/** The dashboard, read afresh, shows the panel exactly when the endpoint answers a warning, with its message. */
async function conferirDashboard(page: Page, aviso: Aviso): Promise<void> {
  const avisoLido = page.waitForResponse((r) => r.url().endsWith('/api/fiscal/tabela-ibs-cbs/aviso'));
  await page.goto('/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  expect((await avisoLido).ok()).toBe(true);
  const painel = painelDoAviso(page);
  if (aviso) {
    await painel.waitFor();
    expect(await painel.textContent()).toContain(aviso.mensagem);
    expect(await painel.getAttribute('class')).toContain(`aviso-tabela-ibs-cbs--${aviso.tipo}`);
    return;
  }
  // One frame for React to draw what the answer holds, so the absence is not just "not loaded yet".
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(await painel.count()).toBe(0);
}

function tabelaDosAnos(page: Page): Locator {
  return page.getByRole('region', { name: 'Anos da tabela IBS/CBS' });
}

function linhaDoAno(page: Page, ano: number): Locator {
  return tabelaDosAnos(page)
    .locator('tbody tr')
    .filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${ano}`) }) });
}

/** The page's width beyond the viewport and how many data tables scroll inside their own box. */
function sobraLateral(page: Page) {
  return page.evaluate(() => ({
    pagina: document.scrollingElement?.scrollWidth ?? 0,
    janela: window.innerWidth,
    tabelasQueRolam: Array.from(document.querySelectorAll<HTMLElement>('.data-table')).filter(
      (t) => t.scrollWidth > t.clientWidth + 1,
    ).length,
  }));
}

async function abrirPeloMenu(page: Page): Promise<void> {
  const sidebar = page.getByRole('complementary', { name: 'Menu lateral' });
  await sidebar.getByRole('button', { name: 'Preferências' }).click();
  await sidebar.getByRole('link', { name: TITULO }).click();
  await page.waitForURL('**/preferencias/tabela-ibs-cbs');
  await page.getByRole('heading', { level: 1, name: TITULO }).waitFor();
  await linhaDoAno(page, 2026).waitFor();
}

describe('Preferências > Tabela IBS/CBS', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
  });

  it('lets an administrator change 2027 (CBS 8,80, no longer provisional), with the change in the history', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await signIn(page, suite.app);
    await conferirDashboard(page, await avisoDaApi(api));

    await abrirPeloMenu(page);
    expect(await page.locator('main').textContent()).toContain(
      'Esta tabela define, para cada ano de emissão (data de Brasília), as alíquotas de IBS e CBS',
    );
    expect(await tabelaDosAnos(page).locator('thead th').allTextContents()).toEqual([
      'Ano',
      'IBS UF %',
      'IBS Município %',
      'CBS %',
      'Simples Nacional no IBSCBS',
      'PIS/COFINS no regime normal',
      'Fonte',
      'Atualizado por/em',
      'Ações',
    ]);
    const celulas2026 = await linhaDoAno(page, 2026).locator('td').allTextContents();
    expect(celulas2026.slice(0, 6)).toEqual(['2026', '0,10', '0,00', '0,90', 'Não', 'Devidos']);
    expect(celulas2026[7]).toMatch(/^Sistema\d{2}\/\d{2}\/\d{4}$/);
    const celulas2027 = await linhaDoAno(page, 2027).locator('td').allTextContents();
    expect(celulas2027.slice(0, 6)).toEqual(['2027Provisória', '0,05', '0,05', '8,70', 'Sim', 'Extintos']);
    expect(celulas2027[6]).toContain('Resolução do Senado Federal');
    // Every column, 'Ações' included, fits beside the sidebar at 1280 px.
    expect((await sobraLateral(page)).tabelasQueRolam).toBe(0);

    await linhaDoAno(page, 2027).getByRole('button', { name: 'Editar' }).click();
    const modal = page.getByRole('dialog', { name: 'Editar ano 2027' });
    const cbs = modal.getByLabel('CBS %');
    expect(await cbs.inputValue()).toBe('8,70');
    expect(await modal.getByLabel('Ano').inputValue()).toBe('2027');
    await cbs.fill('8,80');
    await modal.getByLabel('Provisória', { exact: true }).uncheck();
    const enviado = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().endsWith('/api/fiscal/tabela-ibs-cbs/2027'),
    );
    await modal.getByRole('button', { name: 'Salvar' }).click();
    // The API gets the decimal with a point, whatever the field shows.
    expect((await enviado).postDataJSON()).toMatchObject({ p_cbs: '8.80', provisoria: false });
    await expectDialogs(dialogs, ['Ano atualizado com sucesso!']);
    await modal.waitFor({ state: 'detached' });

    await expect
      .poll(async () => (await linhaDoAno(page, 2027).locator('td').allTextContents()).slice(0, 4), POLL)
      .toEqual(['2027', '0,05', '0,05', '8,80']);
    expect(await linhaDoAno(page, 2027).locator('td').nth(7).textContent()).not.toContain('Sistema');
    const salvo = (await api.call<{ anos: AnoIbsCbs[] }>('GET', '/fiscal/tabela-ibs-cbs')).anos.find(
      (a) => a.ano === 2027,
    );
    expect(salvo).toMatchObject({ p_cbs: '8.80', provisoria: false });

    const historico = page.getByRole('region', { name: 'Histórico de alterações da tabela IBS/CBS' });
    const alteracao = historico.locator('tbody tr').filter({ hasText: 'CBS %: 8,70 → 8,80' });
    await alteracao.waitFor();
    const celulas = await alteracao.locator('td').allTextContents();
    expect(celulas[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(celulas.slice(1, 4)).toEqual(['2027', expect.any(String), 'Alteração']);
    expect(celulas[4]).toContain('Provisória: Sim → Não');

    // 2027 is no longer provisional: whatever the day, the warning is not that one any more.
    const depois = await avisoDaApi(api);
    expect(depois?.ano === 2027 && depois.tipo === 'provisoria').toBe(false);
    await conferirDashboard(page, depois);
  });

  it('warns on the dashboard while the year in use is provisional, and stops once it is confirmed', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    // The year in use marked provisional through the API (a year missing is already warned as 'ausente').
    const ano = anoFiscal(new Date());
    const linha = (
      await api.call<{ anos: (AnoIbsCbs & Record<string, unknown>)[] }>('GET', '/fiscal/tabela-ibs-cbs')
    ).anos.find((a) => a.ano === ano);
    if (linha) {
      const { ano: _ano, atualizado_em: _em, atualizado_por: _por, ...campos } = linha;
      await api.call('PUT', `/fiscal/tabela-ibs-cbs/${ano}`, { ...campos, provisoria: true });
    }
    const antes = await avisoDaApi(api);
    expect(antes).not.toBeNull();
    await signIn(page, suite.app);
    await conferirDashboard(page, antes);

    await painelDoAviso(page).getByRole('link', { name: 'Abrir Tabela IBS/CBS' }).click();
    await page.waitForURL('**/preferencias/tabela-ibs-cbs');
    await page.getByRole('heading', { level: 1, name: TITULO }).waitFor();
    if (linha) {
      await linhaDoAno(page, ano).getByRole('button', { name: 'Editar' }).click();
      const modal = page.getByRole('dialog', { name: `Editar ano ${ano}` });
      await modal.getByLabel('Provisória', { exact: true }).uncheck();
      await modal.getByRole('button', { name: 'Salvar' }).click();
      await expectDialogs(dialogs, ['Ano atualizado com sucesso!']);
      await modal.waitFor({ state: 'detached' });
    }
    const depois = await avisoDaApi(api);
    if (linha) expect(depois?.ano === ano && depois.tipo === 'provisoria').toBe(false);
    await conferirDashboard(page, depois);
  });

  it('shows an Operador the table read-only, without the history or the warning', async () => {
    const { page } = suite;
    const perfis = await api.call<Perfil[]>('GET', '/preferencias/perfis');
    await api.call('POST', '/usuarios', {
      nome: 'Olga Operadora',
      email: 'olga@empresa.local',
      senha: SENHA_OPERADOR,
      id_perfil: perfis.find((p) => p.nome === 'Operador')?.id,
    });
    await signInAs(page, 'olga@empresa.local', SENHA_OPERADOR);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await painelDoAviso(page).count()).toBe(0);

    await abrirPeloMenu(page);
    await linhaDoAno(page, 2027).waitFor();
    expect(await page.getByText('Somente um administrador pode incluir ou alterar um ano.').count()).toBe(1);
    expect(await tabelaDosAnos(page).locator('thead th').last().textContent()).toBe('Atualizado por/em');
    expect(await page.getByRole('button', { name: 'Novo ano' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Editar' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Histórico de alterações' }).count()).toBe(0);
  });

  it('fits a phone (390x844) without sideways scrolling, the new-year form included', async () => {
    const { context, page } = await openPage(suite.browser, suite.app.baseUrl, PHONE);
    try {
      await signIn(page, suite.app);
      await page.goto('/preferencias/tabela-ibs-cbs');
      await page.getByRole('heading', { level: 1, name: TITULO }).waitFor();
      await linhaDoAno(page, 2027).waitFor();
      await page.getByRole('heading', { name: 'Histórico de alterações' }).waitFor();
      await page
        .locator('main tbody[aria-busy="true"]')
        .first()
        .waitFor({ state: 'detached', timeout: 10_000 })
        .catch(() => {});
      const medida = await sobraLateral(page);
      expect(medida.pagina).toBeLessThanOrEqual(medida.janela);
      expect(medida.tabelasQueRolam).toBe(0);

      await page.getByRole('button', { name: 'Novo ano' }).click();
      const modal = page.getByRole('dialog', { name: 'Novo ano' });
      expect(await modal.getByLabel('Ano').inputValue()).toBe('2028');
      const caixa = await modal.boundingBox();
      expect(caixa && caixa.x >= 0 && caixa.x + caixa.width <= 390.5).toBe(true);
    } finally {
      await context.close();
    }
  });
});
