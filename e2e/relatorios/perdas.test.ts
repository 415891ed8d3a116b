import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, POLL, waitForHeading } from '../cadastros/helpers';
import { openScreen } from '../financeiro/helpers';
import { montarProducao } from '../producao/helpers';
import { useE2eSuite } from '../support/suite';
import { exportarCsv, hojeEmBrasilia, textos } from './helpers';

const PATH = '/relatorios/perdas';
const TITULO = 'Perdas por Cliente e Produto';
const tabela = (page: Page) => page.getByRole('table', { name: TITULO, exact: true });

describe('perdas por cliente e produto', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    // The client agreed 1 % of PP: the order below loses 3 % and the administrator closes it above the agreement.
    const { criarOrdem, idTampa } = await montarProducao(suite.app, api, '1');
    const id = await criarOrdem('100');
    await api.call('POST', `/producao/ordens/${id}/iniciar`);
    await api.call('POST', `/producao/ordens/${id}/apontamentos`, {
      tipo: 'producao',
      id_produto: idTampa,
      quantidade: '9500',
      quantidade_kg: '95',
    });
    await api.call('POST', `/producao/ordens/${id}/apontamentos`, {
      tipo: 'sucata',
      destino: 'devolver',
      quantidade_kg: '2',
    });
    await api.call('POST', `/producao/ordens/${id}/apontamentos`, { tipo: 'perda', quantidade_kg: '3' });
    await api.call('POST', `/producao/ordens/${id}/concluir`);
  });

  it('shows the loss of the month per client and product against the agreement, with totals and its CSV', async () => {
    const { page } = suite;
    await openScreen(page, suite.app, PATH);
    await waitForHeading(page, TITULO);
    // The data rows only: while loading, the body holds one 'Carregando...' row spanning every column.
    const linhas = tabela(page).locator('tbody tr:not(:has(td[colspan]))');
    await expect.poll(() => linhas.count(), POLL).toBe(1);
    expect(await textos(tabela(page).locator('thead th'))).toEqual([
      'Cliente',
      'Produto',
      'Entrada',
      'Saída',
      'Perda',
      'Não aplicado',
      'Perda %',
      'Acordado %',
      'Ordens',
      'Acima do acordado',
    ]);
    expect(await textos(linhas.first().locator('td'))).toEqual([
      'Embalagens Paulista Ltda',
      '[PP-H503] Polipropileno H503',
      '100,000 kg',
      '97,000 kg',
      '3,000 kg',
      '0,000 kg',
      '3,00%',
      '1,00%',
      '1',
      '1',
    ]);
    expect(await textos(tabela(page).locator('tfoot th, tfoot td'))).toEqual([
      'Total do período',
      '100,000 kg',
      '97,000 kg',
      '3,000 kg',
      '0,000 kg',
      '3,00%',
      '',
      '1',
      '1',
    ]);
    const arquivo = await exportarCsv(page);
    // The screen's default period: the browser's month until today.
    const hoje = hojeEmBrasilia();
    expect(arquivo.nome).toBe(`perdas-por-cliente-e-produto_${hoje.slice(0, 8)}01_${hoje}.csv`);
    expect(arquivo.texto.startsWith('\uFEFFCliente;')).toBe(true);
    expect(arquivo.texto).toContain('Embalagens Paulista Ltda;PP-H503;Polipropileno H503;100,000;');
    expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(true);
  });

  it("the dashboard card 'Produção' counts the closed order still to invoice and the kg it holds to return", async () => {
    const { page } = suite;
    await openScreen(page, suite.app, '/dashboard');
    const card = page
      .locator('section.card')
      .filter({ has: page.getByRole('heading', { name: 'Produção', exact: true }) });
    // Outputs (95 kg) and sucata returned (2 kg) go back on the return note; the loss stays with the client.
    await expect
      .poll(() => card.locator('dl > div').allTextContents(), POLL)
      .toEqual(['Em produção0', 'Concluídas a faturar1', 'Aguardando retorno97,00 kg']);
    await card.getByRole('link', { name: '1' }).click();
    await page.waitForURL('**/producao/ordens?status=Conclu%C3%ADda');
  });
});
