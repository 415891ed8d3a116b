import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs } from '../cadastros/helpers';
import { useE2eSuite } from '../support/suite';
import {
  analisarEImportar,
  configurarEmpresa,
  criarProduto,
  importarViaApi,
  inputXml,
  linhaDaNota,
  openEntradas,
  PEAD,
  PP,
} from './helpers';
import { buildZip, type ItemRemessa, remessaXml } from './remessa';

describe('entradas: importação de um .zip de XML', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    await criarProduto(api, PP);
  });

  it('imports every XML of a .zip in one upload and lists what happened to each file of the archive', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await importarViaApi(suite.app, api, { nNF: 32, itens: [PP], comProtocolo: true });
    const repetida = remessaXml({ nNF: 32, itens: [PP], comProtocolo: true });
    const zip = buildZip([
      { name: 'novembro/' },
      { name: 'novembro/nfe-30.xml', content: remessaXml({ nNF: 30, itens: [PP], comProtocolo: true }).xml },
      {
        name: 'novembro/nfe-31.xml',
        content: remessaXml({ nNF: 31, itens: [PEAD, PP], comProtocolo: true }).xml,
      },
      { name: 'novembro/nfe-32.xml', content: repetida.xml },
      { name: 'leia-me.txt', content: 'remessas de novembro' },
    ]);
    await openEntradas(page, suite.app);
    expect(await inputXml(page).getAttribute('accept')).toBe(
      '.xml,.zip,text/xml,application/xml,application/zip',
    );
    await inputXml(page).setInputFiles({ name: 'remessas.zip', mimeType: 'application/zip', buffer: zip });
    await analisarEImportar(page);
    // The .zip's table asks about PEAD-01; closed unanswered, that note waits and the others are in.
    await page.getByRole('heading', { name: 'Perguntas do remessas.zip' }).waitFor();
    await page.getByRole('button', { name: 'Cancelar' }).click();

    await page
      .getByText(
        'Concluído: 1 importada(s), 1 já importada(s), 1 com produtos não cadastrados, 0 recusada(s), 2 ignorado(s).',
      )
      .waitFor();
    const lista = page.getByRole('list', { name: 'Resultado por ficheiro' });
    expect(await lista.getByRole('listitem').allTextContents()).toEqual([
      'remessas.zip › novembro/IgnoradoPasta: ignorada.',
      'remessas.zip › novembro/nfe-30.xmlImportadaNF-e 30 importada com sucesso.',
      'remessas.zip › novembro/nfe-31.xmlProdutos não cadastradosPEAD-01 (Polietileno de Alta Densidade). ' +
        'Envie o .zip de novo e responda às perguntas para importá-la.',
      `remessas.zip › novembro/nfe-32.xmlJá importadaNF-e já importada (chave ${repetida.chave}).`,
      'remessas.zip › leia-me.txtIgnoradoNão é um arquivo .xml: ignorado.',
    ]);
    // A note inside a .zip has no file of its own to take through the single note's questions.
    expect(await lista.getByRole('button', { name: 'Cadastrar produtos e importar' }).count()).toBe(0);
    const progresso = page.getByRole('progressbar', { name: 'Progresso da importação' });
    expect([await progresso.getAttribute('value'), await progresso.getAttribute('max')]).toEqual(['1', '1']);
    expect(dialogs).toEqual([]);
    await linhaDaNota(page, 30).waitFor();
    expect(await linhaDaNota(page, 31).count()).toBe(0);
  });

  it('shows why a hostile .zip was refused as a whole, next to the XML files selected with it', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    const zip = buildZip([
      { name: 'nfe-40.xml', content: remessaXml({ nNF: 40, itens: [PP] }).xml },
      { name: '../../etc/nfe-41.xml', content: remessaXml({ nNF: 41, itens: [PP] }).xml },
    ]);
    await openEntradas(page, suite.app);
    await inputXml(page).setInputFiles([
      { name: 'suspeito.zip', mimeType: 'application/zip', buffer: zip },
      {
        name: 'nfe-42.xml',
        mimeType: 'text/xml',
        buffer: Buffer.from(remessaXml({ nNF: 42, itens: [PP], comProtocolo: true }).xml),
      },
    ]);
    await analisarEImportar(page);

    await page
      .getByText(
        'Concluído: 1 importada(s), 0 já importada(s), 0 com produtos não cadastrados, 1 recusada(s).',
      )
      .waitFor();
    const lista = page.getByRole('list', { name: 'Resultado por ficheiro' });
    expect(await lista.getByRole('listitem').allTextContents()).toEqual([
      'suspeito.zipRecusadaO arquivo .zip contém um caminho inseguro (../../etc/nfe-41.xml) e foi recusado por inteiro. Nada foi importado.',
      'nfe-42.xmlImportadaNF-e 42 importada com sucesso.',
    ]);
    expect(dialogs).toEqual([]);
    await linhaDaNota(page, 42).waitFor();
    expect(await linhaDaNota(page, 40).count()).toBe(0);
  });

  it("asks every question of two new clients' notes in one table, grouped by emitente, and imports every file", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    const NORTE = { CNPJ: '12345678000195', xNome: 'Norte Embalagens Ltda' };
    const SUL = { CNPJ: '23456789000195', xNome: 'Sul Utilidades Ltda' };
    const saco = (n: number): ItemRemessa => ({
      cProd: 'NORTE-SC',
      xProd: 'PEAD em sacos',
      NCM: '39012029',
      uCom: 'SC',
      qCom: String(n),
      vUnCom: '200.00',
      vProd: (200 * n).toFixed(2),
    });
    const tampa = (n: number): ItemRemessa => ({
      cProd: 'SUL-UN',
      xProd: 'Tampa 28 mm',
      NCM: '39235000',
      uCom: 'UN',
      qCom: String(1000 * n),
      vUnCom: '0.10',
      vProd: (100 * n).toFixed(2),
    });
    const notas = [1, 2, 3].flatMap((n) => [
      {
        name: `norte/nfe-${50 + n}.xml`,
        content: remessaXml({ nNF: 50 + n, emitente: NORTE, itens: [saco(n)], comProtocolo: true }).xml,
      },
      {
        name: `sul/nfe-${60 + n}.xml`,
        content: remessaXml({ nNF: 60 + n, emitente: SUL, itens: [tampa(n)], comProtocolo: true }).xml,
      },
    ]);
    await openEntradas(page, suite.app);
    await inputXml(page).setInputFiles({
      name: 'clientes.zip',
      mimeType: 'application/zip',
      buffer: buildZip(notas),
    });
    await analisarEImportar(page);

    await page.getByRole('heading', { name: 'Perguntas do clientes.zip' }).waitFor();
    const emitentes = page.locator('.pendencias__emitente');
    expect(await emitentes.allTextContents()).toEqual([
      `${NORTE.xNome} (${NORTE.CNPJ})`,
      `${SUL.xNome} (${SUL.CNPJ})`,
    ]);
    await page.getByText('3 nota(s): norte/nfe-51.xml, norte/nfe-52.xml, norte/nfe-53.xml').waitFor();
    const produtos = page.getByRole('table', { name: 'Produtos Não Encontrados' });
    expect(await produtos.count()).toBe(2);
    const pesos = page.getByRole('table', { name: 'Itens sem Peso em kg' });
    expect(await pesos.nth(0).locator('tbody td').allTextContents()).toEqual(
      expect.arrayContaining(['NORTE-SC', '6 SC em 3 itens']),
    );
    // One answer for the emitente's three notes: per unit only.
    expect(await page.getByLabel(`Como informar o peso de NORTE-SC (${NORTE.xNome})`).isDisabled()).toBe(
      true,
    );
    const importar = page.getByRole('button', { name: 'Importar Notas' });
    expect(await importar.isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Cadastrar todos' }).click();
    await page.getByText('2 produto(s) cadastrado(s) com sucesso!').waitFor();
    await page.getByLabel(`Peso em kg de NORTE-SC (${NORTE.xNome})`).fill('25');
    await page.getByLabel(`Peso em kg de SUL-UN (${SUL.xNome})`).fill('0,0025');
    await importar.click();

    await page
      .getByText(
        'Concluído: 6 importada(s), 0 já importada(s), 0 com produtos não cadastrados, 0 recusada(s).',
      )
      .waitFor();
    const lista = page.getByRole('list', { name: 'Resultado por ficheiro' });
    expect(await lista.getByRole('listitem').allTextContents()).toEqual(
      notas.map(
        (n) => `clientes.zip › ${n.name}ImportadaNF-e ${n.name.replace(/\D/g, '')} importada com sucesso.`,
      ),
    );
    expect(await page.getByRole('heading', { name: 'Perguntas do clientes.zip' }).count()).toBe(0);
    expect(dialogs).toEqual([]);
    await linhaDaNota(page, 53).waitFor();
    const estoque = async (codigo: string) => {
      const { data } = await api.call<{ data: { codigo_interno: string; estoque_atual: string }[] }>(
        'GET',
        `/produtos?search=${codigo}`,
      );
      return data.map((p) => [p.codigo_interno, Number(p.estoque_atual)]);
    };
    // 1 + 2 + 3 sacks of 25 kg; 6 000 caps of 2,5 g.
    expect(await estoque('NORTE-SC')).toEqual([['NORTE-SC', 150]]);
    expect(await estoque('SUL-UN')).toEqual([['SUL-UN', 15]]);
  });
});
