import type { TTransacaoExtrato } from '@erp/contracts/conciliacao';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { boletos } from '../../src/db/schema/boletos.ts';
import { clientes } from '../../src/db/schema/cadastros.ts';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { type Api, apiOf, categorias, inserirLancamento } from '../financeiro/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { enviarExtrato, type LinhaOfx, montarOfx, transacoes } from './ofx.ts';

let t: TestApp;
let token: string;
let api: Api;
let itau: number;
let cat: Awaited<ReturnType<typeof categorias>>;
let fitid = 0;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  api = apiOf(t, token);
  cat = await categorias(api);
  const res = await api('/financeiro/contas-bancarias', 'POST', {
    descricao: 'Itaú',
    banco: '341',
    agencia: '0057',
    conta: '12345-7',
  });
  itau = ((await res.json()) as { id: number }).id;
});
afterAll(async () => t.close());

const cliente = async (nome: string, cnpj: string) => {
  const [row] = await t.db.insert(clientes).values({ nomeRazaoSocial: nome, cpfCnpj: cnpj }).returning();
  if (!row) throw new Error('cliente');
  return row.id;
};
const receber = (
  valorOriginal: string,
  dataVencimento: string,
  extra: { idCliente?: number; descricao?: string } = {},
) =>
  inserirLancamento(t, {
    tipo: 'RECEITA',
    idCategoria: cat.industrializacao,
    descricao: extra.descricao ?? `NF-e ${valorOriginal}`,
    valorOriginal,
    dataVencimento,
    idCliente: extra.idCliente,
  });

/** Imports one line and answers it as the screen lists it, with its suggestions. */
async function linha(l: Omit<LinhaOfx, 'fitid'>, query = ''): Promise<TTransacaoExtrato> {
  fitid += 1;
  const id = `T${fitid}`;
  const envio = await enviarExtrato(
    t,
    token,
    montarOfx({ bankId: '341', acctId: '12345-7' }, [{ ...l, fitid: id }]),
    itau,
  );
  expect(envio.body).toEqual({ importadas: 1, repetidas: 0 });
  const achada = (await transacoes(t, token, itau, `conciliada=false${query}`)).find((x) => x.fitid === id);
  if (!achada) throw new Error('transação não listada');
  return achada;
}
const conciliar = async (id: number, corpo: unknown) => {
  const res = await api(`/financeiro/extratos/transacoes/${id}/conciliar`, 'POST', corpo);
  return { status: res.status, body: res.status === 204 ? null : await res.json() };
};
async function lancamento(id: number) {
  const [row] = await t.db.select().from(lancamentos).where(eq(lancamentos.id, id));
  if (!row) throw new Error(`lançamento ${id}`);
  return row;
}
const resumo = (l: Awaited<ReturnType<typeof lancamento>>) => ({
  status: l.status,
  valorOriginal: l.valorOriginal,
  valorPagoRecebido: l.valorPagoRecebido,
  dataPagamentoRecebimento: l.dataPagamentoRecebimento,
  valorDesconto: l.valorDesconto,
  valorJurosMulta: l.valorJurosMulta,
});
const ids = (x: TTransacaoExtrato) =>
  x.sugestoes.map((s) => [s.motivo, s.exata, ...s.lancamentos.map((l) => l.id)]);

describe('suggestions of an unmatched transaction', () => {
  it('by amount and due date within N days (5 by default), the nearest first; a payable never for a credit', async () => {
    const a = await receber('1500.00', '2025-06-10');
    const b = await receber('1500.00', '2025-06-12');
    const c = await receber('1500.00', '2025-06-20');
    await inserirLancamento(t, {
      tipo: 'DESPESA',
      idCategoria: cat.energia,
      descricao: 'Luz',
      valorOriginal: '1500.00',
      dataVencimento: '2025-06-11',
    });
    const credito = await linha({ data: '2025-06-11', valor: '1500.00', memo: 'TED RECEBIDA' });
    expect(ids(credito)).toEqual([
      ['VALOR_E_DATA', false, a],
      ['VALOR_E_DATA', false, b],
    ]);
    expect(credito.sugestoes[0]?.lancamentos[0]).toEqual({
      id: a,
      descricao: 'NF-e 1500.00',
      tipo: 'RECEITA',
      valor_em_aberto: '1500.00',
      data_vencimento: '2025-06-10',
      nome: null,
    });
    const comDez = (await transacoes(t, token, itau, 'conciliada=false&dias=10')).find(
      (x) => x.id === credito.id,
    );
    expect(comDez && ids(comDez)).toEqual([
      ['VALOR_E_DATA', false, a],
      ['VALOR_E_DATA', false, b],
      ['VALOR_E_DATA', false, c],
    ]);
  });

  it("by the client's CNPJ in MEMO, whatever the due date", async () => {
    const idCliente = await cliente('Injetora Paulista Ltda', '11222333000181');
    const devida = await receber('777.77', '2025-01-02', { idCliente });
    const credito = await linha({
      data: '2025-06-02',
      valor: '777.77',
      nome: 'TED',
      memo: 'TED 11.222.333/0001-81 INJETORA',
    });
    expect(ids(credito)).toEqual([['CPF_CNPJ', false, devida]]);
    expect(credito.sugestoes[0]?.lancamentos[0]?.nome).toBe('Injetora Paulista Ltda');
  });

  it("by a boleto's nosso número in MEMO, exact and first", async () => {
    const comBoleto = await receber('430.00', '2025-06-20');
    const outra = await receber('430.00', '2025-06-21');
    await t.db.insert(boletos).values({
      idLancamento: comBoleto,
      idConta: itau,
      nossoNumero: 4711,
      banco: '341',
      agencia: '0057',
      conta: '12345-7',
    });
    const credito = await linha({ data: '2025-06-21', valor: '430.00', memo: 'LIQUIDACAO BOLETO 00004711' });
    expect(ids(credito)).toEqual([
      ['NOSSO_NUMERO', true, comBoleto],
      ['VALOR_E_DATA', false, outra],
    ]);
  });
});

describe('POST /api/financeiro/extratos/transacoes/{id}/conciliar', () => {
  it("a PIX carrying a receivable's txid is suggested first and confirming it settles that receivable", async () => {
    const pix = await receber('250.00', '2025-06-05', { descricao: 'NF-e 501' });
    const gemea = await receber('250.00', '2025-06-05', { descricao: 'NF-e 502' });
    const txid = `LANC${String(pix).padStart(10, '0')}`;
    const credito = await linha({
      data: '2025-06-05',
      valor: '250.00',
      nome: 'PIX RECEBIDO',
      memo: `PIX ${txid}`,
    });
    expect(ids(credito)).toEqual([
      ['TXID_PIX', true, pix],
      ['VALOR_E_DATA', false, gemea],
    ]);
    expect(await conciliar(credito.id, { lancamentos: [{ id: pix, valor: '250.00' }] })).toEqual({
      status: 204,
      body: null,
    });
    expect(resumo(await lancamento(pix))).toEqual({
      status: 'Pago',
      valorOriginal: '250.00',
      valorPagoRecebido: '250.00',
      dataPagamentoRecebimento: '2025-06-05',
      valorDesconto: '0.00',
      valorJurosMulta: '0.00',
    });
    expect((await lancamento(gemea)).status).toBe('Pendente');
    expect((await transacoes(t, token, itau)).some((x) => x.id === credito.id)).toBe(false);
    const conciliada = (await transacoes(t, token, itau, 'conciliada=true')).find((x) => x.id === credito.id);
    expect(conciliada).toMatchObject({
      conciliada: true,
      conciliados: [{ id: pix, valor: '250.00', descricao: 'NF-e 501' }],
      sugestoes: [],
    });
    expect(await conciliar(credito.id, { lancamentos: [{ id: gemea, valor: '250.00' }] })).toEqual({
      status: 409,
      body: { error: 'Esta transação do extrato já foi conciliada.' },
    });
    const [auditado] = await t.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'EXTRATO_TRANSACAO_CONCILIADA'));
    expect(auditado?.detalhes).toEqual({
      fitid: credito.fitid,
      data: '2025-06-05',
      valor: '250.00',
      lancamentos: [{ id: pix, valor: '250.00', saldo: null }],
    });
  });

  it('several receivables of one client paid by one credit: suggested as a set, their valores must sum to it', async () => {
    const idCliente = await cliente('Sopradora Campinas Ltda', '11444777000161');
    const n1 = await receber('100.00', '2025-05-01', { idCliente });
    const n2 = await receber('250.50', '2025-05-10', { idCliente });
    const n3 = await receber('399.50', '2025-05-20', { idCliente });
    const credito = await linha({
      data: '2025-06-03',
      valor: '650.00',
      memo: 'PIX 11444777000161 SOPRADORA',
    });
    expect(ids(credito)[0]).toEqual(['SOMA_DO_CLIENTE', false, n2, n3]);
    expect(
      await conciliar(credito.id, {
        lancamentos: [
          { id: n1, valor: '100.00' },
          { id: n2, valor: '250.50' },
        ],
      }),
    ).toEqual({
      status: 422,
      body: { error: 'A soma dos valores (R$ 350,50) deve ser igual ao valor da transação (R$ 650,00).' },
    });
    expect((await lancamento(n1)).status).toBe('Pendente');
    expect(
      await conciliar(credito.id, {
        lancamentos: [
          { id: n2, valor: '250.50' },
          { id: n3, valor: '399.50' },
        ],
      }),
    ).toEqual({
      status: 204,
      body: null,
    });
    const pagos = await t.db
      .select()
      .from(lancamentos)
      .where(inArray(lancamentos.id, [n1, n2, n3]));
    expect(pagos.map((l) => [l.id, l.status, l.valorPagoRecebido]).sort()).toEqual(
      [
        [n1, 'Pendente', null],
        [n2, 'Pago', '250.50'],
        [n3, 'Pago', '399.50'],
      ].sort(),
    );
  });

  it('one receivable paid in parts: the part is settled and the rest stays open in a new entry, to the centavo', async () => {
    const idCliente = await cliente('Moldados do Vale Ltda', '45723174000110');
    const nota = await receber('1000.00', '2025-07-10', { idCliente, descricao: 'NF-e 900' });
    const parte = await linha({ data: '2025-07-08', valor: '333.33', memo: 'PIX PARCIAL' });
    expect(await conciliar(parte.id, { lancamentos: [{ id: nota, valor: '333.33' }] })).toEqual({
      status: 204,
      body: null,
    });
    expect(resumo(await lancamento(nota))).toEqual({
      status: 'Pago',
      valorOriginal: '333.33',
      valorPagoRecebido: '333.33',
      dataPagamentoRecebimento: '2025-07-08',
      valorDesconto: '0.00',
      valorJurosMulta: '0.00',
    });
    const [saldo] = await t.db
      .select()
      .from(lancamentos)
      .where(eq(lancamentos.descricao, 'NF-e 900 (saldo)'));
    expect(saldo).toMatchObject({
      status: 'Pendente',
      valorOriginal: '666.67',
      dataVencimento: '2025-07-10',
      idCliente,
      tipo: 'RECEITA',
      observacao: `Saldo do lançamento nº ${nota} após o pagamento parcial de R$ 333,33 em 08/07/2025 (extrato bancário).`,
    });
    const idSaldo = saldo?.id ?? 0;
    const resto = await linha({ data: '2025-07-11', valor: '666.67', memo: 'PIX RESTANTE' });
    expect(ids(resto)).toEqual([['VALOR_E_DATA', false, idSaldo]]);
    expect((await conciliar(resto.id, { lancamentos: [{ id: idSaldo, valor: '666.67' }] })).status).toBe(204);
    expect((await lancamento(idSaldo)).valorPagoRecebido).toBe('666.67');
    const auditados = await t.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.idEntidade, String(nota)));
    expect(auditados.map((a) => a.acao)).toEqual(['LANCAMENTO_PAGO_EM_PARTE', 'LANCAMENTO_CONCILIADO']);
  });

  it('a difference is juros when more was paid, desconto when asked for', async () => {
    const comJuros = await receber('500.00', '2025-08-01');
    const comDesconto = await receber('800.00', '2025-08-01');
    const atrasado = await linha({ data: '2025-08-20', valor: '512.35' });
    expect((await conciliar(atrasado.id, { lancamentos: [{ id: comJuros, valor: '512.35' }] })).status).toBe(
      204,
    );
    expect(resumo(await lancamento(comJuros))).toMatchObject({
      valorPagoRecebido: '512.35',
      valorJurosMulta: '12.35',
      valorDesconto: '0.00',
    });
    const menor = await linha({ data: '2025-08-01', valor: '790.00' });
    const corpo = { lancamentos: [{ id: comDesconto, valor: '790.00', restante: 'DESCONTO' }] };
    expect((await conciliar(menor.id, corpo)).status).toBe(204);
    expect(resumo(await lancamento(comDesconto))).toMatchObject({
      status: 'Pago',
      valorOriginal: '800.00',
      valorPagoRecebido: '790.00',
      valorDesconto: '10.00',
      valorJurosMulta: '0.00',
    });
  });

  it('undoing a partial payment reopens the whole receivable and drops its rest; a created entry is deleted', async () => {
    const nota = await receber('900.00', '2025-10-10', { descricao: 'NF-e 950' });
    const parte = await linha({ data: '2025-10-09', valor: '300.00', memo: 'PIX PARTE' });
    expect((await conciliar(parte.id, { lancamentos: [{ id: nota, valor: '300.00' }] })).status).toBe(204);
    const [saldo] = await t.db
      .select()
      .from(lancamentos)
      .where(eq(lancamentos.descricao, 'NF-e 950 (saldo)'));
    expect(saldo?.valorOriginal).toBe('600.00');
    const desfazer = (id: number) => api(`/financeiro/extratos/transacoes/${id}/conciliar`, 'DELETE');
    expect((await desfazer(parte.id)).status).toBe(204);
    expect(resumo(await lancamento(nota))).toEqual({
      status: 'Pendente',
      valorOriginal: '900.00',
      valorPagoRecebido: null,
      dataPagamentoRecebimento: null,
      valorDesconto: '0.00',
      valorJurosMulta: '0.00',
    });
    expect(
      await t.db.select().from(lancamentos).where(eq(lancamentos.descricao, 'NF-e 950 (saldo)')),
    ).toEqual([]);
    expect((await transacoes(t, token, itau)).find((x) => x.id === parte.id)?.conciliada).toBe(false);
    const segunda = await desfazer(parte.id);
    expect([segunda.status, await segunda.json()]).toEqual([
      409,
      { error: 'Esta transação do extrato não está conciliada.' },
    ]);

    const taxa = await linha({ data: '2025-10-11', valor: '-12.00', nome: 'TARIFA PIX' });
    const novo = { novo_lancamento: { descricao: 'Tarifa PIX de outubro', id_categoria: cat.energia } };
    expect((await conciliar(taxa.id, novo)).status).toBe(204);
    expect((await desfazer(taxa.id)).status).toBe(204);
    expect(
      await t.db.select().from(lancamentos).where(eq(lancamentos.descricao, 'Tarifa PIX de outubro')),
    ).toEqual([]);
    const acoes = await t.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'EXTRATO_CONCILIACAO_DESFEITA'));
    expect(acoes.map((a) => a.idEntidade)).toEqual([String(parte.id), String(taxa.id)]);
  });

  it('refuses a body that is neither lancamentos nor novo_lancamento, and an unknown transaction', async () => {
    expect(await conciliar(999_999, { lancamentos: [{ id: 1, valor: '1.00' }] })).toEqual({
      status: 404,
      body: { error: 'Transação do extrato não encontrada.' },
    });
    const mensagem = 'Envie "lancamentos" (os lançamentos que a transação paga) ou "novo_lancamento".';
    expect(await conciliar(999_999, {})).toEqual({
      status: 400,
      body: { error: `Dados inválidos. ${mensagem}`, details: [{ campo: '', mensagem }] },
    });
  });

  it('a credit does not pay a payable', async () => {
    const conta = await inserirLancamento(t, {
      tipo: 'DESPESA',
      idCategoria: cat.energia,
      descricao: 'Luz',
      valorOriginal: '90.00',
    });
    const credito = await linha({ data: '2025-09-01', valor: '90.00' });
    expect(await conciliar(credito.id, { lancamentos: [{ id: conta, valor: '90.00' }] })).toEqual({
      status: 422,
      body: {
        error: `Um crédito do extrato só paga uma conta a receber; o lançamento ${conta} é uma conta a pagar.`,
      },
    });
  });

  it('novo_lancamento: a bank fee becomes a payable already paid on its day; the balances follow', async () => {
    const tarifa = await linha({ data: '2025-09-15', valor: '-45.90', nome: 'TARIFA BANCÁRIA' });
    expect(
      await conciliar(tarifa.id, {
        novo_lancamento: { descricao: 'Tarifa de setembro', id_categoria: cat.industrializacao },
      }),
    ).toEqual({
      status: 400,
      body: {
        error:
          'Dados inválidos. A categoria "Serviços de Industrialização" é de receita e não serve para um lançamento de despesa.',
        details: [
          {
            campo: 'id_categoria',
            mensagem:
              'A categoria "Serviços de Industrialização" é de receita e não serve para um lançamento de despesa.',
          },
        ],
      },
    });
    expect(
      (
        await conciliar(tarifa.id, {
          novo_lancamento: { descricao: 'Tarifa de setembro', id_categoria: cat.energia },
        })
      ).status,
    ).toBe(204);
    const [criado] = await t.db
      .select()
      .from(lancamentos)
      .where(eq(lancamentos.descricao, 'Tarifa de setembro'));
    expect(criado).toMatchObject({
      tipo: 'DESPESA',
      status: 'Pago',
      valorOriginal: '45.90',
      valorPagoRecebido: '45.90',
      dataVencimento: '2025-09-15',
      dataPagamentoRecebimento: '2025-09-15',
      idCategoria: cat.energia,
    });
    const saldos = await (await api(`/financeiro/extratos/${itau}/saldos`)).json();
    // 250.00 + 650.00 + 333.33 + 666.67 + 512.35 + 790.00 received, 45.90 paid.
    expect(saldos).toMatchObject({ saldo_extrato: null, saldo_conciliado: '3156.45' });
  });
});
