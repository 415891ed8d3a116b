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
  SIMULACAO,
  TOMADOR,
  textos,
  valorDaPrevia,
} from './helpers';

/**
 * Refusals of the emission (the API's reason, and the Sefin Nacional's national code for a tomador its CNPJ
 * register does not have, produced by the simulator itself), a retry after a lost answer that keeps the
 * idempotency key, the tomador's NF-e as reference, and the list of issued NFS-e: search, status, paging, load
 * failure.
 */

const ATACADO = 'Atacado Sul Ltda';
/** A tomador the simulated Sefin does not find in the CNPJ register: its DPS gets E0190. */
const IRREGULAR = 'Comercial Baixada Ltda';
const CNPJ_IRREGULAR = '58716523000119';
const SERVICO = `${MOAGEM} - R$ 2,50/kg`;
const E0190 = 'E0190 - CNPJ do tomador não encontrado no cadastro CNPJ.';

describe('NFS-e: recusas e lista', () => {
  const suite = useE2eSuite({ simulador: { tomadoresNaoCadastrados: [CNPJ_IRREGULAR] } });
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
    await criarTomador(api, IRREGULAR, '58.716.523/0001-19', 30);
  });

  async function abrir(caminho = '/nfse/emitir') {
    const { page } = suite;
    await signIn(page, suite.app);
    await page.goto(caminho);
    await page.getByRole('heading', { level: 1, name: 'Emitir NFS-e', exact: true }).waitFor();
  }

  async function preencherEConfirmar(tomador = TOMADOR) {
    const { page } = suite;
    const escolhido = await campo(page, 'Tomador').locator('option:checked').textContent();
    if (escolhido !== tomador) await escolher(page, 'Tomador', tomador);
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
    const emissoes: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/api/nfse/emitir') emissoes.push(r.status());
    });
    await abrir();
    await preencherEConfirmar(IRREGULAR);
    await expectDialogs(dialogs, [`Falha na emissão: A Sefin Nacional rejeitou a NFS-e. ${E0190}`]);
    expect(emissoes).toEqual([422]);
    await page.getByRole('alert').filter({ hasText: E0190 }).waitFor();
    // The form is kept for the correction.
    expect(await campo(page, 'Quantidade (kg)').inputValue()).toBe('120');

    // The DPS was numbered, signed and sent: the rejection is kept with the national code, without NFS-e.
    const [rejeitada] = await nfsesNoServidor(api);
    expect(rejeitada).toMatchObject({ status: 'Rejeitada', numero_nfse: null, chave_acesso: null });
    const detalhe = await api.call<Record<string, unknown>>('GET', `/nfse/${rejeitada?.id}`);
    expect(detalhe).toMatchObject({
      nome_razao_social: IRREGULAR,
      c_stat: 'E0190',
      mensagem: 'CNPJ do tomador não encontrado no cadastro CNPJ.',
      caminho_pdf: null,
      cancelavel: false,
      id_lancamento: null,
    });

    await page.getByRole('tab', { name: 'NFS-e Emitidas' }).click();
    const linha = linhaDaNfse(page, IRREGULAR);
    await linha.getByText(`Rejeitada: ${E0190}`).waitFor();
    const celulas = await textos(linha.locator('td'));
    expect(celulas[0]).toBe('N/A');
    expect(celulas.slice(-2)).toEqual([`Rejeitada${SIMULACAO}Rejeitada: ${E0190}`, '']);
  });

  it('keeps the idempotency key when the answer was lost, so the retry is the same NFS-e', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    const pedidos: Request[] = [];
    let perdidas = 1;
    // The API emits, but its answer never reaches the browser (the connection drops on the way back): only the
    // network can do that, so it is the one thing faked here.
    await page.route('**/api/nfse/emitir', async (route) => {
      pedidos.push(route.request());
      if (perdidas-- > 0) {
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await route.continue();
    });
    const antes = (await nfsesNoServidor(api)).length;
    await abrir();
    await preencherEConfirmar();
    const semResposta = 'Não foi possível conectar ao servidor. Verifique sua conexão.';
    await expectDialogs(dialogs, [`Falha na emissão: ${semResposta}`]);
    const dialogo = dialogNamed(page, 'Emitir NFS-e');
    await dialogo.getByText(semResposta).waitFor();
    // The first request did issue the NFS-e.
    const [emitida] = await nfsesNoServidor(api);
    expect(emitida).toMatchObject({ status: 'Autorizada' });

    await dialogo.getByRole('button', { name: 'Confirmar Emissão' }).click();
    await expect.poll(() => dialogs).toHaveLength(2);
    expect(dialogs[1]).toBe(`NFS-e nº ${emitida?.numero_nfse} autorizada com sucesso!`);
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
    // The digits find the NFS-e by its number and the one whose DPS has that number: the refused DPS took a
    // number, so the two sequences no longer meet.
    const numero = String(alvo?.numero_nfse);
    const achadas = async () => {
      const linhas = await Promise.all((await linhasNfse(page).all()).map((l) => textos(l.locator('td'))));
      return linhas.map(([nfse, dps]) =>
        nfse === numero ? 'NFS-e' : dps?.endsWith(` / ${numero}`) ? 'DPS' : nfse,
      );
    };
    await expect.poll(achadas).toEqual(['NFS-e', 'DPS']);

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

    // The server filters by tomador and status: the screen never receives another client's notes.
    const consultas: URLSearchParams[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/nfe/listar') consultas.push(url.searchParams);
    });
    await abrir();
    expect(await campo(page, 'NF-e de Referência').isDisabled()).toBe(true);
    await escolher(page, 'Tomador', ATACADO);
    await expect.poll(() => opcoes(page, 'NF-e de Referência')).toEqual(['Nenhuma NF-e autorizada']);
    await escolher(page, 'Tomador', TOMADOR);
    await escolher(page, 'NF-e de Referência', rotulo);
    expect(new Set(consultas.map((q) => `${q.get('id_cliente')} ${q.get('status')}`))).toEqual(
      new Set([`${idAtacado} Autorizada`, `${idTomador} Autorizada`]),
    );
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
