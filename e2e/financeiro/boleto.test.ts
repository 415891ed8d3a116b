import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, rowWith, waitForHeading } from '../cadastros/helpers';
import { EMPRESA } from '../nfe/helpers';
import { useE2eSuite } from '../support/suite';
import { categoriaId, criarCliente, criarLancamento, openScreen } from './helpers';

const run = promisify(execFile);

/**
 * The Itaú carteira 109 example published in kivanio/brcobranca @ 325e0ea, spec/brcobranca/boleto/itau_spec.rb
 * ("Gerar boleto"): agência 1248, conta 02124-6, nosso número 00010152, vencimento 20/05/2029, R$ 6.757,87.
 */
const CODIGO_PUBLICADO = '34194254800006757871090001015271248021246000';

describe('Contas a Receber > Boleto', () => {
  const suite = useE2eSuite();
  let api: Api;
  let dir: string;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    dir = await mkdtemp(path.join(tmpdir(), 'boleto-e2e-'));
    await api.call('PUT', '/preferencias/empresa', EMPRESA);
    await criarLancamento(api, {
      descricao: 'Moagem lote 12',
      tipo: 'RECEITA',
      valor_original: '6757.87',
      data_vencimento: '2029-05-20',
      id_categoria: await categoriaId(api, 'Serviços de Industrialização'),
      id_cliente: await criarCliente(api, 'Injetora Paulista Ltda'),
    });
    await api.call('POST', '/financeiro/contas-bancarias', {
      descricao: 'Itaú cobrança',
      banco: '341',
      agencia: '1248',
      conta: '02124-6',
      carteira: '109',
      proximo_nosso_numero: 10152,
      padrao: true,
    });
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it("saves the receivable's boleto, whose barcode zbarimg reads as the bank's published example", async () => {
    const { page, app } = suite;
    await openScreen(page, app, '/financeiro/contas-a-receber');
    await waitForHeading(page, 'Contas a Receber (1 no total)');
    const row = rowWith(page, 'Moagem lote 12');
    expect(await row.getByRole('button').allTextContents()).toEqual([
      'Dar Baixa',
      'Boleto',
      'Editar',
      'Excluir',
    ]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Boleto' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^boleto-\d+\.pdf$/);
    const pdf = path.join(dir, 'boleto.pdf');
    await download.saveAs(pdf);
    await run('pdftoppm', ['-r', '300', '-png', '-singlefile', pdf, path.join(dir, 'pagina')]);
    const { stdout } = await run('zbarimg', ['-q', '--raw', path.join(dir, 'pagina.png')]);
    expect(stdout.trim()).toBe(CODIGO_PUBLICADO);
    const { stdout: texto } = await run('pdftotext', ['-layout', pdf, '-']);
    expect(texto).toContain('34191.09008 01015.271248 80212.460002 4 25480000675787');
    expect(texto).toContain('109/00010152-7');
  });
});
