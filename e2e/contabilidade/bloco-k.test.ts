import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi } from '../cadastros/helpers';
import { abrir, configurarEmpresa, criarProduto, hojeMais, importarRemessa } from '../nfe/helpers';
import { useE2eSuite } from '../support/suite';

/**
 * Contabilidade > Bloco K: the month's file for the accountant. A product with initial stock gives the month a
 * K200 of own stock; the screen validates, shows the result and downloads the ISO-8859-1 file. A product whose
 * name has a character the layout cannot hold makes the validator refuse the file: the findings name the
 * register and line, and the download is no longer offered. The inventory of a chosen day (Bloco H) comes in the
 * same file; a remessa of last month imported after last month's file went out shows the K280 and the
 * month-over-month warnings.
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

  it('writes the inventory of a chosen day (Bloco H) in the same file and shows its warning', async () => {
    const { page } = suite;
    const fim = new Date(Number(ano), Number(m), 0).getDate();
    await abrir(page, suite.app, '/contabilidade/bloco-k', 'Bloco K');
    await page.getByLabel('Mês', { exact: true }).fill(mes);
    await page.getByLabel('Inventário (Bloco H)').fill(`${ano}-${m}-${fim}`);
    // H001, H005, one H010, H990 and their four 9900: 27 + 8 lines.
    await page.getByText('Arquivo validado pelo validador do produto: 35 linhas, sem erros.').waitFor();
    const aviso = page.getByRole('row').filter({ hasText: 'H010' });
    await expect.poll(async () => (await aviso.textContent()) ?? '').toContain('Aviso');
    expect(await aviso.textContent()).toContain(
      'O H010 de PP-H503 (estoque próprio) vale 0,00: o estoque não tem custo registrado (estoque inicial sem custo). Informe o valor ao contador.',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar arquivo do Bloco K' }).click(),
    ]);
    const linhas = (await readFile(await download.path())).toString('latin1').split('\r\n');
    const dia = `${fim}${m}${ano}`;
    expect(linhas.slice(linhas.indexOf('|H001|0|'), linhas.indexOf('|K001|0|'))).toEqual([
      '|H001|0|',
      `|H005|${dia}|0,00|01|`,
      '|H010|PP-H503|KG|1250,500|0,000000|0,00|0|||||',
      '|H990|4|',
    ]);
    expect(linhas).toContain('|9900|H010|1|');
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

  it("warns on the screen when last month's exported balance changed: the K280 and the month over month", async () => {
    const anterior = new Date(Number(ano), Number(m) - 2, 1);
    const mesAnterior = `${anterior.getFullYear()}-${String(anterior.getMonth() + 1).padStart(2, '0')}`;
    const fimAnterior = new Date(anterior.getFullYear(), anterior.getMonth() + 1, 0).getDate();
    const pp = { cProd: 'PP-H503', xProd: 'Polipropileno H503', vUnCom: '8.40' };
    await importarRemessa(suite.app, api, {
      nNF: 4001,
      itens: [{ ...pp, qCom: '1000.0000', vProd: '8400.00' }],
      dhEmi: `${mesAnterior}-10T10:00:00-03:00`,
    });
    // Last month's file goes out (final), then a remessa of that month arrives late.
    const baixado = await fetch(`${suite.app.baseUrl}/api/contabilidade/bloco-k?mes=${mesAnterior}`, {
      headers: { authorization: `Bearer ${api.token}` },
    });
    expect(baixado.status, await baixado.clone().text()).toBe(200);
    await importarRemessa(suite.app, api, {
      nNF: 4002,
      itens: [{ ...pp, qCom: '50.0000', vProd: '420.00' }],
      dhEmi: `${mesAnterior}-20T10:00:00-03:00`,
    });
    const { page } = suite;
    await abrir(page, suite.app, '/contabilidade/bloco-k', 'Bloco K');
    await page.getByLabel('Mês', { exact: true }).fill(mes);
    const dia = `${String(fimAnterior).padStart(2, '0')}/${mesAnterior.slice(5)}/${mesAnterior.slice(0, 4)}`;
    const k280 = page.getByRole('row').filter({ hasText: 'o K280 corrige' });
    await expect.poll(async () => (await k280.textContent()) ?? '').toContain('AvisoK280');
    expect(await k280.textContent()).toContain(
      `O saldo de PP-H503 de Embalagens Paulista Ltda em ${dia} foi exportado com 1.000,00 kg e hoje é 1.050,00 kg: o K280 corrige +50,00 kg.`,
    );
    const mesAMes = page.getByRole('row').filter({ hasText: 'não fecha' });
    expect(await mesAMes.textContent()).toContain(
      `O saldo de PP-H503 de Embalagens Paulista Ltda não fecha: K200 de ${dia} (exportado) 1.000,00 kg + entradas 0,00 kg − saídas 0,00 kg = 1.000,00 kg`,
    );
  });
});
