import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { extratos, transacoesExtrato } from '../../src/db/schema/extratos.ts';
import { type Api, apiOf } from '../financeiro/factories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { enviarExtrato, formDoExtrato, montarOfx, transacoes } from './ofx.ts';

const fixture = (nome: string) => readFileSync(new URL(`./fixtures/${nome}`, import.meta.url));

let t: TestApp;
let token: string;
let api: Api;
let itau: number;
let bb: number;

const contaNova = async (dados: Record<string, string>) =>
  ((await (await api('/financeiro/contas-bancarias', 'POST', dados)).json()) as { id: number }).id;
const guardadas = async (idConta: number) =>
  (await t.db.select({ n: count() }).from(transacoesExtrato).where(eq(transacoesExtrato.idConta, idConta)))[0]
    ?.n;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.loginAsAdmin();
  api = apiOf(t, token);
  itau = await contaNova({ descricao: 'Itaú', banco: '341', agencia: '0057', conta: '12345-7' });
  bb = await contaNova({
    descricao: 'Banco do Brasil',
    banco: '001',
    agencia: '3174-7',
    conta: '00011672-6',
  });
});
afterAll(async () => t.close());

describe('POST /api/financeiro/extratos', () => {
  it('imports an OFX 1.x in CHARSET 1252 with its accents, and the same file again is all repeated', async () => {
    expect(await enviarExtrato(t, token, fixture('extrato-sgml-1252.ofx'), itau)).toEqual({
      status: 200,
      body: { importadas: 3, repetidas: 0 },
    });
    const lista = await transacoes(t, token, itau);
    expect(lista.map((x) => [x.data, x.valor, x.nome, x.memo])).toEqual([
      ['2025-03-10', '1234.50', 'PAGAMENTO DE BOLETO - JOÃO', 'LIQUIDAÇÃO COBRANÇA'],
      ['2025-03-12', '-45.90', 'TARIFA BANCÁRIA', 'PACOTE DE SERVIÇOS – MARÇO'],
      ['2025-03-15', '800.00', 'PIX RECEBIDO', 'CONCEIÇÃO & FILHOS LTDA'],
    ]);
    expect(await enviarExtrato(t, token, fixture('extrato-sgml-1252.ofx'), itau)).toEqual({
      status: 200,
      body: { importadas: 0, repetidas: 3 },
    });
    expect(await guardadas(itau)).toBe(3);
    const auditados = await t.db.select().from(auditoria).where(eq(auditoria.acao, 'EXTRATO_IMPORTADO'));
    expect(auditados.map((a) => a.detalhes)).toEqual([
      {
        id_conta: itau,
        arquivo: 'extrato.ofx',
        importadas: 3,
        repetidas: 0,
        saldo: '15230.75',
        data_saldo: '2025-03-31',
      },
      {
        id_conta: itau,
        arquivo: 'extrato.ofx',
        importadas: 0,
        repetidas: 3,
        saldo: '15230.75',
        data_saldo: '2025-03-31',
      },
    ]);
  });

  it('imports an OFX 2.x (XML) and shows the newest LEDGERBAL with its date as the bank balance', async () => {
    expect(await enviarExtrato(t, token, fixture('extrato-xml-220.ofx'), itau)).toEqual({
      status: 200,
      body: { importadas: 2, repetidas: 0 },
    });
    const lista = await transacoes(t, token, itau);
    expect(lista.slice(3).map((x) => [x.data, x.valor, x.nome, x.memo])).toEqual([
      ['2025-04-05', '2500.00', 'TRANSFERÊNCIA RECEBIDA', 'INJETORA SÃO PAULO <NF 123>'],
      ['2025-04-08', '-310.40', 'ENERGIA ELÉTRICA', null],
    ]);
    const saldos = await (await api(`/financeiro/extratos/${itau}/saldos`)).json();
    expect(saldos).toEqual({
      saldo_extrato: '17420.35',
      data_saldo_extrato: '2025-04-30',
      saldo_conciliado: '0.00',
      a_conciliar: 5,
    });
  });

  it('a bank that rewrites FITIDs: the same day, amount and memo already kept counts as repeated', async () => {
    const conta = { bankId: '001', acctId: '116726' };
    const linhas = [
      { fitid: 'X1', data: '2025-05-02', valor: '150.00', memo: 'PIX RECEBIDO - MARIA' },
      { fitid: 'X2', data: '2025-05-02', valor: '150.00', memo: 'PIX RECEBIDO - MARIA' },
      { fitid: 'X3', data: '2025-05-03', valor: '-20.00', memo: 'TARIFA' },
    ];
    // Two alike lines in one file are two payments.
    expect((await enviarExtrato(t, token, montarOfx(conta, linhas), bb)).body).toEqual({
      importadas: 3,
      repetidas: 0,
    });
    const reescrito = [
      ...linhas.map((l) => ({ ...l, fitid: `NOVO-${l.fitid}` })),
      { fitid: 'X4', data: '2025-05-04', valor: '-20.00', memo: 'TARIFA' },
    ];
    expect((await enviarExtrato(t, token, montarOfx(conta, reescrito), bb)).body).toEqual({
      importadas: 1,
      repetidas: 3,
    });
    expect(await guardadas(bb)).toBe(4);
  });

  it("refuses another account's statement in Portuguese, keeping nothing", async () => {
    const outra = montarOfx({ bankId: '0341', acctId: '99999-1' }, [
      { fitid: 'Z1', data: '2025-05-02', valor: '1.00' },
    ]);
    expect(await enviarExtrato(t, token, outra, itau)).toEqual({
      status: 422,
      body: {
        error:
          'Este extrato é de outra conta (banco 0341, conta 99999-1), não da conta escolhida (banco 341, agência 0057, conta 12345-7). Escolha a conta certa. Nenhuma transação foi importada.',
      },
    });
    const outroBanco = montarOfx({ bankId: '237', acctId: '123457' }, [
      { fitid: 'Z1', data: '2025-05-02', valor: '1.00' },
    ]);
    expect((await enviarExtrato(t, token, outroBanco, itau)).status).toBe(422);
    expect(await guardadas(itau)).toBe(5);
  });

  it('refuses a malformed file, binary garbage and a bad amount, keeping nothing of them', async () => {
    const antes = await t.db.select({ n: count() }).from(extratos);
    const sgml = fixture('extrato-sgml-1252.ofx').toString('latin1');
    const cortado = Buffer.from(
      sgml.replace('<TRNAMT>800.00', '<TRNAMT>8OO,OO').replace(/20250310001/g, 'NOVO1'),
      'latin1',
    );
    expect(await enviarExtrato(t, token, cortado, itau)).toEqual({
      status: 422,
      body: {
        error:
          'O arquivo não é um extrato OFX válido: o valor TRNAMT da transação 3 "8OO,OO" não é um número. Nenhuma transação foi importada.',
      },
    });
    const lixo = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    expect(await enviarExtrato(t, token, lixo, itau)).toEqual({
      status: 422,
      body: {
        error:
          'O arquivo não é um extrato OFX válido: é um arquivo binário. Nenhuma transação foi importada.',
      },
    });
    expect(await t.db.select({ n: count() }).from(extratos)).toEqual(antes);
    expect(await guardadas(itau)).toBe(5);
  });

  it('refuses a 50 MB file with 413 and keeps nothing', async () => {
    const grande = Buffer.alloc(50 * 1024 * 1024, 0x20);
    fixture('extrato-sgml-1252.ofx').copy(grande);
    expect(await enviarExtrato(t, token, grande, itau)).toEqual({
      status: 413,
      body: {
        error: 'O arquivo excede o tamanho máximo de 20 MB para um extrato. Nenhuma transação foi importada.',
      },
    });
    expect(await guardadas(itau)).toBe(5);
  });

  it('asks for the account and the file; an unknown account is 404', async () => {
    const semConta = new FormData();
    semConta.append('arquivo', new Blob([fixture('extrato-xml-220.ofx')]), 'x.ofx');
    const res = await t.request('/api/financeiro/extratos', { method: 'POST', token, body: semConta });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('Escolha a conta bancária do extrato.');
    expect((await enviarExtrato(t, token, fixture('extrato-xml-220.ofx'), 99999)).status).toBe(404);
  });

  it('answers 401 without a token, on every route of the area', async () => {
    const semToken = [
      await t.request('/api/financeiro/extratos', {
        method: 'POST',
        body: formDoExtrato(fixture('extrato-xml-220.ofx'), itau),
      }),
      await t.request(`/api/financeiro/extratos/${itau}/transacoes?conciliada=false`),
      await t.request(`/api/financeiro/extratos/${itau}/saldos`),
      await t.request('/api/financeiro/extratos/transacoes/1/conciliar', {
        method: 'POST',
        json: { lancamentos: [] },
      }),
    ];
    expect(semToken.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect(await guardadas(itau)).toBe(5);
  });
});
