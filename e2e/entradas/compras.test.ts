import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, expectDialogs } from '../cadastros/helpers';
import { useE2eSuite } from '../support/suite';
import {
  analisarEImportar,
  configurarEmpresa,
  criarProduto,
  inputXml,
  linhaDaNota,
  openEntradas,
  PP,
} from './helpers';
import { compraXml } from './remessa';

const OK = 'Todos os produtos OK. A importar nota fiscal...';

// Issue 24: a supplier's note goes to own stock with its payables, and the screen says so item by item.
describe('entradas: notas de compra', () => {
  const suite = useE2eSuite();
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    await criarProduto(api, PP);
  });

  it("shows each item's path, the supplier and the payables a purchase created, and marks the row", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openEntradas(page, suite.app);
    const { xml } = compraXml({
      nNF: 9001,
      itens: [{ ...PP, vIPI: '65.00', vFrete: '12.50' }],
      comProtocolo: true,
      duplicatas: [
        { nDup: '001', dVenc: '2026-12-20', vDup: '5040.75' },
        { nDup: '002', dVenc: '2027-01-19', vDup: '5040.75' },
      ],
    });
    await inputXml(page).setInputFiles({
      name: 'compra.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(xml),
    });
    await analisarEImportar(page);
    await expectDialogs(dialogs, [OK, 'NF-e 9001 importada com sucesso.']);
    const resultado = page.getByRole('status').filter({ hasText: 'NF-e 9001 importada com sucesso.' });
    await resultado.waitFor();
    expect(await resultado.getByRole('list', { name: 'Destino de cada item' }).textContent()).toBe(
      '1 · PP-H503 · CFOP 5101 · Compra (estoque próprio)',
    );
    expect(await resultado.textContent()).toMatch(
      /Fornecedor Resinas Brasil Comercio Ltda \(cód\. \d+\) e 2 conta\(s\) a pagar \(nº \d+, \d+\)\./,
    );
    // The list refreshes after the result is shown: wait for the row rather than read it once.
    await linhaDaNota(page, 9001).getByText('Compra', { exact: true }).waitFor();
  });

  it('asks the path of a CFOP the table does not settle in the import table, then imports', async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await openEntradas(page, suite.app);
    const { xml } = compraXml({
      nNF: 9002,
      emitente: { CNPJ: '27265983000144', xNome: 'Aditivos Sul Ltda' },
      itens: [{ ...PP, CFOP: '5949' }],
      comProtocolo: true,
    });
    await inputXml(page).setInputFiles({ name: 'outra.xml', mimeType: 'text/xml', buffer: Buffer.from(xml) });
    await analisarEImportar(page);
    const tabela = page.getByRole('region', { name: 'CFOPs sem Destino' });
    await tabela.waitFor();
    expect(await tabela.locator('tbody td').allTextContents()).toEqual([
      '5949',
      'Outra saída de mercadoria ou prestação de serviço não especificado',
      'PP-H503 - Polipropileno H503',
      'Escolha...Material do cliente (industrialização)Compra (estoque próprio)',
    ]);
    const importar = page.getByRole('button', { name: 'Importar Nota' });
    expect(await importar.isDisabled()).toBe(true);
    await page.getByText('Escolha o destino dos itens do CFOP 5949.').waitFor();
    await page.getByLabel('Destino dos itens do CFOP 5949').selectOption('proprio');
    await importar.click();
    await expectDialogs(dialogs, ['NF-e 9002 importada com sucesso.']);
    await page
      .getByRole('status')
      .filter({ hasText: '1 · PP-H503 · CFOP 5949 · Compra (estoque próprio)' })
      .waitFor();
  });
});
