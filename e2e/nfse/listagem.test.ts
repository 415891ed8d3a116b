import type { Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, dialogNamed, expectDialogs } from '../cadastros/helpers';
import { criarProduto, notasNoServidor, salvarRascunhoViaApi } from '../nfe/helpers';
import { signIn } from '../support/session';
import { useE2eSuite } from '../support/suite';
import {
  campo,
  configurarEmpresaNfse,
  criarServico,
  criarTomador,
  dataBr,
  emitirViaApi,
  escolher,
  hojeMais,
  linhaDaNfse,
  linhasNfse,
  MOAGEM,
  nfsesNoServidor,
  opcoes,
  TOMADOR,
  textos,
  valorDaPrevia,
} from './helpers';

/**
 * Refusals of the emission (the API's reason and the Sefin's national code shown to the user, a retry without an
 * answer that keeps the idempotency key) and the list of issued NFS-e: search, status, paging, load failure.
 */

const ATACADO = 'Atacado Sul Ltda';
const SERVICO = `${MOAGEM} - R$ 2,50/kg`;
const E0160 =
  'E0160 - No mês de competência da NFS-e, a opção de situação perante o Simples Nacional, do prestador, informada na DPS não está de acordo com o cadastro Simples Nacional.';

describe('NFS-e: recusas e lista', () => {
  const suite = useE2eSuite();
  let api: Api;
  let idTomador: number;
  let idAtacado: number;
  let idServico: number;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresaNfse(api);
    idServico = await criarServico(api);
    idTomador = await criarTomador(api, TOMADOR, '06.157.250/0001-16', 15);
    idAtacado = await criarTomador(api, ATACADO, '11.444.777/0001-61', 45);
  });

  async function abrir(caminho = '/nfse/emitir') {
    const { page } = suite;
    await signIn(page, suite.app);
    await page.goto(caminho);
    await page.getByRole('heading', { level: 1, name: 'Emitir NFS-e', exact: true }).waitFor();
  }

  async function preencherEConfirmar() {
    const { page } = suite;
    if ((await campo(page, 'Tomador').inputValue()) !== String(idTomador))
      await escolher(page, 'Tomador', TOMADOR);
    await escolher(page, 'Serviço', SERVICO);
    await campo(page, 'Quantidade (kg)').fill('120');
    await page.getByRole('button', { name: 'Emitir NFS-e', exact: true }).click();
    await dialogNamed(page, 'Emitir NFS-e').getByRole('button', { name: 'Confirmar Emissão' }).click();
  }

  it("shows the API's refusal of a DPS whose net value would be negative", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await abrir();
    await escolher(page, 'Tomador', TOMADOR);
    await escolher(page, 'Serviço', SERVICO);
    await campo(page, 'Quantidade (kg)').fill('120');
    await campo(page, 'PIS (%)').fill('60');
    await campo(page, 'COFINS (%)').fill('60');
    await expect.poll(() => valorDaPrevia(page, 'Valor Líquido')).toBe('-R$ 60,00');

    await page.getByRole('button', { name: 'Emitir NFS-e', exact: true }).click();
    await dialogNamed(page, 'Emitir NFS-e').getByRole('button', { name: 'Confirmar Emissão' }).click();
    await expect.poll(() => dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatch(/^Falha na emissão: .*O valor líquido da NFS-e ficaria negativo\./);
    const aviso = page.getByRole('alert').filter({ hasText: 'A NFS-e não foi emitida.' });
    await aviso.waitFor();
    expect(await aviso.textContent()).toContain('O valor líquido da NFS-e ficaria negativo.');
    expect(await dialogNamed(page, 'Emitir NFS-e').count()).toBe(0);
    expect(await nfsesNoServidor(api)).toEqual([]);
  });

  it("shows the Sefin Nacional's rejection code and message, on the form and under the status", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await page.route('**/api/nfse/emitir', (route) =>
      route.fulfill({ status: 422, json: { error: 'A Sefin Nacional rejeitou a NFS-e.', details: E0160 } }),
    );
    await abrir();
    await preencherEConfirmar();
    await expectDialogs(dialogs, [`Falha na emissão: ${E0160}`]);
    await page.getByRole('alert').filter({ hasText: E0160 }).waitFor();
    // The form is kept for the correction.
    expect(await campo(page, 'Quantidade (kg)').inputValue()).toBe('120');

    const autorizada = await emitirViaApi(api, {
      id_cliente: idTomador,
      id_servico: idServico,
      quantidade: '10',
    });
    await page.route('**/api/nfse/listar**', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { data: Record<string, unknown>[] };
      for (const nota of json.data) {
        if (nota.id !== autorizada.id) continue;
        Object.assign(nota, {
          status: 'Rejeitada',
          numero_nfse: null,
          chave_acesso: null,
          c_stat: 'E0160',
          mensagem: E0160.slice('E0160 - '.length),
          caminho_pdf: null,
          caminho_xml: null,
          cancelavel: false,
        });
      }
      await route.fulfill({ response, json });
    });
    await page.getByRole('tab', { name: 'NFS-e Emitidas' }).click();
    const linha = linhaDaNfse(page, TOMADOR);
    await linha.getByText(`Rejeitada: ${E0160}`).waitFor();
    const celulas = await textos(linha.locator('td'));
    expect(celulas[0]).toBe('N/A');
    expect(celulas.slice(-2)).toEqual([`Rejeitada${`Rejeitada: ${E0160}`}`, '']);
  });

  it('keeps the idempotency key when the answer did not come, so the retry is the same NFS-e', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    const pedidos: Request[] = [];
    let falhas = 1;
    await page.route('**/api/nfse/emitir', async (route) => {
      pedidos.push(route.request());
      if (falhas-- > 0) {
        await route.fulfill({
          status: 503,
          json: { error: 'A Sefin Nacional não respondeu. Tente novamente.' },
        });
        return;
      }
      await route.continue();
    });
    const antes = (await nfsesNoServidor(api)).length;
    await abrir();
    await preencherEConfirmar();
    await expectDialogs(dialogs, ['Falha na emissão: A Sefin Nacional não respondeu. Tente novamente.']);
    const dialogo = dialogNamed(page, 'Emitir NFS-e');
    await dialogo.getByText('A Sefin Nacional não respondeu. Tente novamente.').waitFor();

    await dialogo.getByRole('button', { name: 'Confirmar Emissão' }).click();
    await expect.poll(() => dialogs).toHaveLength(2);
    expect(dialogs[1]).toMatch(/^NFS-e nº \d+ autorizada com sucesso!$/);
    const chaves = pedidos.map((p) => (p.postDataJSON() as { idempotency_key: string }).idempotency_key);
    expect(chaves).toHaveLength(2);
    expect(chaves[1]).toBe(chaves[0]);
    expect(await nfsesNoServidor(api)).toHaveLength(antes + 1);
  });

  it('searches by tomador and number, filters by status and pages by 10', async () => {
    const { page } = suite;
    const emitidas = [];
    for (let i = 1; i <= 11; i += 1) {
      emitidas.push(
        await emitirViaApi(api, { id_cliente: idAtacado, id_servico: idServico, quantidade: String(i) }),
      );
    }
    const total = (await nfsesNoServidor(api)).length;
    await abrir('/nfse/emitir?aba=emitidas');
    await linhasNfse(page).first().waitFor();
    expect(await linhasNfse(page).count()).toBe(10);
    await page.getByText(`Página 1 de ${Math.ceil(total / 10)}`).waitFor();
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByText(`Página 2 de ${Math.ceil(total / 10)}`).waitFor();

    await page.getByPlaceholder('Buscar por Tomador ou Nº NFS-e').fill('atacado');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByText('Página 1 de 2').waitFor();
    expect(await textos(linhasNfse(page).locator('td:nth-child(3)'))).toEqual(Array(10).fill(ATACADO));

    const alvo = emitidas[4];
    await page.getByPlaceholder('Buscar por Tomador ou Nº NFS-e').fill(String(alvo?.numero_nfse));
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect
      .poll(() => textos(linhasNfse(page).locator('td:first-child')))
      .toEqual([String(alvo?.numero_nfse)]);

    await page.getByPlaceholder('Buscar por Tomador ou Nº NFS-e').fill('');
    await page.getByLabel('Status', { exact: true }).selectOption('Cancelada');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByText('Nenhuma NFS-e encontrada para os filtros aplicados.').waitFor();

    await page.getByRole('button', { name: 'Limpar' }).click();
    await page.getByText(`Página 1 de ${Math.ceil(total / 10)}`).waitFor();
    expect(await linhasNfse(page).count()).toBe(10);
  });

  it("refers to an authorised NF-e of the tomador's own, and only of that tomador", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    const idProduto = await criarProduto(api, {
      nome: 'Tampa 28mm',
      codigo_interno: 'TAMPA-28',
      ncm: '39235000',
      preco_venda: '12.34',
      estoque_atual: '500.00',
      cfop_padrao: '5101',
    });
    const idNfe = await salvarRascunhoViaApi(api, {
      id_cliente: idTomador,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [{ id_produto: idProduto, quantidade: '10', cfop: '5101' }],
    });
    await api.call('POST', `/nfe/emitir/${idNfe}`, { data_vencimento: hojeMais(15) });
    const [nfe] = await notasNoServidor(api);
    expect(nfe).toMatchObject({ status: 'Autorizada' });
    const rotulo = `NF-e ${nfe?.numero_nfe}/${nfe?.serie_nfe} - ${dataBr(hojeMais(0))} - R$ 123,40`;

    await abrir();
    expect(await campo(page, 'NF-e de Referência').isDisabled()).toBe(true);
    await escolher(page, 'Tomador', ATACADO);
    expect(await opcoes(page, 'NF-e de Referência')).toEqual(['Nenhuma NF-e autorizada']);
    await escolher(page, 'Tomador', TOMADOR);
    await escolher(page, 'NF-e de Referência', rotulo);
    // Another tomador drops the reference.
    await escolher(page, 'Tomador', ATACADO);
    expect(await campo(page, 'NF-e de Referência').inputValue()).toBe('');
    await escolher(page, 'Tomador', TOMADOR);
    await escolher(page, 'NF-e de Referência', rotulo);
    await preencherEConfirmar();
    await expect.poll(() => dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatch(/autorizada com sucesso!$/);
    const [nfse] = (await nfsesNoServidor(api)).sort((a, b) => b.id - a.id);
    const detalhe = await api.call<{
      id_nfe_referencia: number | null;
      numero_nfe_referencia: number | null;
    }>('GET', `/nfse/${nfse?.id}`);
    expect(detalhe).toMatchObject({ id_nfe_referencia: idNfe, numero_nfe_referencia: nfe?.numero_nfe });
  });

  it('moves between the tabs with the arrow keys, and alerts when the list cannot load', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await page.route('**/api/nfse/listar**', (route) =>
      route.fulfill({ status: 500, json: { error: 'Erro interno do servidor.' } }),
    );
    await abrir();
    await page.getByRole('tab', { name: 'Nova NFS-e' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getByRole('tab', { name: 'NFS-e Emitidas' }).getAttribute('aria-selected'))
      .toBe('true');
    // Focus follows the selected tab.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('NFS-e Emitidas');
    await expectDialogs(dialogs, ['Falha ao carregar a lista de NFS-e.']);
    await page.getByRole('alert').filter({ hasText: 'Falha ao carregar a lista de NFS-e.' }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await campo(page, 'Tomador').waitFor();
  });
});
