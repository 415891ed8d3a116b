import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, dialogNamed, expectDialogs, rowWith } from '../cadastros/helpers';
import { categoriaId, criarLancamento, lancamentoAtual, openScreen } from '../financeiro/helpers';
import {
  abrir,
  COMPRADOR,
  campo,
  configurarEmpresa,
  criarComprador,
  criarProduto,
  dataBr,
  escolher,
  escolherCliente,
  hojeMais,
  ITENS,
  linhaDaNota,
  notasNoServidor,
  tabela,
} from '../nfe/helpers';
import { useE2eSuite } from '../support/suite';

/**
 * A browser in English (Chromium started with --lang=en-US, pages in en-US) is where a native number input
 * turned '250,5' into 2505 and a date input showed mm/dd/yyyy. The money, kg and date fields are read the
 * Brazilian way whatever the browser's language.
 */

const TAMPA = '[TAMPA-28] - Tampa 28mm';

describe('inputs the Brazilian way in a browser in English', () => {
  const suite = useE2eSuite(
    {},
    { args: ['--lang=en-US'], locale: 'en-US', viewport: { width: 1440, height: 900 } },
  );
  let api: Api;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await configurarEmpresa(api);
    await criarProduto(api, {
      nome: 'Tampa 28mm',
      codigo_interno: 'TAMPA-28',
      ncm: '39235000',
      preco_venda: '12.34',
      estoque_atual: '5000.00',
      cfop_padrao: '5101',
    });
    await criarComprador(api);
  });

  it("saves '250,5' kg typed in the NF-e draft as 250.5 kg, and a due date typed dd/mm/aaaa", async () => {
    const { page } = suite;
    const dialogs = answerDialogs(page, []);
    await abrir(page, suite.app, '/nfe/emitir', 'Criar Rascunho de NF-e');
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');

    await escolherCliente(page, COMPRADOR);
    await escolher(page, 'Natureza da Operação', 'VENDA DE MERCADORIA');
    const vencimento = campo(page, 'Data de Vencimento');
    expect(await vencimento.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await vencimento.fill('');
    await vencimento.pressSequentially('31122099');
    expect(await vencimento.inputValue()).toBe('31/12/2099');

    await escolher(page, 'Produto', TAMPA);
    await campo(page, 'Quantidade (kg)').pressSequentially('250,5');
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expect
      .poll(() => tabela(page, ITENS))
      .toEqual([['Tampa 28mm', '5101', '250,50 kg', 'R$ 12,34', 'R$ 3.091,17', 'Remover']]);

    await escolher(page, 'Produto', TAMPA);
    await campo(page, 'Quantidade (kg)').pressSequentially('1.234,5');
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expect.poll(() => tabela(page, ITENS)).toHaveLength(2);

    await page.getByRole('button', { name: 'Salvar Rascunho' }).click();
    await expectDialogs(dialogs, ['Rascunho salvo com sucesso!']);
    const [nota] = await notasNoServidor(api);
    if (!nota) throw new Error('nenhuma NF-e no servidor');
    const salva = await api.call<{ itens: { quantidade: string }[] }>('GET', `/nfe/${nota.id}`);
    expect(salva.itens.map((i) => i.quantidade)).toEqual(['250.5000', '1234.5000']);

    // The emission's due date, typed dd/mm/aaaa, reaches the API as YYYY-MM-DD.
    await page.waitForURL('**/nfe/listagem');
    await linhaDaNota(page, COMPRADOR).getByRole('button', { name: 'Emitir' }).click();
    const dialogo = dialogNamed(page, 'Emitir NF-e');
    const vencimentoEmissao = dialogo.getByLabel('Data de Vencimento');
    expect(await vencimentoEmissao.inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await vencimentoEmissao.fill('');
    const vencimento30 = hojeMais(30);
    await vencimentoEmissao.pressSequentially(dataBr(vencimento30).replaceAll('/', ''));
    expect(await vencimentoEmissao.inputValue()).toBe(dataBr(vencimento30));
    const [emissao] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === `/api/nfe/emitir/${nota.id}`),
      dialogo.getByRole('button', { name: 'Emitir NF-e' }).click(),
    ]);
    expect(emissao.postDataJSON()).toMatchObject({ data_vencimento: vencimento30 });
    await expectDialogs(dialogs, [
      'Rascunho salvo com sucesso!',
      'NF-e enviada para autorização com sucesso!',
    ]);
  });

  it("takes a baixa's amounts as '1.489,50' and '10,5' and its date as dd/mm/aaaa", async () => {
    const { page } = suite;
    await criarLancamento(api, {
      descricao: 'Conta de luz abril',
      tipo: 'DESPESA',
      valor_original: '1500.00',
      data_vencimento: '2025-04-10',
      id_categoria: await categoriaId(api, 'Energia Elétrica'),
    });
    const dialogs = answerDialogs(page, []);
    await openScreen(page, suite.app, '/financeiro/contas-a-pagar');
    await rowWith(page, 'Conta de luz abril').getByRole('button', { name: 'Dar Baixa' }).click();
    const modal = dialogNamed(page, 'Dar Baixa');
    const valor = modal.getByLabel('Valor Pago (R$)');
    expect(await valor.inputValue()).toBe('1.500,00');

    await modal.getByLabel('Desconto (R$)').pressSequentially('10,5');
    await expect.poll(() => valor.inputValue()).toBe('1.489,50');
    const data = modal.getByLabel('Data do Pagamento');
    // A day that does not exist is refused under the field, in the format the user types.
    await data.fill('');
    await data.pressSequentially('31022025');
    await modal.getByRole('button', { name: 'Confirmar Baixa' }).click();
    await modal.getByText('Data inválida (use dd/mm/aaaa).', { exact: true }).waitFor();
    expect(dialogs).toEqual([]);
    await data.fill('');
    await data.pressSequentially('02042025');
    expect(await data.inputValue()).toBe('02/04/2025');
    await modal.getByRole('button', { name: 'Confirmar Baixa' }).click();
    await expectDialogs(dialogs, ['Lançamento baixado com sucesso!']);
    await rowWith(page, 'Conta de luz abril').getByText('Pago', { exact: true }).waitFor();
    expect(await lancamentoAtual(api, 'contas-a-pagar', 'Conta de luz abril')).toMatchObject({
      valor_pago_recebido: '1489.50',
      valor_desconto: '10.50',
      data_pagamento_recebimento: '2025-04-02',
    });
  });
});
