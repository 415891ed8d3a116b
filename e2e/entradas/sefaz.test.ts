import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, dialogNamed, expectDialogs, POLL } from '../cadastros/helpers';
import { useE2eSuite } from '../support/suite';
import { CLIENTE, configurarEmpresa, criarProduto, linhaDaNota, openEntradas, PEBD, PP } from './helpers';
import { remessaXml } from './remessa';

/**
 * 'Buscar na SEFAZ' in the browser, against the SEFAZ simulator the application runs in "simulação": a
 * client's note enters the Ambiente Nacional, the button brings its summary, 'Enviar Ciência' sends event
 * 210210 signed with the company's A1, 'Baixar XML' asks for the full XML by its key, and the note with a product not
 * registered goes through the 'Produto Não Encontrado' questions before it is imported with its kg.
 */

const PERGUNTA_CIENCIA =
  'Enviar a Ciência da Operação desta nota à SEFAZ? O evento fica registrado no Ambiente Nacional e libera o XML completo na próxima busca.';
const DATA_HORA = String.raw`\d{2}/\d{2}/\d{4} \d{2}:\d{2}`;

function documentos(page: Page): Locator {
  return page.getByRole('table', { name: 'Documentos na SEFAZ' }).locator('tbody tr:not(:has(td[colspan]))');
}

function buscarNaSefaz(page: Page) {
  return page.getByRole('button', { name: 'Buscar na SEFAZ' }).click();
}

describe('entradas: Buscar na SEFAZ', () => {
  const suite = useE2eSuite();
  let api: Api;
  let chave: string;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    await criarProduto(api, PP);
    // The client's remessa 301, authorised at its SEFAZ: PP is registered, PEBD-7 is not.
    const nota = remessaXml({ nNF: 301, itens: [PP, PEBD], comProtocolo: true });
    chave = nota.chave;
    await api.call('POST', '/upload/nfe-entrada/sefaz/simulacao/notas', { xml: nota.xml });
  });

  it('brings the summary, sends the ciência, fetches the XML by key, imports it after the product questions, then waits the hour', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, [true]);
    await openEntradas(page, suite.app);
    const secao = page.getByRole('region', { name: 'Documentos na SEFAZ' });
    await secao.getByText('Nunca').waitFor();

    await buscarNaSefaz(page);
    await expectDialogs(dialogs, [
      '1 documento recebido da SEFAZ: 1 resumo (envie a Ciência da Operação para receber o XML).',
    ]);
    const linha = documentos(page).filter({ hasText: chave });
    await linha.getByText('Resumo', { exact: true }).waitFor();
    expect(await linha.locator('td').allTextContents()).toEqual([
      `${chave}Resumo da NF-e`,
      `${CLIENTE}06157250000116`,
      'R$ 12.854,00',
      '20/11/2026',
      'Resumo',
      'Enviar CiênciaManifestar',
    ]);

    dialogs.length = 0;
    await linha.getByRole('button', { name: 'Enviar Ciência' }).click();
    await expectDialogs(dialogs, [
      PERGUNTA_CIENCIA,
      'Ciência da Operação registrada. O XML da nota chega na próxima busca na SEFAZ.',
    ]);
    await linha.getByText('Ciência enviada', { exact: true }).waitFor();

    // The Ambiente Nacional now hands over the procNFe, asked by its key: its PEBD-7 is not registered.
    dialogs.length = 0;
    await linha.getByRole('button', { name: 'Baixar XML' }).click();
    await expectDialogs(dialogs, ['XML recebido da SEFAZ. Cadastre os produtos da nota para importá-la.']);
    const completa = documentos(page).filter({ hasText: 'NF-e completa' });
    await completa.getByText('Produtos não cadastrados', { exact: true }).waitFor();
    expect(await documentos(page).count()).toBe(1);

    dialogs.length = 0;
    await completa.getByRole('button', { name: 'Importar' }).click();
    const pergunta = dialogNamed(page, 'Produto Não Encontrado');
    await pergunta.getByText('PEBD-7').waitFor();
    await pergunta.getByRole('button', { name: 'Sim, Cadastrar' }).click();
    const cadastro = dialogNamed(page, 'Cadastrar Novo Produto');
    expect(await cadastro.getByLabel('Código Interno (SKU)').inputValue()).toBe('PEBD-7');
    await cadastro.getByRole('button', { name: 'Salvar' }).click();
    await expectDialogs(dialogs, [
      'Produto "Polietileno de Baixa Densidade" cadastrado com sucesso!',
      'NF-e 301 importada com sucesso.',
    ]);
    await completa.getByText('Importada', { exact: true }).waitFor();
    await linhaDaNota(page, 301).waitFor();
    const itens = await api.call<{ codigo_produto?: string; nome: string; saldo_kg: string }[]>(
      'GET',
      `/upload/nfe-entrada/${(await api.call<{ data: { id: number }[] }>('GET', '/upload/nfe-entrada?search=301')).data[0]?.id}/itens`,
    );
    expect(itens.map((i) => i.saldo_kg).sort()).toEqual(['1250.5000', '300.0000']);

    // The query by NSU brings that procNFe again: already stored, nothing new.
    dialogs.length = 0;
    await buscarNaSefaz(page);
    await expectDialogs(dialogs, ['Nenhum documento novo na SEFAZ.']);
    // Nothing at all: SEFAZ asks for an hour before the next query, and the screen says until when.
    dialogs.length = 0;
    await buscarNaSefaz(page);
    await expect.poll(() => dialogs, POLL).toHaveLength(1);
    expect(dialogs[0]).toMatch(
      new RegExp(
        `^Nenhum documento novo na SEFAZ\\. Próxima consulta permitida a partir de ${DATA_HORA}\\.$`,
      ),
    );
    await expect
      .poll(async () => (await secao.locator('dl').textContent()) ?? '', POLL)
      .toMatch(new RegExp(`Próxima consulta permitida${DATA_HORA}`));
    await buscarNaSefaz(page);
    await expect.poll(() => dialogs, POLL).toHaveLength(2);
    expect(dialogs[1]).toMatch(
      new RegExp(`^A SEFAZ só permite uma nova consulta a partir de ${DATA_HORA}\\. Motivo: `),
    );
    await secao.getByRole('alert').filter({ hasText: 'A SEFAZ só permite uma nova consulta' }).waitFor();
  });
});
