import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi } from '../cadastros/helpers';
import {
  abrir,
  configurarEmpresa,
  criarComprador,
  criarProduto,
  hojeMais,
  salvarRascunhoViaApi,
} from '../nfe/helpers';
import { useE2eSuite } from '../support/suite';

/**
 * Preferências > Contabilidade: the month's files for the accountant. Two sales are emitted to the simulator and
 * one cancelled through the API; the screen then downloads the period's .zip, with its progress, and the
 * archive holds both notes, the cancellation event and resumo.csv.
 */

type Emitida = { id: number; chave_acesso: string };

describe('Contabilidade: exportação do período', () => {
  const suite = useE2eSuite();
  let api: Api;
  const emitidas: Emitida[] = [];

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    const idProduto = await criarProduto(api, {
      nome: 'Tampa 28mm',
      codigo_interno: 'TAMPA-28',
      ncm: '39235000',
      preco_venda: '12.34',
      estoque_atual: '500.00',
      cfop_padrao: '5101',
    });
    const idCliente = await criarComprador(api);
    for (let i = 0; i < 2; i++) {
      const id = await salvarRascunhoViaApi(api, {
        id_cliente: idCliente,
        natureza_operacao: 'VENDA DE MERCADORIA',
        itens: [{ id_produto: idProduto, quantidade: '2', cfop: '5101' }],
      });
      const emitida = await api.call<{ chave_acesso: string }>('POST', `/nfe/emitir/${id}`, {
        data_vencimento: hojeMais(15),
      });
      emitidas.push({ id, chave_acesso: emitida.chave_acesso });
    }
    await api.call('POST', `/nfe/cancelar/${emitidas[1]?.id}`, {
      justificativa: 'Pedido cancelado pelo cliente antes da entrega',
    });
  });

  it("downloads the period's .zip from the screen: both notes, the cancellation and resumo.csv", async () => {
    const { page } = suite;
    await abrir(page, suite.app, '/preferencias/contabilidade', 'Contabilidade');
    // The API counts the period in Brasília days; the browser and this machine share a calendar here.
    const hoje = hojeMais(0);
    await page.getByLabel('De', { exact: true }).fill(hoje);
    await page.getByLabel('Até', { exact: true }).fill(hoje);
    // In simulação these notes are test documents: the default export (legal documents only) leaves them out.
    await page.getByLabel('Somente documentos de teste (simulação ou homologação, sem valor fiscal)').check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar arquivo .zip' }).click(),
    ]);
    const nome = `contabilidade-${hoje}-a-${hoje}-TESTE-simulacao-sem-valor-fiscal.zip`;
    expect(download.suggestedFilename()).toBe(nome);
    const caminho = await download.path();
    const concluido = page.getByText(`Arquivo ${nome} gerado: 4 arquivos`);
    await concluido.waitFor();
    expect(await concluido.textContent()).toContain('2 NF-e emitidas, 1 eventos de NF-e');

    const { stdout: teste } = await promisify(execFile)('unzip', ['-t', caminho]);
    expect(teste).toContain('No errors detected');
    const { stdout: lista } = await promisify(execFile)('unzip', ['-Z1', caminho]);
    const [primeira, segunda] = emitidas;
    expect(lista.trim().split('\n').sort()).toEqual(
      [
        `emitidas/NFe/${primeira?.chave_acesso}-procNFe.xml`,
        `emitidas/NFe/${segunda?.chave_acesso}-procNFe.xml`,
        `emitidas/eventos/${segunda?.chave_acesso}-110111-1-procEventoNFe.xml`,
        'resumo.csv',
      ].sort(),
    );
    // Each XML is the note's own download, byte for byte.
    const { stdout: xml } = await promisify(execFile)(
      'unzip',
      ['-p', caminho, `emitidas/NFe/${primeira?.chave_acesso}-procNFe.xml`],
      { encoding: 'buffer' },
    );
    const direto = await fetch(`${suite.app.baseUrl}/api/nfe/${primeira?.id}/xml`, {
      headers: { authorization: `Bearer ${api.token}` },
    });
    expect(Buffer.compare(xml, Buffer.from(await direto.arrayBuffer()))).toBe(0);
    expect((await readFile(caminho)).subarray(0, 4).toString('hex')).toBe('504b0304');
  });

  it("'Enviar ao contador' says what is missing when no mail server is configured", async () => {
    const { page } = suite;
    await abrir(page, suite.app, '/preferencias/contabilidade', 'Contabilidade');
    await page.getByRole('button', { name: 'Enviar ao contador' }).click();
    await page
      .getByText('Configure o servidor de e-mail (SMTP) em Dados da Empresa para enviar ao contador.')
      .waitFor();
  });
});
