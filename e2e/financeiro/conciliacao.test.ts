import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, answerDialogs, dialogNamed, POLL, waitForHeading } from '../cadastros/helpers';
import { useE2eSuite } from '../support/suite';
import { categoriaId, criarCliente, criarLancamento, type Lancamento, openScreen } from './helpers';

const linha = (fitid: string, data: string, valor: string, nome: string, memo: string) =>
  `<STMTTRN>\n<TRNTYPE>${valor.startsWith('-') ? 'DEBIT' : 'CREDIT'}\n<DTPOSTED>${data}\n<TRNAMT>${valor}\n` +
  `<FITID>${fitid}\n<NAME>${nome}\n<MEMO>${memo}\n</STMTTRN>`;

/** An OFX 1.x statement as Brazilian banks send it: SGML, CHARSET 1252, tags left open. */
function ofx(linhas: string[]): Buffer {
  const texto = [
    'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE',
    'OLDFILEUID:NONE\nNEWFILEUID:NONE\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>BRL',
    '<BANKACCTFROM>\n<BANKID>0341\n<BRANCHID>0057\n<ACCTID>12345-7\n</BANKACCTFROM>\n<BANKTRANLIST>',
    ...linhas,
    '</BANKTRANLIST>\n<LEDGERBAL>\n<BALAMT>9999.99\n<DTASOF>20250630\n</LEDGERBAL>',
    '</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n',
  ].join('\n');
  return Buffer.from(texto.replaceAll('\n', '\r\n'), 'latin1');
}

const extratoOfx = (txid: string) =>
  ofx([
    linha('E1', '20250611', '1500.00', 'TED RECEBIDA', 'INJETORA PAULISTA'),
    linha('E2', '20250612', '250.00', 'PIX RECEBIDO', `PIX ${txid}`),
    linha('E3', '20250613', '-45.90', 'TARIFA BANCÁRIA', 'PACOTE DE SERVIÇOS'),
  ]);

describe('Financeiro > Conciliação', () => {
  const suite = useE2eSuite();
  let api: Api;
  let pix: Lancamento;

  beforeAll(async () => {
    api = await adminApi(suite.app);
    await api.call('POST', '/financeiro/contas-bancarias', {
      descricao: 'Itaú movimento',
      banco: '341',
      agencia: '0057',
      conta: '12345-7',
    });
    const cliente = await criarCliente(api, 'Injetora Paulista Ltda');
    const idCategoria = await categoriaId(api, 'Serviços de Industrialização');
    const receber = (descricao: string, valor: string, vencimento: string) =>
      criarLancamento(api, {
        descricao,
        tipo: 'RECEITA',
        valor_original: valor,
        data_vencimento: vencimento,
        id_categoria: idCategoria,
        id_cliente: cliente,
      });
    await receber('NF-e 321', '1500.00', '2025-06-10');
    pix = await receber('NF-e 322', '250.00', '2025-06-30');
  });

  it('imports a statement, confirms the PIX and the TED suggested, creates the fee, shows both balances, and undoes one', async () => {
    const { page, app } = suite;
    await openScreen(page, app, '/financeiro/conciliacao');
    await waitForHeading(page, 'Conciliação bancária');
    const txid = `LANC${String(pix.id).padStart(10, '0')}`;
    await page.getByLabel('Arquivo OFX').setInputFiles({
      name: 'extrato-junho.ofx',
      mimeType: 'application/x-ofx',
      buffer: extratoOfx(txid),
    });
    await page.getByRole('button', { name: 'Importar extrato' }).click();
    await page.getByText('Extrato importado: 3 transações novas, 0 já importadas antes.').waitFor();
    const saldos = page.locator('.conciliacao-saldos');
    await expect
      .poll(() => saldos.locator('div').allInnerTexts(), POLL)
      .toEqual([
        'Saldo no extrato em 30/06/2025\nR$ 9.999,99',
        'Saldo conciliado no sistema\nR$ 0,00',
        'Transações a conciliar\n3',
      ]);

    const itemPix = page.getByRole('listitem', { name: `Transação PIX RECEBIDO — PIX ${txid}` });
    const sugestaoPix = itemPix.getByRole('checkbox', { name: /NF-e 322/ });
    expect(await sugestaoPix.isChecked()).toBe(true);
    expect(await itemPix.locator('.status-badge').allTextContents()).toEqual([
      'PIX com o identificador (txid) da conta',
    ]);
    await itemPix.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Transação conciliada.').waitFor();
    await itemPix.waitFor({ state: 'detached' });

    const itemTed = page.getByRole('listitem', { name: 'Transação TED RECEBIDA — INJETORA PAULISTA' });
    expect(
      await itemTed
        .getByRole('checkbox', {
          name: /NF-e 321 · Injetora Paulista Ltda · vence 10\/06\/2025 · R\$ 1\.500,00/,
        })
        .isChecked(),
    ).toBe(true);
    await itemTed.getByRole('button', { name: 'Confirmar' }).click();
    await itemTed.waitFor({ state: 'detached' });

    const itemTarifa = page.getByRole('listitem', { name: 'Transação TARIFA BANCÁRIA — PACOTE DE SERVIÇOS' });
    expect(
      await itemTarifa.getByText('Nenhum lançamento em aberto combina com esta transação.').count(),
    ).toBe(1);
    await itemTarifa.getByRole('button', { name: 'Criar lançamento' }).click();
    const modal = dialogNamed(page, 'Criar lançamento');
    expect(await modal.getByLabel('Descrição').inputValue()).toBe('TARIFA BANCÁRIA');
    await modal.getByLabel('Descrição').fill('Tarifa bancária de junho');
    await modal.getByLabel('Categoria').selectOption({ label: 'Outras Despesas' });
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Lançamento criado e transação conciliada.').waitFor();
    await page.getByText('Nenhuma transação a conciliar nesta conta.').waitFor();
    await expect
      .poll(() => saldos.locator('div').allInnerTexts(), POLL)
      .toEqual([
        'Saldo no extrato em 30/06/2025\nR$ 9.999,99',
        'Saldo conciliado no sistema\nR$ 1.704,10',
        'Transações a conciliar\n0',
      ]);

    const pagos = await api.call<{ data: Lancamento[] }>('GET', '/financeiro/contas-a-receber?status=Pago');
    expect(
      pagos.data.map((l) => [l.descricao, l.valor_pago_recebido, l.data_pagamento_recebimento]).sort(),
    ).toEqual([
      ['NF-e 321', '1500.00', '2025-06-11'],
      ['NF-e 322', '250.00', '2025-06-12'],
    ]);
    const despesas = await api.call<{ data: Lancamento[] }>('GET', '/financeiro/contas-a-pagar?status=Pago');
    expect(despesas.data.map((l) => [l.descricao, l.valor_pago_recebido])).toEqual([
      ['Tarifa bancária de junho', '45.90'],
    ]);

    // Undo: the TED goes back to the list with its suggestion, and NF-e 321 is open again.
    const dialogs = answerDialogs(page, [true]);
    await page.getByRole('button', { name: 'Ver conciliadas' }).click();
    const conciliadaTed = page.getByRole('listitem', { name: 'Transação TED RECEBIDA — INJETORA PAULISTA' });
    await conciliadaTed.getByText('Conciliada com: NF-e 321 (R$ 1.500,00)').waitFor();
    await conciliadaTed.getByRole('button', { name: 'Desfazer conciliação' }).click();
    await page.getByText('Conciliação desfeita.').waitFor();
    expect(dialogs).toEqual([
      'Desfazer a conciliação desta transação? O que ela pagou volta a ficar em aberto.',
    ]);
    await page.getByRole('button', { name: 'Ver a conciliar' }).click();
    await itemTed.getByRole('checkbox', { name: /NF-e 321/ }).waitFor();
    const abertas = await api.call<{ data: Lancamento[] }>(
      'GET',
      '/financeiro/contas-a-receber?status=Pendente',
    );
    expect(abertas.data.map((l) => [l.descricao, l.status, l.valor_pago_recebido])).toEqual([
      ['NF-e 321', 'Pendente', null],
    ]);
  });

  it('writes a short payment off as desconto when the clerk chooses it, instead of leaving the rest open', async () => {
    const { page, app } = suite;
    const idCategoria = await categoriaId(api, 'Serviços de Industrialização');
    const nota = await criarLancamento(api, {
      descricao: 'NF-e 324',
      tipo: 'RECEITA',
      valor_original: '300.00',
      data_vencimento: '2025-06-20',
      id_categoria: idCategoria,
    });
    const txid = `LANC${String(nota.id).padStart(10, '0')}`;
    await openScreen(page, app, '/financeiro/conciliacao');
    await waitForHeading(page, 'Conciliação bancária');
    await page.getByLabel('Arquivo OFX').setInputFiles({
      name: 'extrato-curto.ofx',
      mimeType: 'application/x-ofx',
      buffer: ofx([linha('E4', '20250620', '290.00', 'PIX RECEBIDO', `PIX ${txid}`)]),
    });
    await page.getByRole('button', { name: 'Importar extrato' }).click();
    await page.getByText('Extrato importado: 1 transação nova, 0 já importadas antes.').waitFor();
    const item = page.getByRole('listitem', { name: `Transação PIX RECEBIDO — PIX ${txid}` });
    await item.getByText('Pagamento parcial: R$ 10,00 ficam em aberto.').waitFor();
    const restante = item.getByRole('group', { name: 'O que falta (R$ 10,00)' });
    expect(await restante.getByRole('radio', { name: 'Fica em aberto' }).isChecked()).toBe(true);
    await restante.getByRole('radio', { name: 'Conceder como desconto' }).check();
    await item.getByText('Desconto de R$ 10,00: o lançamento fica pago.').waitFor();
    await item.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Transação conciliada.').waitFor();
    await item.waitFor({ state: 'detached' });

    const pagos = await api.call<{ data: Lancamento[] }>('GET', '/financeiro/contas-a-receber?status=Pago');
    expect(
      pagos.data
        .filter((l) => l.descricao.startsWith('NF-e 324'))
        .map((l) => [l.descricao, l.valor_pago_recebido, l.valor_desconto]),
    ).toEqual([['NF-e 324', '290.00', '10.00']]);
    const abertos = await api.call<{ data: Lancamento[] }>(
      'GET',
      '/financeiro/contas-a-receber?status=Pendente',
    );
    expect(abertos.data.filter((l) => l.descricao.startsWith('NF-e 324'))).toEqual([]);
  });

  it("refuses another account's statement with the reason, and is usable on a phone", async () => {
    const { page, app } = suite;
    await page.setViewportSize({ width: 390, height: 844 });
    await openScreen(page, app, '/financeiro/conciliacao');
    await waitForHeading(page, 'Conciliação bancária');
    const outro = extratoOfx('X').toString('latin1').replace('<ACCTID>12345-7', '<ACCTID>99999-1');
    await page.getByLabel('Arquivo OFX').setInputFiles({
      name: 'outro.ofx',
      mimeType: 'application/x-ofx',
      buffer: Buffer.from(outro, 'latin1'),
    });
    await page.getByRole('button', { name: 'Importar extrato' }).click();
    await page
      .getByText(
        'Este extrato é de outra conta (banco 0341, conta 99999-1), não da conta escolhida (banco 341, agência 0057, conta 12345-7). Escolha a conta certa. Nenhuma transação foi importada.',
      )
      .waitFor();
    const transbordo = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(transbordo).toBe(0);
    const botao = await page.getByRole('button', { name: 'Importar extrato' }).boundingBox();
    expect(botao && botao.x + botao.width <= 390).toBe(true);
  });
});
