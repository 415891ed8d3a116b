import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, dialogNamed, expectDialogs } from '../cadastros/helpers';
import {
  abrir,
  CLIENTE_REMESSA,
  campo,
  configurarEmpresa,
  criarComprador,
  criarProduto,
  definirReferenciacao,
  escolher,
  escolherCliente,
  ITENS,
  importarRemessa,
  PP,
  tabela,
} from '../nfe/helpers';
import { openPage, PHONE, type Viewport } from '../support/browser';
import { signIn } from '../support/session';
import { useE2eSuite } from '../support/suite';

/**
 * The FIFO item form's available kg, the NCM suggestions ranked by the typed digits, and the NF-e draft's selects
 * readable at 1440x900 (and usable at 390x844).
 */

const LARGO: Viewport = { width: 1440, height: 900 };
/** A FIFO return's reference product, as its option reads: the client's kg still free for the draft. */
const ppComSaldo = (kg: string) => `Polipropileno H503 - Saldo: ${kg} kg`;
const LINHAS = '/api/nfe/rascunho/linhas';
const CLIENTE_LONGO = 'Indústria e Comércio de Embalagens Plásticas Vale do Paraíba Ltda';

/** The text of a select's chosen option fits in the select (nothing cut off). */
async function cabeNoSelect(select: Locator): Promise<boolean> {
  return select.evaluate((el) => {
    const s = el as HTMLSelectElement;
    const estilo = getComputedStyle(s);
    const contexto = document.createElement('canvas').getContext('2d');
    if (!contexto) return false;
    contexto.font = `${estilo.fontWeight} ${estilo.fontSize} ${estilo.fontFamily}`;
    const texto = contexto.measureText(s.selectedOptions[0]?.textContent ?? '').width;
    const util =
      s.clientWidth - Number.parseFloat(estilo.paddingLeft) - Number.parseFloat(estilo.paddingRight);
    return texto <= util;
  });
}

describe('item form, NCM and the draft selects', () => {
  const suite = useE2eSuite({}, { viewport: LARGO });
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    await criarProduto(api, { nome: 'Polipropileno H503', codigo_interno: 'PP-H503', preco_venda: '8.00' });
    await importarRemessa(suite.app, api, { nNF: 1001, itens: [PP], dhEmi: '2026-11-10T10:00:00-03:00' });
    await importarRemessa(suite.app, api, {
      nNF: 1002,
      itens: [{ ...PP, qCom: '50.5000', vProd: '404.00' }],
      dhEmi: '2026-11-12T10:00:00-03:00',
    });
    await definirReferenciacao(api, 'FIFO');
    await criarComprador(api, CLIENTE_LONGO, 30, 2);
  });

  it("shows the FIFO client's available kg of the product and refuses 'Adicionar' beyond it", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    const pedidos: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === LINHAS) pedidos.push(r.method());
    });
    await abrir(page, suite.app, '/nfe/emitir', 'Criar Rascunho de NF-e');
    await escolherCliente(page, CLIENTE_REMESSA);
    expect(await campo(page, 'Tipo de Referenciação').inputValue()).toBe('FIFO');
    const quantidade = campo(page, 'Quantidade (kg)');
    // 100 kg of the first remessa plus 50,5 of the second.
    await escolher(page, 'Produto de Referência', ppComSaldo('150,50'));
    await page.getByText('Disponível: 150,50 kg', { exact: true }).waitFor();
    expect(await quantidade.getAttribute('aria-describedby')).toBeTruthy();

    await quantidade.fill('150,51');
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expectDialogs(dialogs, [
      'Saldo insuficiente nas notas de entrada do cliente. "Polipropileno H503": disponível 150,50 kg, pedido 150,51 kg.',
    ]);
    expect(pedidos).toEqual([]);
    expect(await tabela(page, ITENS)).toEqual([]);

    await quantidade.fill('120,25');
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expect.poll(() => tabela(page, ITENS).then((t) => t.length)).toBe(2);
    expect(pedidos).toEqual(['POST']);
    // The draft's lines take their kg: what is left for the next line.
    await escolher(page, 'Produto de Referência', ppComSaldo('30,25'));
    await page.getByText('Disponível: 30,25 kg', { exact: true }).waitFor();
    await quantidade.fill('30,26');
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expectDialogs(dialogs, [
      'Saldo insuficiente nas notas de entrada do cliente. "Polipropileno H503": disponível 150,50 kg, pedido 150,51 kg.',
      'Saldo insuficiente nas notas de entrada do cliente. "Polipropileno H503": disponível 30,25 kg, pedido 30,26 kg.',
    ]);
    expect(pedidos).toEqual(['POST']);
  });

  it('ranks the NCM codes that start with the typed digits first, and a full code shows its description', async () => {
    const { page } = suite;
    answerDialogs(page, []);
    await signIn(page, suite.app);
    await page.goto('/produtos');
    await page.getByRole('button', { name: 'Novo Produto' }).click();
    const modal = dialogNamed(page, 'Novo Produto');
    const ncm = modal.getByRole('combobox', { name: 'NCM' });
    await ncm.fill('3923');
    const opcoes = modal.getByRole('listbox', { name: 'Sugestões de NCM' }).getByRole('option');
    await opcoes.first().waitFor();
    const codigos = (await opcoes.locator('.ncm-combobox__code').allTextContents()).map((c) => c.trim());
    const daPosicao = codigos.filter((c) => c.startsWith('3923'));
    expect(daPosicao.length).toBeGreaterThan(10);
    expect(codigos.slice(0, daPosicao.length)).toEqual(daPosicao);
    expect(codigos[daPosicao.length]).toBe('29333923');

    await ncm.fill('39235000');
    await modal
      .getByText(
        'Artigos de transporte ou de embalagem, de plástico; rolhas, tampas, cápsulas e outros dispositivos para ' +
          'fechar recipientes, de plástico. - Rolhas, tampas, cápsulas e outros dispositivos para fechar recipientes',
        { exact: true },
      )
      .waitFor();
    expect(await opcoes.count()).toBe(0);
  });

  it("the draft's client and operation are readable at 1440x900, and the screen fits 390x844", async () => {
    const { page } = suite;
    await abrir(page, suite.app, '/nfe/emitir', 'Criar Rascunho de NF-e');
    await escolherCliente(page, CLIENTE_LONGO);
    await escolher(page, 'Natureza da Operação', 'REMESSA PARA INDUSTRIALIZACAO');
    expect(await cabeNoSelect(campo(page, 'Cliente'))).toBe(true);
    expect(await cabeNoSelect(campo(page, 'Natureza da Operação'))).toBe(true);

    const { context, page: celular } = await openPage(suite.browser, suite.app.baseUrl, PHONE);
    try {
      await abrir(celular, suite.app, '/nfe/emitir', 'Criar Rascunho de NF-e');
      await escolherCliente(celular, CLIENTE_LONGO);
      expect(await larguraDaPagina(celular)).toBe(PHONE.width);
    } finally {
      await context.close();
    }
  });
});

function larguraDaPagina(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
}
