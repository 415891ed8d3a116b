import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, rowWith } from '../cadastros/helpers';
import { categoriaId, criarFornecedor, criarLancamento } from '../financeiro/helpers';
import {
  COMPRADOR,
  configurarEmpresa,
  criarComprador,
  criarProduto,
  criarServico,
  importarRemessa,
  PP,
  salvarRascunhoViaApi,
} from '../nfe/helpers';
import { openPage, PHONE, type Viewport } from '../support/browser';
import { signIn } from '../support/session';
import { useE2eSuite } from '../support/suite';

/**
 * Every list on a phone (390x844) shows its rows without sideways scrolling: each row is a card of labelled cells
 * (description, amount, due date, status, the main action). At 1440x900 the same lists stay tables. A row's
 * destructive action is an outlined button, not a solid red one; CNPJ and phone stay on one line.
 */

const DESKTOP_LARGO: Viewport = { width: 1440, height: 900 };

const LISTAS: [string, string][] = [
  ['/dashboard', 'Dashboard'],
  ['/produtos', 'Gerenciamento de Produtos'],
  ['/clientes', 'Gerenciamento de Clientes'],
  ['/servicos', 'Gerenciamento de Serviços'],
  ['/entradas', 'Importação de Notas de Entrada (XML)'],
  ['/nfe/listagem', 'Notas Emitidas'],
  ['/nfse/emitir', 'Emitir NFS-e'],
  ['/financeiro/contas-a-receber', 'Contas a Receber'],
  ['/financeiro/contas-a-pagar', 'Contas a Pagar'],
  ['/financeiro/fornecedores', 'Gerenciamento de Fornecedores'],
  ['/relatorios/estoque', 'Posição de Estoque'],
  ['/relatorios/faturamento-cliente', 'Faturamento por Cliente'],
  ['/relatorios/fluxo-caixa', 'Fluxo de Caixa'],
  ['/relatorios/material-terceiros', 'Material de Terceiros'],
  ['/relatorios/perdas', 'Perdas por Cliente e Produto'],
  ['/producao/ordens', 'Ordens de Industrialização'],
  ['/producao/chao', 'Chão de Fábrica'],
  ['/preferencias/tabela-ibs-cbs', 'Tabela IBS/CBS'],
  ['/preferencias/usuarios', 'Gerenciamento de Utilizadores'],
  ['/preferencias/auditoria', 'Auditoria'],
];

/** The page's width beyond the viewport, and the elements that stick out, to name them when it fails. */
async function sobraLateral(page: Page): Promise<{ largura: number; fora: string[] }> {
  return page.evaluate(() => {
    const largura = document.scrollingElement?.scrollWidth ?? 0;
    const fora: string[] = [];
    for (const el of Array.from(document.querySelectorAll('main *'))) {
      // The header row stays for screen readers, clipped to 1 px: its cells are not painted.
      if (el.closest('thead')) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > window.innerWidth + 0.5) {
        fora.push(`${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80));
      }
    }
    // The data tables scroll inside their own box as a last resort: none may need to on a phone.
    for (const tabela of Array.from(document.querySelectorAll<HTMLElement>('.data-table'))) {
      if (tabela.scrollWidth > tabela.clientWidth + 1)
        fora.push(`rolagem em ${tabela.getAttribute('aria-labelledby')}`);
    }
    return { largura, fora: fora.slice(0, 8) };
  });
}

async function esperarTitulo(page: Page, titulo: string) {
  await page
    .getByRole('heading', { level: 1, name: new RegExp(`^${titulo.replace(/[()]/g, '\\$&')}`) })
    .waitFor();
  // The rows arrive after the heading.
  await page
    .locator('main tbody[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => {});
}

/** Whether the element is fully inside the viewport horizontally. */
async function dentroDaTela(locator: Locator, largura: number): Promise<boolean> {
  const caixa = await locator.boundingBox();
  return caixa !== null && caixa.x >= 0 && caixa.x + caixa.width <= largura + 0.5;
}

describe('lists on a phone and on a wide screen', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    const idTampa = await criarProduto(api, {
      nome: 'Tampa 28mm rosqueável com lacre de segurança',
      codigo_interno: 'TAMPA-28',
      ncm: '39235000',
      preco_venda: '12.34',
      estoque_atual: '1234.50',
      cfop_padrao: '5101',
    });
    await criarProduto(api, { nome: 'Polipropileno H503', codigo_interno: 'PP-H503', preco_venda: '8.00' });
    await criarServico(api, 'Injeção de peças técnicas sob encomenda', '2.50');
    const idComprador = await criarComprador(api);
    await importarRemessa(suite.app, api, { nNF: 1001, itens: [PP], dhEmi: '2026-11-10T10:00:00-03:00' });
    await salvarRascunhoViaApi(api, {
      id_cliente: idComprador,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [{ id_produto: idTampa, quantidade: '10', cfop: '5101' }],
    });
    const fornecedor = await criarFornecedor(api, 'Companhia Energética Paulista de Distribuição');
    await criarLancamento(api, {
      descricao: 'Conta de energia elétrica da fábrica',
      tipo: 'DESPESA',
      valor_original: '12345.67',
      data_vencimento: '2026-12-10',
      id_categoria: await categoriaId(api, 'Energia Elétrica'),
      id_fornecedor: fornecedor,
    });
    await criarLancamento(api, {
      descricao: 'Moagem do lote 7 para a Distribuidora',
      tipo: 'RECEITA',
      valor_original: '1234.56',
      data_vencimento: '2026-12-15',
      id_categoria: await categoriaId(api, 'Serviços de Industrialização'),
    });
  });

  it('at 390x844 no list scrolls sideways, and every row is a card of labelled cells', async () => {
    const { context, page } = await openPage(suite.browser, suite.app.baseUrl, PHONE);
    try {
      await signIn(page, suite.app);
      for (const [caminho, titulo] of LISTAS) {
        await page.goto(caminho);
        await esperarTitulo(page, titulo);
        const { largura, fora } = await sobraLateral(page);
        expect({ caminho, largura, fora }).toEqual({ caminho, largura: PHONE.width, fora: [] });
      }
    } finally {
      await context.close();
    }
  });

  it('a payable on a phone: description, amount, due date, status and the main action on screen', async () => {
    const { context, page } = await openPage(suite.browser, suite.app.baseUrl, PHONE);
    try {
      await signIn(page, suite.app);
      await page.goto('/financeiro/contas-a-pagar');
      await esperarTitulo(page, 'Contas a Pagar');
      const linha = rowWith(page, 'Conta de energia elétrica da fábrica');
      const celulas = linha.locator('td');
      // Each cell is named by its column, the table's header being hidden on a phone.
      expect(await celulas.evaluateAll((tds) => tds.map((td) => td.getAttribute('data-label')))).toEqual([
        'Descrição',
        'Fornecedor',
        'Valor',
        'Vencimento',
        'Status',
        'Ações',
      ]);
      // The header row is only for screen readers (clipped to 1 px); each cell shows its column's name.
      expect((await page.locator('main thead').first().boundingBox())?.height).toBeLessThanOrEqual(1);
      expect(await celulas.first().evaluate((td) => getComputedStyle(td, '::before').content)).toBe(
        '"Descrição"',
      );
      for (const texto of [
        'Conta de energia elétrica da fábrica',
        '- R$ 12.345,67',
        '10/12/2026',
        'Pendente',
      ]) {
        expect(await dentroDaTela(linha.getByText(texto, { exact: true }).first(), PHONE.width), texto).toBe(
          true,
        );
      }
      expect(await dentroDaTela(linha.getByRole('button', { name: 'Dar Baixa' }), PHONE.width)).toBe(true);
      // The card is one column: the due date is under the amount, not beside it.
      const valor = await linha.getByText('- R$ 12.345,67', { exact: true }).boundingBox();
      const vencimento = await linha.getByText('10/12/2026', { exact: true }).boundingBox();
      expect(vencimento && valor && vencimento.y > valor.y).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('at 1440x900 the lists stay tables; CNPJ and phone on one line; Excluir outlined, not solid red', async () => {
    const { context, page } = await openPage(suite.browser, suite.app.baseUrl, DESKTOP_LARGO);
    try {
      await signIn(page, suite.app);
      await page.goto('/clientes');
      await esperarTitulo(page, 'Gerenciamento de Clientes');
      expect(await page.locator('main thead').first().isVisible()).toBe(true);
      const linha = rowWith(page, COMPRADOR);
      for (const texto of ['11.444.777/0001-61']) {
        const celula = linha.locator('td', { hasText: texto });
        const altura = await celula.evaluate((td) => {
          const range = document.createRange();
          range.selectNodeContents(td);
          return range.getClientRects().length;
        });
        expect(altura, texto).toBe(1);
      }
      expect(
        await linha
          .locator('td.nowrap')
          .evaluateAll((tds) => tds.map((td) => getComputedStyle(td).whiteSpace)),
      ).toEqual(['nowrap', 'nowrap']);

      const excluir = linha.getByRole('button', { name: 'Excluir' });
      const estilo = await excluir.evaluate((b) => {
        const s = getComputedStyle(b);
        return { fundo: s.backgroundColor, texto: s.color, borda: s.borderTopColor };
      });
      // Outlined: the surface's white behind red text and border (not white text on a red fill).
      expect(estilo.fundo).toBe('rgb(255, 255, 255)');
      expect(estilo.texto).toBe(estilo.borda);
      expect(estilo.texto).not.toBe('rgb(255, 255, 255)');
      const editar = linha.getByRole('button', { name: 'Editar' });
      expect(await editar.isVisible()).toBe(true);

      // The same in the financial lists and the NF-e list.
      await page.goto('/financeiro/contas-a-pagar');
      await esperarTitulo(page, 'Contas a Pagar');
      const fundo = await rowWith(page, 'Conta de energia elétrica da fábrica')
        .getByRole('button', { name: 'Excluir' })
        .evaluate((b) => getComputedStyle(b).backgroundColor);
      expect(fundo).toBe('rgb(255, 255, 255)');
      await page.goto('/nfe/listagem');
      await esperarTitulo(page, 'Notas Emitidas');
      const fundoNfe = await rowWith(page, COMPRADOR)
        .getByRole('button', { name: 'Excluir' })
        .evaluate((b) => getComputedStyle(b).backgroundColor);
      expect(fundoNfe).toBe('rgb(255, 255, 255)');
    } finally {
      await context.close();
    }
  });

  it("the stock report's search box, opened directly, looks like every other list's", async () => {
    const { context, page } = await openPage(suite.browser, suite.app.baseUrl, DESKTOP_LARGO);
    try {
      await signIn(page, suite.app);
      const estiloDaBusca = async () =>
        page
          .locator('main input[type="search"]')
          .first()
          .evaluate((input) => {
            const s = getComputedStyle(input);
            return {
              altura: s.height,
              borda: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
              raio: s.borderTopLeftRadius,
              fonte: s.fontSize,
              padding: s.paddingLeft,
            };
          });
      await page.goto('/produtos');
      await esperarTitulo(page, 'Gerenciamento de Produtos');
      const produtos = await estiloDaBusca();
      // Opened directly: a fresh load of the report's URL, its styles the only ones loaded.
      await page.goto('/relatorios/estoque');
      await page.reload();
      await esperarTitulo(page, 'Posição de Estoque');
      expect(await estiloDaBusca()).toEqual(produtos);
    } finally {
      await context.close();
    }
  });
});
