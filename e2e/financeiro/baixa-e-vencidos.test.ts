import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Api,
  adminApi,
  answerDialogs,
  dialogNamed,
  expectDialogs,
  rowWith,
  waitForHeading,
} from '../cadastros/helpers';
import { somarDias } from '../relatorios/helpers';
import { useE2eSuite } from '../support/suite';
import {
  categoriaId,
  cells,
  corDoTexto,
  criarCliente,
  criarFornecedor,
  criarLancamento,
  hojeIso,
  lancamentoAtual,
  openScreen,
} from './helpers';

const VERMELHO = 'rgb(180, 35, 24)';
const dataBr = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The clerk's numbers on the receivables and payables, on a 1440x900 screen and on a phone: the amount of a baixa follows the
 * discount and the interest as they are typed, a paid row says what was received and when, and a Pendente row
 * past its due date says for how long, in red, on screen and printed.
 */
describe('baixa e vencidos', () => {
  const suite = useE2eSuite();
  let api: Api;
  const hoje = hojeIso();

  beforeAll(async () => {
    api = await adminApi(suite.app);
    const receita = await categoriaId(api, 'Serviços de Industrialização');
    const cliente = await criarCliente(api, 'Sopradora Atibaia Ltda');
    const receber = (descricao: string, valor: string, vencimento: string) =>
      criarLancamento(api, {
        descricao,
        tipo: 'RECEITA',
        valor_original: valor,
        data_vencimento: vencimento,
        id_categoria: receita,
        id_cliente: cliente,
      });
    await receber('Sopro lote 9', '1000.00', somarDias(hoje, -3));
    await receber('Injeção lote 2', '250.00', hoje);
    await criarLancamento(api, {
      descricao: 'Frete atrasado',
      tipo: 'DESPESA',
      valor_original: '80.00',
      data_vencimento: somarDias(hoje, -1),
      id_categoria: await categoriaId(api, 'Fretes'),
      id_fornecedor: await criarFornecedor(api, 'Transportes Atibaia Ltda'),
    });
  });

  it('marks a Pendente entry past its due date as overdue, in red, in both lists and the print', async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openScreen(page, suite.app, '/financeiro/contas-a-receber');
    await waitForHeading(page, 'Contas a Receber (2 no total)');
    const sopro = rowWith(page, 'Sopro lote 9');
    expect((await cells(sopro))[3]).toBe(`${dataBr(somarDias(hoje, -3))}Vencido há 3 dias`);
    const aviso = sopro.getByText('Vencido há 3 dias', { exact: true });
    expect(await corDoTexto(aviso)).toBe(VERMELHO);
    // Due today is not overdue.
    expect((await cells(rowWith(page, 'Injeção lote 2')))[3]).toBe(dataBr(hoje));

    await page.emulateMedia({ media: 'print' });
    expect(await aviso.isVisible()).toBe(true);
    expect(await corDoTexto(aviso)).toBe(VERMELHO);
    await page.emulateMedia({ media: 'screen' });

    await page.goto('/financeiro/contas-a-pagar');
    await waitForHeading(page, 'Contas a Pagar (1 no total)');
    const frete = rowWith(page, 'Frete atrasado');
    expect((await cells(frete))[3]).toBe(`${dataBr(somarDias(hoje, -1))}Vencido há 1 dia`);
    expect(await corDoTexto(frete.getByText('Vencido há 1 dia', { exact: true }))).toBe(VERMELHO);
  });

  it('the amount follows the original value minus the discount plus the interest, stays editable, and the paid row shows it', async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 1440, height: 900 });
    const dialogs = answerDialogs(page, []);
    await openScreen(page, suite.app, '/financeiro/contas-a-receber');
    await rowWith(page, 'Sopro lote 9').getByRole('button', { name: 'Dar Baixa' }).click();
    const modal = dialogNamed(page, 'Dar Baixa');
    const valor = modal.getByLabel('Valor Recebido (R$)');
    expect(await valor.inputValue()).toBe('1.000,00');

    await modal.getByLabel('Desconto (R$)').fill('12.34');
    await expect.poll(() => valor.inputValue()).toBe('987,66');
    await modal.getByLabel('Juros/Multa (R$)').fill('5.5');
    await expect.poll(() => valor.inputValue()).toBe('993,16');
    // Interest of 0,10 on a discount of 0,20 leaves exactly 999,90 (no float drift).
    await modal.getByLabel('Desconto (R$)').fill('0.2');
    await modal.getByLabel('Juros/Multa (R$)').fill('0.1');
    await expect.poll(() => valor.inputValue()).toBe('999,90');

    // The client paid a little less: the amount is the user's to change.
    await valor.fill('999.00');
    await modal.getByRole('button', { name: 'Confirmar Baixa' }).click();
    await expectDialogs(dialogs, ['Lançamento baixado com sucesso!']);
    await modal.waitFor({ state: 'hidden' });

    expect(await lancamentoAtual(api, 'contas-a-receber', 'Sopro lote 9')).toMatchObject({
      status: 'Pago',
      valor_pago_recebido: '999.00',
      data_pagamento_recebimento: hoje,
      valor_desconto: '0.20',
      valor_juros_multa: '0.10',
    });
    const sopro = rowWith(page, 'Sopro lote 9');
    await sopro.getByText(`Recebido R$ 999,00 em ${dataBr(hoje)}`, { exact: true }).waitFor();
    // Paid, it is no longer overdue.
    expect((await cells(sopro)).slice(3)).toEqual([
      dataBr(somarDias(hoje, -3)),
      `PagoRecebido R$ 999,00 em ${dataBr(hoje)}`,
      '',
    ]);
  });

  it('on a phone (390x844) the overdue card says so in red, and a baixa follows the discount and the interest', async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 390, height: 844 });
    const dialogs = answerDialogs(page, []);
    await openScreen(page, suite.app, '/financeiro/contas-a-pagar');
    await waitForHeading(page, 'Contas a Pagar (1 no total)');
    const frete = rowWith(page, 'Frete atrasado');
    const aviso = frete.getByText('Vencido há 1 dia', { exact: true });
    expect(await aviso.isVisible()).toBe(true);
    expect(await corDoTexto(aviso)).toBe(VERMELHO);
    // The card fits the screen: nothing to scroll sideways for.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto('/financeiro/contas-a-receber');
    await waitForHeading(page, 'Contas a Receber (2 no total)');
    await rowWith(page, 'Injeção lote 2').getByRole('button', { name: 'Dar Baixa' }).click();
    const modal = dialogNamed(page, 'Dar Baixa');
    const valor = modal.getByLabel('Valor Recebido (R$)');
    expect(await valor.inputValue()).toBe('250,00');
    await modal.getByLabel('Desconto (R$)').fill('10,5');
    await expect.poll(() => valor.inputValue()).toBe('239,50');
    await modal.getByLabel('Juros/Multa (R$)').fill('0,25');
    await expect.poll(() => valor.inputValue()).toBe('239,75');
    await modal.getByRole('button', { name: 'Confirmar Baixa' }).click();
    await expectDialogs(dialogs, ['Lançamento baixado com sucesso!']);
    await rowWith(page, 'Injeção lote 2')
      .getByText(`Recebido R$ 239,75 em ${dataBr(hoje)}`, { exact: true })
      .waitFor();
    expect(await lancamentoAtual(api, 'contas-a-receber', 'Injeção lote 2')).toMatchObject({
      status: 'Pago',
      valor_pago_recebido: '239.75',
      valor_desconto: '10.50',
      valor_juros_multa: '0.25',
    });
  });
});
