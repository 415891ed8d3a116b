import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi } from '../cadastros/helpers';
import { abrir, configurarEmpresa, criarProduto, hojeMais } from '../nfe/helpers';
import { useE2eSuite } from '../support/suite';

/**
 * Contabilidade > Bloco K: the month's file for the accountant. A product with initial stock gives the month a
 * K200 of own stock; the screen validates, shows the result and downloads the ISO-8859-1 file. A product whose
 * name has a character the layout cannot hold makes the validator refuse the file: the findings name the
 * register and line, and the download is no longer offered.
 */
describe('Contabilidade: Bloco K', () => {
  const suite = useE2eSuite();
  let api: Api;
  const mes = hojeMais(0).slice(0, 7);
  const [ano, m] = hojeMais(0).split('-');

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    await criarProduto(api, {
      nome: 'Polipropileno Homopolímero',
      codigo_interno: 'PP-H503',
      estoque_atual: '1250.50',
    });
  });

  it('validates the month and downloads the file in ISO-8859-1', async () => {
    const { page } = suite;
    await abrir(page, suite.app, '/contabilidade/bloco-k', 'Bloco K');
    await page.getByLabel('Mês', { exact: true }).fill(mes);
    await page.getByText('Arquivo validado pelo validador do produto: 27 linhas, sem erros.').waitFor();
    await page.getByText('Nenhum erro ou aviso.').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar arquivo do Bloco K' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`bloco-k-${mes}.txt`);
    const bytes = await readFile(await download.path());
    const linhas = bytes.toString('latin1').split('\r\n');
    const fim = new Date(Number(ano), Number(m), 0).getDate();
    expect(linhas).toContain('|0200|PP-H503|Polipropileno Homopolímero|||KG|01|39021020||||||');
    expect(linhas).toContain(`|K200|${fim}${m}${ano}|PP-H503|1250,500|0||`);
    // 'í' is one Latin-1 byte (0xED).
    expect(bytes.includes(Buffer.from([0x6c, 0xed, 0x6d]))).toBe(true);
  });

  it('lists what the validator refused and offers no download', async () => {
    await criarProduto(api, {
      nome: 'Tampa 28 mm – branca',
      codigo_interno: 'TAMPA-28',
      estoque_atual: '10',
    });
    const { page } = suite;
    await abrir(page, suite.app, '/contabilidade/bloco-k', 'Bloco K');
    await page.getByLabel('Mês', { exact: true }).fill(mes);
    await page
      .getByText('O arquivo tem 1 erro(s) e não pode ser baixado: corrija os cadastros indicados abaixo.')
      .waitFor();
    const linha = page.getByRole('row').filter({ hasText: 'ISO-8859-1' });
    await expect.poll(async () => (await linha.textContent()) ?? '').toContain('Erro0200');
    expect(await linha.textContent()).toContain(
      'A linha tem caracteres que a codificação ISO-8859-1 do leiaute não admite.',
    );
    expect(await page.getByRole('button', { name: 'Baixar arquivo do Bloco K' }).isDisabled()).toBe(true);
  });
});
