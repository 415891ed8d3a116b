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
import { buildZip, remessaXml } from './remessa';

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
        'Cadastre-os e envie o XML desta nota sozinho para importá-la.',
      `remessas.zip › novembro/nfe-32.xmlJá importadaNF-e já importada (chave ${repetida.chave}).`,
      'remessas.zip › leia-me.txtIgnoradoNão é um arquivo .xml: ignorado.',
    ]);
    // A note inside a .zip has no file of its own to take through the registration questions.
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
});
