import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, dialogNamed, expectDialogs, POLL } from '../cadastros/helpers';
import { useE2eSuite } from '../support/suite';
import {
  analisarEImportar,
  arquivoXml,
  CLIENTE,
  configurarEmpresa,
  criarProduto,
  importarViaApi,
  inputXml,
  linhaDaNota,
  linhas,
  openEntradas,
  PEAD,
  PEBD,
  PP,
} from './helpers';
import { formComXml, remessaXml } from './remessa';

const OK = 'Todos os produtos OK. A importar nota fiscal...';
const SELECIONE = 'Por favor, selecione um ficheiro XML.';

describe('entradas: importação de XML', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    await criarProduto(api, PP);
  });

  /** The server's own answer to an analysis of this content, to compare the alert with. */
  async function erroDaAnalise(conteudo: string, nome: string): Promise<string> {
    const response = await fetch(`${suite.app.baseUrl}/api/upload/nfe-entrada/analisar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}` },
      body: formComXml(conteudo, nome),
    });
    expect(response.status).toBe(400);
    return ((await response.json()) as { error: string }).error;
  }

  async function selecionados(page: Page): Promise<number> {
    return inputXml(page).evaluate((input) => (input as HTMLInputElement).files?.length ?? 0);
  }

  it('refuses to analyse without a file or with a file that is not .xml, and shows why a broken XML is refused', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    const analises: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/upload/nfe-entrada/analisar')) analises.push(request.url());
    });
    await openEntradas(page, suite.app);
    expect(await inputXml(page).getAttribute('accept')).toBe(
      '.xml,.zip,text/xml,application/xml,application/zip',
    );

    await analisarEImportar(page);
    await expectDialogs(dialogs, [SELECIONE]);

    await inputXml(page).setInputFiles({
      name: 'leia-me.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('oi'),
    });
    await analisarEImportar(page);
    await expectDialogs(dialogs, [SELECIONE, SELECIONE]);
    expect(analises).toEqual([]);

    const conteudo = 'isto não é um XML';
    const motivo = await erroDaAnalise(conteudo, 'falso.xml');
    await inputXml(page).setInputFiles({
      name: 'falso.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(conteudo),
    });
    await analisarEImportar(page);
    await expectDialogs(dialogs, [SELECIONE, SELECIONE, motivo]);
    expect(motivo).not.toBe('Erro desconhecido na análise.');
    await page.getByRole('alert').filter({ hasText: motivo }).waitFor();
    expect(analises).toHaveLength(1);
    await page.getByText('Nenhuma nota importada.').waitFor();
  });

  it("imports at once when every product is registered: 'Todos os produtos OK...', the server's message, cleared file, history at page 1", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openEntradas(page, suite.app);
    await inputXml(page).setInputFiles(arquivoXml({ nNF: 1, itens: [PP], comProtocolo: true }));
    expect(await selecionados(page)).toBe(1);
    await analisarEImportar(page);
    await expectDialogs(dialogs, [OK, 'NF-e 1 importada com sucesso.']);
    await page.getByRole('status').filter({ hasText: 'NF-e 1 importada com sucesso.' }).waitFor();
    expect(await page.getByText('Avisos:').count()).toBe(0);
    expect(await selecionados(page)).toBe(0);

    const linha = linhaDaNota(page, 1);
    await linha.waitFor();
    const celulas = await linha.locator('td').allTextContents();
    expect(celulas.slice(0, 3)).toEqual([CLIENTE, '1', '20/11/2026']);
    expect(celulas[3]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(celulas.slice(4)).toEqual(['Pendente', 'Ver ItensConfirmar RecebimentoManifestar']);
  });

  it('shows the warnings of an unsigned note without an authorisation protocol, on the result and on the row, waiting for an Administrador', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openEntradas(page, suite.app);
    await inputXml(page).setInputFiles(arquivoXml({ nNF: 2, itens: [PP], assinar: false }));
    await analisarEImportar(page);
    const recebida = 'NF-e 2 recebida com assinatura inválida: aguarda a confirmação de um Administrador.';
    await expectDialogs(dialogs, [OK, recebida]);
    const resultado = page.getByRole('status').filter({ hasText: recebida });
    await resultado.getByText('Assinatura inválida', { exact: true }).waitFor();
    await resultado.getByText('Sem protocolo de autorização').waitFor();
    const linha = linhaDaNota(page, 2);
    await linha.getByText('Sem protocolo de autorização').waitFor();
    expect(await linha.locator('td').nth(4).textContent()).toBe(
      'PendenteAssinatura inválidaSem protocolo de autorizaçãoAguarda confirmação da assinatura',
    );
  });

  it('says the note is already imported, with its access key', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    const { chave } = remessaXml({ nNF: 1, itens: [PP], comProtocolo: true });
    await openEntradas(page, suite.app);
    await inputXml(page).setInputFiles(arquivoXml({ nNF: 1, itens: [PP], comProtocolo: true }));
    await analisarEImportar(page);
    await expectDialogs(dialogs, [OK, `NF-e já importada (chave ${chave}).`]);
    await page.getByRole('alert').filter({ hasText: chave }).waitFor();
    expect(await selecionados(page)).toBe(0);
    expect(await linhas(page).count()).toBe(2);
  });

  it("asks about one unregistered product with SPEC's dialog: registered from the form, then, on another note, 'Ignorar' imports the note without that item", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    const nota = { nNF: 3, itens: [PP, PEAD], comProtocolo: true };
    await openEntradas(page, suite.app);
    await inputXml(page).setInputFiles(arquivoXml(nota));
    await analisarEImportar(page);

    const pergunta = dialogNamed(page, 'Produto Não Encontrado');
    await pergunta.getByText('PEAD-01').waitFor();
    expect(await pergunta.getByText('Polietileno de Alta Densidade').isVisible()).toBe(true);
    await pergunta.getByRole('button', { name: 'Sim, Cadastrar' }).click();

    const cadastro = dialogNamed(page, 'Cadastrar Novo Produto');
    expect(await cadastro.getByLabel('Nome').inputValue()).toBe('Polietileno de Alta Densidade');
    expect(await cadastro.getByLabel('Código Interno (SKU)').inputValue()).toBe('PEAD-01');
    expect(await cadastro.getByLabel('NCM').inputValue()).toBe('39012029');
    await cadastro.getByLabel('Nome').fill('');
    await cadastro.getByRole('button', { name: 'Salvar' }).click();
    await cadastro.getByText('Campo obrigatório.').waitFor();
    await cadastro.getByLabel('Nome').fill('PEAD Alta Densidade');
    await cadastro.getByRole('button', { name: 'Salvar' }).click();
    await expectDialogs(dialogs, [
      'Produto "PEAD Alta Densidade" cadastrado com sucesso!',
      'NF-e 3 importada com sucesso.',
    ]);
    await linhaDaNota(page, 3).waitFor();
    expect(await pergunta.isVisible()).toBe(false);
    expect(await selecionados(page)).toBe(0);
    const produtos = await api.call<{ data: { codigo_interno: string; nome: string }[] }>(
      'GET',
      '/produtos?search=PEAD-01',
    );
    expect(produtos.data).toEqual([
      expect.objectContaining({ codigo_interno: 'PEAD-01', nome: 'PEAD Alta Densidade' }),
    ]);

    // Another note: PEBD-7 ignored, the note is imported with PP alone in stock and balance.
    dialogs.length = 0;
    await inputXml(page).setInputFiles(arquivoXml({ nNF: 5, itens: [PP, PEBD], comProtocolo: true }));
    await analisarEImportar(page);
    await pergunta.getByText('PEBD-7').waitFor();
    await pergunta.getByRole('button', { name: 'Ignorar' }).click();
    await expectDialogs(dialogs, ['NF-e 5 importada com sucesso.']);
    await linhaDaNota(page, 5).waitFor();
    const pebd = await api.call<{ data: unknown[] }>('GET', '/produtos?search=PEBD-7');
    expect(pebd.data).toEqual([]);
  });

  it("keeps the form open with the server's reason when the product cannot be registered, and a closed question cancels the import", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    const PS = {
      cProd: 'PS-CRISTAL',
      xProd: 'Poliestireno Cristal',
      NCM: '39031900',
      qCom: '50',
      vUnCom: '10',
      vProd: '500.00',
    };
    await openEntradas(page, suite.app);
    await inputXml(page).setInputFiles(arquivoXml({ nNF: 4, itens: [PS] }));
    await analisarEImportar(page);
    const pergunta = dialogNamed(page, 'Produto Não Encontrado');
    await pergunta.getByRole('button', { name: 'Sim, Cadastrar' }).click();
    const cadastro = dialogNamed(page, 'Cadastrar Novo Produto');
    await cadastro.getByLabel('NCM').fill('99999999');
    await cadastro.getByText('NCM não encontrado na tabela NCM.').waitFor();
    await cadastro.getByRole('button', { name: 'Salvar' }).click();
    await expectDialogs(dialogs, ['Erro ao cadastrar produto.']);
    await cadastro.getByText('NCM 99999999 não existe na tabela NCM.').waitFor();

    await cadastro.getByRole('button', { name: 'Cancelar' }).click();
    await pergunta.getByText('PS-CRISTAL').waitFor();
    await pergunta.getByRole('button', { name: 'Fechar' }).click();
    await page.getByText('Importação cancelada: nenhuma nota foi importada.').waitFor();
    expect(await selecionados(page)).toBe(1);
    expect(await linhaDaNota(page, 4).count()).toBe(0);
    expect(dialogs).toEqual(['Erro ao cadastrar produto.']);
  });

  it('imports several files one after another, with a result per file, and resolves the missing products of one', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    const ABS = {
      cProd: 'ABS-9',
      xProd: 'ABS Natural',
      NCM: '39033020',
      qCom: '75',
      vUnCom: '12',
      vProd: '900.00',
    };
    await importarViaApi(suite.app, api, { nNF: 12, itens: [PP], comProtocolo: true });
    await openEntradas(page, suite.app);
    await inputXml(page).setInputFiles([
      arquivoXml({ nNF: 10, itens: [PP], comProtocolo: true }),
      arquivoXml({ nNF: 12, itens: [PP], comProtocolo: true }, 'repetida.xml'),
      arquivoXml({ nNF: 11, itens: [ABS, PP], comProtocolo: true }),
      { name: 'leia-me.txt', mimeType: 'text/plain', buffer: Buffer.from('oi') },
      { name: 'truncado.xml', mimeType: 'text/xml', buffer: Buffer.from('<nfeProc><NFe><infNFe>') },
    ]);
    await analisarEImportar(page);

    const lista = page.getByRole('list', { name: 'Resultado por ficheiro' });
    await page
      .getByText(
        'Concluído: 1 importada(s), 1 já importada(s), 1 com produtos não cadastrados, 2 recusada(s).',
      )
      .waitFor();
    const itens = await lista.getByRole('listitem').allTextContents();
    expect(itens[0]).toBe('nfe-10.xmlImportadaNF-e 10 importada com sucesso.');
    expect(itens[1]).toBe('repetida.xmlJá importadaNF-e 12 já importada.');
    expect(itens[2]).toBe(
      'nfe-11.xmlProdutos não cadastradosABS-9 (ABS Natural)Cadastrar produtos e importar',
    );
    expect(itens[3]).toBe('leia-me.txtRecusadaNão é um ficheiro XML.');
    expect(itens[4]).toMatch(/^truncado\.xmlRecusada.+/);
    expect(itens[4]).not.toContain('Erro desconhecido');
    expect(
      await page.getByRole('progressbar', { name: 'Progresso da importação' }).getAttribute('value'),
    ).toBe('5');
    expect(dialogs).toEqual([]);
    expect(await selecionados(page)).toBe(0);
    await linhaDaNota(page, 10).waitFor();
    expect(await linhaDaNota(page, 11).count()).toBe(0);

    await lista.getByRole('button', { name: 'Cadastrar produtos e importar' }).click();
    await dialogNamed(page, 'Produto Não Encontrado').getByRole('button', { name: 'Sim, Cadastrar' }).click();
    await dialogNamed(page, 'Cadastrar Novo Produto').getByRole('button', { name: 'Salvar' }).click();
    await expectDialogs(dialogs, [
      'Produto "ABS Natural" cadastrado com sucesso!',
      'NF-e 11 importada com sucesso.',
    ]);
    await expect
      .poll(async () => (await lista.getByRole('listitem').allTextContents())[2], POLL)
      .toBe('nfe-11.xmlImportadaNF-e 11 importada com sucesso.');
    await linhaDaNota(page, 11).waitFor();
  });
});
