import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { retornoBb240 } from '../../apps/api/test/cobranca/cnab-fixtures';
import { type Api, adminApi, POLL, waitForHeading } from '../cadastros/helpers';
import { EMPRESA } from '../nfe/helpers';
import { useE2eSuite } from '../support/suite';
import {
  categoriaId,
  cells,
  criarCliente,
  criarLancamento,
  type Lancamento,
  lancamentoAtual,
  openScreen,
} from './helpers';

/**
 * Financeiro > Cobrança: two receivables of the default Banco do Brasil account ticked into a CNAB 240 remessa
 * (downloaded), then the bank's return file (built from the FEBRABAN field table) imported: one settled with
 * juros, desconto and tarifa, one rejected with the bank's reason and back among those to send.
 */
describe('Financeiro > Cobrança', () => {
  const suite = useE2eSuite();
  let api: Api;
  let nota801: Lancamento;
  let nota802: Lancamento;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await api.call('PUT', '/preferencias/empresa', EMPRESA);
    await api.call('POST', '/financeiro/contas-bancarias', {
      descricao: 'BB cobrança',
      banco: '001',
      agencia: '3174-7',
      conta: '00011672-6',
      carteira: '17',
      convenio: '1474166',
      variacao_carteira: '019',
      proximo_nosso_numero: 900,
      padrao: true,
    });
    const cliente = await criarCliente(api, 'Injetora Paulista Ltda');
    const idCategoria = await categoriaId(api, 'Serviços de Industrialização');
    const receber = (descricao: string, valor: string) =>
      criarLancamento(api, {
        descricao,
        tipo: 'RECEITA',
        valor_original: valor,
        data_vencimento: '2026-12-05',
        id_categoria: idCategoria,
        id_cliente: cliente,
      });
    nota801 = await receber('NF-e 801', '1500.00');
    nota802 = await receber('NF-e 802', '250.50');
  });

  it('generates the remessa of the ticked receivables, imports the return and shows what each ocorrência did', async () => {
    const { page, app } = suite;
    await openScreen(page, app, '/financeiro/cobranca');
    await waitForHeading(page, 'Cobrança');
    const titulos = page.getByRole('table', { name: 'Títulos da cobrança' });
    const linha801 = titulos.locator('tbody tr', { hasText: 'NF-e 801' });
    await linha801.waitFor();
    expect(await cells(linha801)).toEqual([
      '',
      'NF-e 801',
      'Injetora Paulista Ltda',
      '05/12/2026',
      'R$ 1.500,00',
      '—',
      'Sem boleto (emitido na remessa)',
    ]);
    await page.getByRole('checkbox', { name: 'Selecionar NF-e 801' }).check();
    await page.getByRole('checkbox', { name: 'Selecionar NF-e 802' }).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Gerar remessa (2)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('remessa-001-000001.rem');
    const remessa = (await readFile(await download.path(), 'latin1')).split('\r\n');
    expect(remessa.slice(0, -1).map((l) => l.length)).toEqual(Array(10).fill(240));
    await page
      .getByText('Remessa 1 gerada com 2 título(s): envie o arquivo remessa-001-000001.rem ao banco.')
      .waitFor();
    await page.getByText('Nenhuma conta a receber nesta situação.').waitFor();
    await page.getByRole('button', { name: 'Baixar remessa-001-000001.rem' }).waitFor();

    const comum = { vencimento: '05122026', dataOcorrencia: '08122026', dataCredito: '09122026' };
    const retorno = retornoBb240([
      {
        ...comum,
        codigo: '06',
        nossoNumero: 900,
        idLancamento: nota801.id,
        valorTitulo: '1500.00',
        juros: '25.35',
        desconto: '5.00',
        pago: '1520.35',
        tarifa: '2.50',
      },
      {
        ...comum,
        codigo: '03',
        nossoNumero: 901,
        idLancamento: nota802.id,
        valorTitulo: '250.50',
        motivos: '48',
      },
    ]);
    await page.getByLabel('Arquivo de retorno').setInputFiles({
      name: 'retorno-bb.ret',
      mimeType: 'text/plain',
      buffer: Buffer.from(retorno, 'latin1'),
    });
    await page.getByRole('button', { name: 'Importar retorno' }).click();
    await page.getByText('Retorno importado: 2 ocorrência(s), 2 aplicada(s).').waitFor();
    const resultado = page.getByRole('table', { name: /Retorno importado: BB cobrança/ });
    expect(await resultado.locator('thead th').allTextContents()).toEqual([
      'Ocorrência',
      'Título',
      'Valor pago',
      'Juros/multa',
      'Desconto',
      'Tarifa',
      'Resultado',
    ]);
    const linhas = resultado.locator('tbody tr');
    expect(await cells(linhas.nth(0))).toEqual([
      '06 - Liquidação',
      'NF-e 801',
      'R$ 1.520,35',
      'R$ 25,35',
      'R$ 5,00',
      'R$ 2,50',
      'Liquidado: conta a receber baixada',
    ]);
    expect(await cells(linhas.nth(1))).toEqual([
      '03 - Entrada rejeitada',
      'NF-e 802',
      'R$ 0,00',
      'R$ 0,00',
      'R$ 0,00',
      'R$ 0,00',
      "Rejeitado: CEP inválido (motivo 48). O título volta para 'a enviar'",
    ]);
    const pago = await lancamentoAtual(api, 'contas-a-receber', 'NF-e 801');
    expect([pago.status, pago.valor_pago_recebido, pago.valor_juros_multa, pago.valor_desconto]).toEqual([
      'Pago',
      '1520.35',
      '25.35',
      '5.00',
    ]);

    // The rejected title is back among those to send, with the bank's reason.
    await page.getByLabel('Mostrar').selectOption({ label: 'Rejeitados' });
    const linha802 = titulos.locator('tbody tr', { hasText: 'NF-e 802' });
    await expect
      .poll(async () => (await linha802.count()) === 1 && (await cells(linha802)).at(-1), POLL)
      .toBe('Rejeitado: CEP inválido (motivo 48)');
  });
});

describe('Financeiro > Cobrança on a phone (390 px)', () => {
  const suite = useE2eSuite({}, { viewport: { width: 390, height: 844 } });

  beforeAll(async () => {
    const api = await adminApi(suite.app);
    await api.call('PUT', '/preferencias/empresa', EMPRESA);
    await api.call('POST', '/financeiro/contas-bancarias', {
      descricao: 'BB cobrança',
      banco: '001',
      agencia: '3174-7',
      conta: '00011672-6',
      carteira: '17',
      convenio: '1474166',
      variacao_carteira: '019',
      padrao: true,
    });
    await criarLancamento(api, {
      descricao: 'NF-e 901',
      tipo: 'RECEITA',
      valor_original: '99.90',
      data_vencimento: '2026-12-05',
      id_categoria: await categoriaId(api, 'Serviços de Industrialização'),
      id_cliente: await criarCliente(api, 'Injetora Paulista Ltda'),
    });
  });

  it('shows each receivable as a labelled card, nothing wider than the screen, and generates the remessa', async () => {
    const { page, app } = suite;
    await openScreen(page, app, '/financeiro/cobranca');
    await waitForHeading(page, 'Cobrança');
    const cartao = page
      .getByRole('table', { name: 'Títulos da cobrança' })
      .locator('tbody tr', { hasText: 'NF-e 901' });
    await cartao.waitFor();
    // Each cell on its own line, its column's name beside it (data-table.css under 600 px).
    expect(
      await cartao.locator('td').evaluateAll((tds) => tds.map((td) => td.getAttribute('data-label'))),
    ).toEqual(['Selecionar', 'Descrição', 'Cliente', 'Vencimento', 'Valor', 'Nosso número', 'Situação']);
    // Nothing sticks out of the screen, and no table needs its own scroll (the names of what does, if it fails).
    const fora = await page.evaluate(() => {
      const nomes: string[] = [];
      for (const el of Array.from(document.querySelectorAll('main *'))) {
        if (el.closest('thead')) continue;
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.right > window.innerWidth + 0.5)
          nomes.push(`${el.tagName.toLowerCase()}.${el.className}`);
      }
      for (const t of Array.from(document.querySelectorAll<HTMLElement>('.data-table'))) {
        if (t.scrollWidth > t.clientWidth + 1) nomes.push('rolagem de tabela');
      }
      return { largura: document.scrollingElement?.scrollWidth ?? 0, nomes: nomes.slice(0, 8) };
    });
    expect(fora).toEqual({ largura: 390, nomes: [] });
    await page.getByRole('checkbox', { name: 'Selecionar NF-e 901' }).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Gerar remessa (1)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('remessa-001-000001.rem');
  });
});
