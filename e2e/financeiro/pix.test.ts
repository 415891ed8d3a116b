import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, dialogNamed, rowWith, waitForHeading } from '../cadastros/helpers';
import { EMPRESA } from '../nfe/helpers';
import { useE2eSuite } from '../support/suite';
import { categoriaId, criarCliente, criarLancamento, openScreen } from './helpers';

const run = promisify(execFile);

describe('Contas a Receber > PIX', () => {
  const suite = useE2eSuite();
  let api: Api;
  let dir: string;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    dir = await mkdtemp(path.join(tmpdir(), 'pix-e2e-'));
    await api.call('PUT', '/preferencias/empresa', EMPRESA);
    const cliente = await criarCliente(api, 'Injetora Paulista Ltda');
    await criarLancamento(api, {
      descricao: 'Moagem lote 9',
      tipo: 'RECEITA',
      valor_original: '1234.56',
      data_vencimento: '2025-03-31',
      id_categoria: await categoriaId(api, 'Serviços de Industrialização'),
      id_cliente: cliente,
    });
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('offers no PIX without a key; with one, shows the QR a camera reads and the same Pix Copia e Cola', async () => {
    const { page, app } = suite;
    await openScreen(page, app, '/financeiro/contas-a-receber');
    await waitForHeading(page, 'Contas a Receber (1 no total)');
    expect(await rowWith(page, 'Moagem lote 9').getByRole('button').allTextContents()).toEqual([
      'Dar Baixa',
      'Editar',
      'Excluir',
    ]);

    await api.call('POST', '/financeiro/contas-bancarias', {
      descricao: 'Itaú',
      banco: '341',
      agencia: '0057',
      conta: '12345-7',
      tipo_chave_pix: 'EMAIL',
      chave_pix: 'financeiro@plasticos.com.br',
    });
    await page.reload();
    const row = rowWith(page, 'Moagem lote 9');
    await row.getByRole('button', { name: 'PIX' }).click();
    const modal = dialogNamed(page, 'PIX');
    const codigo = modal.getByLabel('Pix Copia e Cola');
    await expect.poll(() => codigo.inputValue()).toMatch(/^000201/);
    const brCode = await codigo.inputValue();
    const { br_code, txid } = await api.call<{ br_code: string; txid: string }>(
      'GET',
      `/financeiro/lancamentos/${await idDe(api, 'Moagem lote 9')}/pix`,
    );
    expect(brCode).toBe(br_code);
    expect(brCode).toContain('0127financeiro@plasticos.com.br');
    expect(brCode).toContain('54071234.56');
    expect(brCode).toContain('5925Plasticos Transformacao');
    expect(brCode).toContain('6009Americana');
    await modal.getByText(`Identificador (txid): ${txid}`).waitFor();

    const qr = modal.getByRole('img', { name: 'QR Code PIX' });
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const png = path.join(dir, 'qr.png');
    await writeFile(png, await qr.screenshot());
    const { stdout } = await run('zbarimg', ['-q', '--raw', png]);
    expect(stdout.trim()).toBe(br_code);
  });
});

async function idDe(api: Api, descricao: string): Promise<number> {
  const pagina = await api.call<{ data: { id: number; descricao: string }[] }>(
    'GET',
    `/financeiro/contas-a-receber?search=${encodeURIComponent(descricao)}`,
  );
  const lancamento = pagina.data.find((l) => l.descricao === descricao);
  if (!lancamento) throw new Error(`${descricao} não listado`);
  return lancamento.id;
}
