import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, dialogNamed, expectDialogs } from '../cadastros/helpers';
import { useE2eSuite } from '../support/suite';
import {
  abrir,
  COMPRADOR,
  configurarEmpresa,
  criarComprador,
  criarProduto,
  linhaDaNota,
  linhas,
  NOTAS,
  notasNoServidor,
  SIMULACAO,
  salvarRascunhoViaApi,
  textos,
} from './helpers';

/** /nfe/listagem: navigation, deletion, failures of emission and preview, rejection text, filters and paging. */

const ATACADO = 'Atacado Sul Ltda';
const PERGUNTA_EXCLUSAO = 'Tem certeza que deseja excluir este rascunho?';

describe('notas emitidas', () => {
  const suite = useE2eSuite();
  let api: Api;
  let idComprador: number;
  let idAtacado: number;
  let idTampa: number;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    idTampa = await criarProduto(api, {
      nome: 'Tampa 28mm',
      codigo_interno: 'TAMPA-28',
      ncm: '39235000',
      preco_venda: '12.34',
      estoque_atual: '50.00',
      cfop_padrao: '5101',
    });
    idComprador = await criarComprador(api);
    idAtacado = await criarComprador(api, ATACADO, 45, 2);
  });

  const venda = (idCliente: number, quantidade: string) =>
    salvarRascunhoViaApi(api, {
      id_cliente: idCliente,
      natureza_operacao: 'VENDA DE MERCADORIA',
      itens: [{ id_produto: idTampa, quantidade, cfop: '5101' }],
    });

  it("goes to a new draft from 'Criar Novo Rascunho' and to the draft's own screen from 'Editar'", async () => {
    const { page } = suite;
    const id = await venda(idComprador, '1');
    await abrir(page, suite.app, '/nfe/listagem', 'Notas Emitidas');
    await page.getByRole('link', { name: 'Criar Novo Rascunho' }).click();
    await page.getByRole('heading', { level: 1, name: 'Criar Rascunho de NF-e' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/nfe/emitir');

    await page.goBack();
    await linhaDaNota(page, COMPRADOR).getByRole('link', { name: 'Editar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Editar Rascunho de NF-e' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/nfe/emitir/${id}`);
  });

  it('deletes a draft only after the confirmation', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, [false, true]);
    await abrir(page, suite.app, '/nfe/listagem', 'Notas Emitidas');
    const linha = linhaDaNota(page, COMPRADOR);
    await linha.getByRole('button', { name: 'Excluir' }).click();
    await expectDialogs(dialogs, [PERGUNTA_EXCLUSAO]);
    expect(await notasNoServidor(api)).toHaveLength(1);

    await linha.getByRole('button', { name: 'Excluir' }).click();
    await expectDialogs(dialogs, [PERGUNTA_EXCLUSAO, PERGUNTA_EXCLUSAO, 'Rascunho excluído com sucesso!']);
    await page.getByText('Nenhuma NF-e criada.').waitFor();
    expect(await notasNoServidor(api)).toEqual([]);
  });

  it("keeps the draft when SEFAZ's check fails: 'Falha na emissão: ' and the reason", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    // 60 kg of a product with 50 in stock.
    await venda(idComprador, '60');
    await abrir(page, suite.app, '/nfe/listagem', 'Notas Emitidas');
    await linhaDaNota(page, COMPRADOR).getByRole('button', { name: 'Emitir' }).click();
    const dialogo = dialogNamed(page, 'Emitir NF-e');
    expect(await textos(dialogo.locator('dd'))).toEqual([COMPRADOR, 'N/A', 'R$ 740,40']);

    await dialogo.getByLabel('Data de Vencimento').fill('');
    await dialogo.getByRole('button', { name: 'Emitir NF-e' }).click();
    await dialogo.getByText('Informe a data de vencimento.').waitFor();

    await dialogo.getByLabel('Data de Vencimento').fill('2099-12-31');
    await dialogo.getByRole('button', { name: 'Emitir NF-e' }).click();
    await expectDialogs(dialogs, [
      'Falha na emissão: Estoque insuficiente de "Tampa 28mm". Disponível 50,00 kg, pedido 60,00 kg.',
    ]);
    await dialogo.getByRole('alert').getByText('Disponível 50,00 kg, pedido 60,00 kg.').waitFor();
    await dialogo.getByRole('button', { name: 'Voltar' }).click();
    await dialogo.waitFor({ state: 'detached' });
    expect((await textos(linhaDaNota(page, COMPRADOR).locator('td'))).slice(1, 5)).toEqual([
      'N/A',
      'R$ 740,40',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      'Rascunho',
    ]);
  });

  it("alerts a failed preview with the server's reason and closes the tab it had opened", async () => {
    const { page, context } = suite;
    const dialogs = answerDialogs(page, []);
    await page.route('**/api/nfe/previsualizar', (route) =>
      route.fulfill({
        status: 422,
        json: { error: 'A NF-e não pode ser montada.', details: 'Destinatário sem endereço completo.' },
      }),
    );
    await abrir(page, suite.app, '/nfe/listagem', 'Notas Emitidas');
    await linhaDaNota(page, COMPRADOR).getByRole('button', { name: 'Pré-visualizar' }).click();
    await expectDialogs(dialogs, [
      'Erro ao gerar pré-visualização: A NF-e não pode ser montada. Destinatário sem endereço completo.',
    ]);
    await expect.poll(() => context.pages().length).toBe(1);
  });

  it("shows a draft rejected by SEFAZ with 'Rejeitada: ' and the reason under its status", async () => {
    const { page } = suite;
    await page.route('**/api/nfe/listar**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown>[] };
      for (const nota of body.data)
        Object.assign(nota, { c_stat: '204', x_motivo: 'Rejeição: Duplicidade de NF-e' });
      await route.fulfill({ response, json: body });
    });
    await abrir(page, suite.app, '/nfe/listagem', 'Notas Emitidas');
    const status = linhaDaNota(page, COMPRADOR).locator('td').nth(4);
    await status.getByText('Rejeitada: 204 - Rejeição: Duplicidade de NF-e').waitFor();
    expect(await status.textContent()).toBe('RascunhoRejeitada: 204 - Rejeição: Duplicidade de NF-e');
  });

  it("alerts 'Falha ao carregar a lista de notas.' when the list cannot load", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await page.route('**/api/nfe/listar**', (route) =>
      route.fulfill({ status: 403, json: { error: 'Acesso negado.' } }),
    );
    await abrir(page, suite.app, '/nfe/listagem', 'Notas Emitidas');
    await expectDialogs(dialogs, ['Falha ao carregar a lista de notas.']);
    await page.getByRole('alert').getByText('Falha ao carregar a lista de notas.').waitFor();
  });

  it('filters by client, number and status, and pages ten notes at a time', async () => {
    const { page } = suite;
    for (let i = 0; i < 11; i += 1) await venda(idAtacado, '1');
    const emitida = await venda(idComprador, '2');
    await api.call('POST', `/nfe/emitir/${emitida}`, { data_vencimento: '2099-12-31' });

    await abrir(page, suite.app, '/nfe/listagem', 'Notas Emitidas');
    await page.getByText('Página 1 de 2').waitFor();
    expect(await linhas(page, NOTAS).count()).toBe(10);
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByText('Página 2 de 2').waitFor();
    await expect.poll(() => linhas(page, NOTAS).count()).toBe(3);
    expect(await page.getByRole('button', { name: 'Próxima' }).isDisabled()).toBe(true);

    const busca = page.getByPlaceholder('Buscar por Cliente ou Nº NF');
    await busca.fill('atacado');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByText('Página 1 de 2').waitFor();
    await expect
      .poll(async () => new Set(await textos(linhas(page, NOTAS).locator('td:first-child'))))
      .toEqual(new Set([ATACADO]));

    await busca.fill('1');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => linhas(page, NOTAS).count()).toBe(1);
    expect((await textos(linhas(page, NOTAS).first().locator('td'))).slice(0, 5)).toEqual([
      COMPRADOR,
      '1 / 1',
      'R$ 24,68',
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      `Autorizada${SIMULACAO}`,
    ]);

    await busca.fill('');
    const status = page.locator('search').getByLabel('Status');
    expect(await textos(status.locator('option'))).toEqual([
      'Todos',
      'Rascunho',
      'Processando',
      'Autorizada',
      'Denegada',
      'Cancelada',
    ]);
    await status.selectOption('Cancelada');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByText('Nenhuma nota encontrada para os filtros aplicados.').waitFor();
    await status.selectOption('Autorizada');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect.poll(() => linhas(page, NOTAS).count()).toBe(1);

    await page.getByRole('button', { name: 'Limpar' }).click();
    await page.getByText('Página 1 de 2').waitFor();
    expect(await status.inputValue()).toBe('');
    expect(await busca.inputValue()).toBe('');
    await expect.poll(() => linhas(page, NOTAS).count()).toBe(10);
  });
});
