import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, dialogNamed, expectDialogs } from '../cadastros/helpers';
import { openPage, PHONE, type Viewport } from '../support/browser';
import { useE2eSuite } from '../support/suite';
import {
  analisarEImportar,
  arquivoXml,
  configurarEmpresa,
  criarProduto,
  inputXml,
  linhaDaNota,
  openEntradas,
  PP,
} from './helpers';
import type { ItemRemessa } from './remessa';

const OK = 'Todos os produtos OK. A importar nota fiscal...';
const TELA_LARGA: Viewport = { width: 1440, height: 900 };

type ItemDaEntrada = { nome: string; id_produto: number; quantidade_kg: string; saldo_kg: string };

describe('entradas: notes in sacks and unknown products answered in one table', () => {
  const suite = useE2eSuite();
  let api: Api;
  let idPP: number;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    idPP = await criarProduto(api, PP);
  });

  async function itensDaNota(numero: number): Promise<ItemDaEntrada[]> {
    const lista = await api.call<{ data: { id: number; numero_nf: number }[] }>(
      'GET',
      `/upload/nfe-entrada?search=${numero}`,
    );
    const entrada = lista.data.find((e) => e.numero_nf === numero);
    if (!entrada) throw new Error(`NF ${numero} não importada`);
    return api.call<ItemDaEntrada[]>('GET', `/upload/nfe-entrada/${entrada.id}/itens`);
  }

  async function selecionados(page: Page): Promise<number> {
    return inputXml(page).evaluate((input) => (input as HTMLInputElement).files?.length ?? 0);
  }

  /**
   * The clerk's note: a product in sacks (SC) the note does not weigh, and three products the company does not
   * know by the client's code: one registered from the table with its NCM corrected, one linked to PP-H503 and
   * a pallet ignored. The client's next note in SC, with the linked code, then imports without a question.
   */
  async function fluxo(viewport: Viewport, nNF: number, sufixo: string): Promise<void> {
    const { page } = await openPage(suite.browser, suite.app.baseUrl, viewport);
    const dialogs = answerDialogs(page, []);
    const SACO: ItemRemessa = {
      cProd: `SACO-${sufixo}`,
      xProd: `Polipropileno em sacos ${sufixo}`,
      uCom: 'SC',
      qCom: '40.0000',
      vUnCom: '200.00',
      vProd: '8000.00',
    };
    const NOVO: ItemRemessa = {
      cProd: `NOVO-${sufixo}`,
      xProd: `Polietileno linear ${sufixo}`,
      NCM: '39012029',
      qCom: '150.0000',
      vUnCom: '9.00',
      vProd: '1350.00',
    };
    const DO_CLIENTE: ItemRemessa = {
      cProd: `CLI-PP-${sufixo}`,
      xProd: `PP homopolímero cód. cliente ${sufixo}`,
      qCom: '300.0000',
      vUnCom: '8.00',
      vProd: '2400.00',
    };
    const PALETE: ItemRemessa = {
      cProd: `PALETE-${sufixo}`,
      xProd: `Palete de madeira ${sufixo}`,
      NCM: '44152000',
      uCom: 'UN',
      qCom: '2.0000',
      vUnCom: '50.00',
      vProd: '100.00',
    };
    await criarProduto(api, SACO);

    await openEntradas(page, suite.app);
    await inputXml(page).setInputFiles(
      arquivoXml({ nNF, itens: [SACO, NOVO, DO_CLIENTE, PALETE], comProtocolo: true }),
    );
    await analisarEImportar(page);

    const produtos = page.getByRole('table', { name: 'Produtos Não Encontrados' });
    await produtos.waitFor();
    expect(await dialogNamed(page, 'Produto Não Encontrado').count()).toBe(0);
    const linhaDe = (codigo: string) => produtos.locator('tbody tr').filter({ hasText: codigo });
    expect(await produtos.locator('tbody tr').count()).toBe(3);
    expect(await linhaDe(NOVO.cProd).locator('td').nth(0).textContent()).toBe(NOVO.xProd);
    expect(await page.getByLabel(`NCM de ${NOVO.cProd}`).inputValue()).toBe('39012029');
    expect(await linhaDe(PALETE.cProd).locator('td').nth(3).textContent()).toBe('UN');

    const pesos = page.getByRole('table', { name: 'Itens sem Peso em kg' });
    expect(await pesos.locator('tbody tr').count()).toBe(2);
    const importar = page.getByRole('button', { name: 'Importar Nota' });
    expect(await importar.isDisabled()).toBe(true);

    // Vincular: the client's code stands for our PP-H503.
    await linhaDe(DO_CLIENTE.cProd).getByRole('button', { name: 'Vincular a produto existente' }).click();
    await page.getByLabel(`Buscar produto para ${DO_CLIENTE.cProd}`).fill('PP-H503');
    const escolha = page.getByLabel(`Produto existente para ${DO_CLIENTE.cProd}`);
    await escolha
      .locator('option', { hasText: 'PP-H503 — Polipropileno H503' })
      .waitFor({ state: 'attached' });
    await escolha.selectOption({ label: 'PP-H503 — Polipropileno H503' });
    await linhaDe(DO_CLIENTE.cProd).getByText('Vinculado a Polipropileno H503').waitFor();

    // Ignorar: the pallet's kg is no longer asked.
    await linhaDe(PALETE.cProd).getByRole('button', { name: 'Ignorar' }).click();
    await linhaDe(PALETE.cProd).getByText('Ignorado (sem estoque nem saldo)').waitFor();
    expect(await pesos.locator('tbody tr').count()).toBe(1);

    await page.getByLabel(`Peso em kg de ${SACO.cProd}`).fill('25');
    await page.getByLabel(`NCM de ${NOVO.cProd}`).fill('39011010');
    await page.getByRole('button', { name: 'Cadastrar todos' }).click();
    await page.getByText('1 produto(s) cadastrado(s) com sucesso!').waitFor();
    await linhaDe(NOVO.cProd).getByText('Cadastrado', { exact: true }).waitFor();
    const cadastrado = await api.call<{ data: { codigo_interno: string; ncm: string }[] }>(
      'GET',
      `/produtos?search=${NOVO.cProd}`,
    );
    expect(cadastrado.data).toEqual([
      expect.objectContaining({ codigo_interno: NOVO.cProd, ncm: '39011010' }),
    ]);

    await importar.click();
    await expectDialogs(dialogs, [`NF-e ${nNF} importada com sucesso.`]);
    await linhaDaNota(page, nNF).waitFor();
    expect(await produtos.count()).toBe(0);
    expect(await selecionados(page)).toBe(0);
    const itens = await itensDaNota(nNF);
    expect(
      itens.map(({ nome, id_produto, quantidade_kg, saldo_kg }) => ({
        nome,
        id_produto,
        quantidade_kg,
        saldo_kg,
      })),
    ).toEqual([
      { nome: SACO.xProd, id_produto: expect.any(Number), quantidade_kg: '1000.0000', saldo_kg: '1000.0000' },
      { nome: NOVO.xProd, id_produto: expect.any(Number), quantidade_kg: '150.0000', saldo_kg: '150.0000' },
      { nome: 'Polipropileno H503', id_produto: idPP, quantidade_kg: '300.0000', saldo_kg: '300.0000' },
    ]);

    // The client's next note in SC, with its own code for PP: nothing left to ask.
    dialogs.length = 0;
    const seguinte = nNF + 1;
    await inputXml(page).setInputFiles(
      arquivoXml({
        nNF: seguinte,
        itens: [
          { ...SACO, qCom: '12.0000', vProd: '2400.00' },
          { ...DO_CLIENTE, qCom: '100.0000', vProd: '800.00' },
        ],
      }),
    );
    await analisarEImportar(page);
    await expectDialogs(dialogs, [OK, `NF-e ${seguinte} importada com sucesso.`]);
    await linhaDaNota(page, seguinte).waitFor();
    expect((await itensDaNota(seguinte)).map((i) => [i.id_produto === idPP, i.quantidade_kg])).toEqual([
      [false, '300.0000'],
      [true, '100.0000'],
    ]);
    await page.context().close();
  }

  it('answers a note in SC with three unknown products in one table (Cadastrar todos, Vincular, Ignorar); the next SC note uses the remembered factor (1440x900)', async () => {
    await fluxo(TELA_LARGA, 401, 'A');
  });

  it('does the same on a phone (390x844)', async () => {
    await fluxo(PHONE, 411, 'B');
  });

  it("offers the one-item note's net weight, keeps the file when the questions are closed, and a single unknown product keeps SPEC's dialog, whose 'Ignorar' imports the note", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    const BIG_BAG: ItemRemessa = {
      cProd: 'BB-PP',
      xProd: 'PP em big bag',
      uCom: 'BB',
      qCom: '2.0000',
      vUnCom: '5000.00',
      vProd: '10000.00',
    };
    await criarProduto(api, BIG_BAG);
    await openEntradas(page, suite.app);
    await inputXml(page).setInputFiles(
      arquivoXml({ nNF: 421, itens: [BIG_BAG], volumes: [{ qVol: 2, esp: 'BIG BAG', pesoL: '2000.000' }] }),
    );
    await analisarEImportar(page);
    await page.getByRole('table', { name: 'Itens sem Peso em kg' }).waitFor();
    expect(await page.getByLabel('Como informar o peso de BB-PP').inputValue()).toBe('kg_total');
    expect(await page.getByLabel('Peso em kg de BB-PP').inputValue()).toBe('2.000,00');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByText('Importação cancelada: nenhuma nota foi importada.').waitFor();
    expect(await selecionados(page)).toBe(1);
    expect(await linhaDaNota(page, 421).count()).toBe(0);

    // Now the suggestion is taken as it is.
    await analisarEImportar(page);
    await page.getByRole('button', { name: 'Importar Nota' }).click();
    await expectDialogs(dialogs, ['NF-e 421 importada com sucesso.']);
    expect((await itensDaNota(421)).map((i) => i.quantidade_kg)).toEqual(['2000.0000']);

    dialogs.length = 0;
    const APARAS: ItemRemessa = {
      cProd: 'APARAS-PAPEL',
      xProd: 'Aparas de papelão',
      NCM: '47079000',
      qCom: '10.0000',
      vUnCom: '0.50',
      vProd: '5.00',
    };
    await inputXml(page).setInputFiles(arquivoXml({ nNF: 422, itens: [PP, APARAS] }));
    await analisarEImportar(page);
    const pergunta = dialogNamed(page, 'Produto Não Encontrado');
    await pergunta.getByText('APARAS-PAPEL').waitFor();
    await pergunta.getByRole('button', { name: 'Ignorar' }).click();
    await expectDialogs(dialogs, ['NF-e 422 importada com sucesso.']);
    expect((await itensDaNota(422)).map((i) => [i.id_produto, i.saldo_kg])).toEqual([[idPP, '1250.5000']]);
  });
});
