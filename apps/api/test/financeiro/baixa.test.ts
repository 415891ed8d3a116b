import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../src/app-context.ts';
import { auditoria } from '../../src/db/schema/auditoria.ts';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { usuarios } from '../../src/db/schema/usuarios.ts';
import { baixarEmLote } from '../../src/modules/financeiro/baixar-lancamento.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { type Api, apiOf, categorias, inserirLancamento, json, novoCliente } from './factories.ts';

let t: TestApp;
let api: Api;
let cat: Awaited<ReturnType<typeof categorias>>;

type Erro = { error: string; details?: { campo: string; mensagem: string }[] };

beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t, await t.loginAsAdmin());
  cat = await categorias(api);
});
afterAll(async () => t.close());

const pendente = (valorOriginal = '1000.00') =>
  inserirLancamento(t, { tipo: 'DESPESA', idCategoria: cat.energia, descricao: 'Energia', valorOriginal });
const baixa = (id: number, body: unknown) => api(`/financeiro/lancamentos/${id}/baixar`, 'POST', body);

describe('POST /api/financeiro/lancamentos/{id}/baixar', () => {
  it('sets Pago with the amount and date paid, keeping discount and interest to the centavo', async () => {
    const id = await pendente('1234.56');
    const res = await baixa(id, {
      valor_recebido: '1224.57',
      data_pagamento: '2025-03-18',
      valor_desconto: '12.34',
      valor_juros_multa: '2.35',
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      id,
      status: 'Pago',
      valor_original: '1234.56',
      valor_pago_recebido: '1224.57',
      data_pagamento_recebimento: '2025-03-18',
      valor_desconto: '12.34',
      valor_juros_multa: '2.35',
    });
    const [row] = await t.db.select().from(lancamentos).where(eq(lancamentos.id, id));
    expect(row).toMatchObject({
      status: 'Pago',
      valorPagoRecebido: '1224.57',
      dataPagamentoRecebimento: '2025-03-18',
      valorDesconto: '12.34',
      valorJurosMulta: '2.35',
    });
    const pagas = await api('/financeiro/contas-a-pagar?status=Pago');
    expect(((await pagas.json()) as { data: { id: number }[] }).data.map((l) => l.id)).toEqual([id]);
  });

  it('defaults discount and interest to 0 and accepts numbers without float noise', async () => {
    const id = await pendente('0.30');
    const res = await baixa(id, { valor_recebido: 0.3, data_pagamento: '2025-03-01' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      valor_pago_recebido: '0.30',
      valor_desconto: '0.00',
      valor_juros_multa: '0.00',
    });
  });

  it('settles a receivable created by an NF-e (it cannot be edited, but it can be paid)', async () => {
    const cliente = await novoCliente(t, 'Cliente NF-e');
    const id = await inserirLancamento(t, {
      tipo: 'RECEITA',
      idCategoria: cat.venda,
      idCliente: cliente,
      descricao: 'NF-e 55',
      origem: 'NFE',
      idDocumento: 55,
      valorOriginal: '5000.00',
    });
    const res = await baixa(id, { valor_recebido: '5000.00', data_pagamento: '2025-03-05' });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'Pago', origem: 'NFE', valor_pago_recebido: '5000.00' });
  });

  it('audits the baixa with who, what and how much', async () => {
    const id = await pendente('80.00');
    await baixa(id, { valor_recebido: '85.50', data_pagamento: '2025-03-02', valor_juros_multa: '5.5' });
    const audit = await t.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'LANCAMENTO_BAIXADO'), eq(auditoria.idEntidade, String(id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entidade: 'lancamentos' });
    expect(audit[0]?.idUsuario).not.toBeNull();
    expect(audit[0]?.detalhes).toEqual({
      alteracoes: [
        { campo: 'status', antigo: 'Pendente', novo: 'Pago' },
        { campo: 'valor_pago_recebido', antigo: null, novo: '85.50' },
        { campo: 'data_pagamento_recebimento', antigo: null, novo: '2025-03-02' },
        { campo: 'valor_juros_multa', antigo: '0.00', novo: '5.50' },
      ],
    });
  });

  it('refuses a second baixa with 409 and keeps the first one', async () => {
    const id = await pendente();
    expect((await baixa(id, { valor_recebido: '1000', data_pagamento: '2025-03-01' })).status).toBe(200);
    const again = await baixa(id, { valor_recebido: '1', data_pagamento: '2025-04-01' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'Este lançamento já foi baixado.' });
    const [row] = await t.db.select().from(lancamentos).where(eq(lancamentos.id, id));
    expect(row).toMatchObject({ valorPagoRecebido: '1000.00', dataPagamentoRecebimento: '2025-03-01' });
  });

  it('refuses a cancelled entry (409) and an unknown one (404)', async () => {
    const id = await inserirLancamento(t, {
      tipo: 'RECEITA',
      idCategoria: cat.venda,
      descricao: 'NF-e cancelada',
      status: 'Cancelado',
      origem: 'NFE',
    });
    const res = await baixa(id, { valor_recebido: '100', data_pagamento: '2025-03-01' });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: 'Este lançamento está cancelado e não pode ser baixado.' });
    const missing = await baixa(999_999, { valor_recebido: '100', data_pagamento: '2025-03-01' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Lançamento não encontrado.' });
  });

  it('of simultaneous baixas of one entry, exactly one succeeds', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await pendente();
      const valores = ['1000.00', '999.00', '998.00', '997.00', '996.00', '995.00'];
      const results = await Promise.all(
        valores.map((v) => baixa(id, { valor_recebido: v, data_pagamento: '2025-03-10' })),
      );
      const statuses = results.map((r) => r.status);
      expect(
        statuses.filter((s) => s === 200),
        String(statuses),
      ).toHaveLength(1);
      expect(
        statuses.filter((s) => s === 409),
        String(statuses),
      ).toHaveLength(valores.length - 1);
      const winner = results[statuses.indexOf(200)];
      const paid = await json(winner as Response);
      const [row] = await t.db.select().from(lancamentos).where(eq(lancamentos.id, id));
      expect(row?.valorPagoRecebido).toBe(paid.valor_pago_recebido);
      const audits = await t.db
        .select()
        .from(auditoria)
        .where(and(eq(auditoria.acao, 'LANCAMENTO_BAIXADO'), eq(auditoria.idEntidade, String(id))));
      expect(audits).toHaveLength(1);
    }
  });

  it('a baixa racing a delete leaves one consistent outcome', async () => {
    const id = await pendente('500.00');
    const [b, d] = await Promise.all([
      baixa(id, { valor_recebido: '500.00', data_pagamento: '2025-03-10' }),
      api(`/financeiro/lancamentos/${id}`, 'DELETE'),
    ]);
    const rows = await t.db.select().from(lancamentos).where(eq(lancamentos.id, id));
    if (b.status === 200) {
      expect(d.status).toBe(409);
      expect(rows[0]?.status).toBe('Pago');
    } else {
      expect([b.status, d.status]).toEqual([404, 204]);
      expect(rows).toEqual([]);
    }
  });

  it('validates the amounts (>= 0, 2 decimals) and the date, in Portuguese', async () => {
    const id = await pendente();
    const ok = { valor_recebido: '10', data_pagamento: '2025-03-01' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ valor_recebido: undefined }, 'valor_recebido', 'Campo obrigatório.'],
      [{ valor_recebido: '-1' }, 'valor_recebido', 'O valor mínimo é 0.'],
      [{ valor_recebido: '1.999' }, 'valor_recebido', 'Informe um número com no máximo 2 casas decimais.'],
      [{ valor_desconto: '-0.01' }, 'valor_desconto', 'O valor mínimo é 0.'],
      [
        { valor_juros_multa: 'abc' },
        'valor_juros_multa',
        'Informe um número com no máximo 2 casas decimais.',
      ],
      [{ data_pagamento: '' }, 'data_pagamento', 'Campo obrigatório.'],
      [{ data_pagamento: '2025-13-01' }, 'data_pagamento', 'Data inválida (use AAAA-MM-DD).'],
    ];
    for (const [patch, campo, mensagem] of cases) {
      const res = await baixa(id, { ...ok, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect((await json<Erro>(res)).details, JSON.stringify(patch)).toContainEqual({ campo, mensagem });
    }
    const [row] = await t.db.select().from(lancamentos).where(eq(lancamentos.id, id));
    expect(row?.status).toBe('Pendente');
  });
});

describe('baixarEmLote (a bank return file, a reconciled statement)', () => {
  it('settles many in one batch, each answered as a single baixa would be, and audits each', async () => {
    const [a, b, pago] = [await pendente('100.00'), await pendente('200.00'), await pendente('300.00')];
    expect((await baixa(pago, { valor_recebido: '300', data_pagamento: '2025-03-01' })).status).toBe(200);
    const [admin] = await t.db.select({ id: usuarios.id }).from(usuarios).limit(1);
    const caller: Caller = { userId: admin?.id ?? 0, perfil: 'Administrador', ip: '127.0.0.1' };
    const valores = (valor: string, juros = '0', desconto = '0') => ({
      valor_recebido: valor,
      data_pagamento: '2025-05-10',
      valor_desconto: desconto,
      valor_juros_multa: juros,
    });
    const resultados = await t.db.transaction((tx) =>
      baixarEmLote(
        tx,
        [
          { id: b, input: valores('205.35', '5.35') },
          { id: pago, input: valores('1') },
          { id: 999_999, input: valores('1') },
          { id: a, input: valores('95.00', '0', '5.00') },
          // The same entry twice in one file: the second finds it paid.
          { id: a, input: valores('95.00') },
        ],
        caller,
        'LANCAMENTO_BAIXADO_RETORNO_CNAB',
      ),
    );
    expect(
      resultados.map((r) => (r instanceof Error ? r.message : `${r.id}:${r.valor_pago_recebido}`)),
    ).toEqual([
      `${b}:205.35`,
      'Este lançamento já foi baixado.',
      'Lançamento não encontrado.',
      `${a}:95.00`,
      'Este lançamento já foi baixado.',
    ]);
    const rows = await t.db
      .select()
      .from(lancamentos)
      .where(inArray(lancamentos.id, [a, b, pago]));
    const porId = new Map(rows.map((r) => [r.id, r]));
    expect(porId.get(a)).toMatchObject({ status: 'Pago', valorPagoRecebido: '95.00', valorDesconto: '5.00' });
    expect(porId.get(b)).toMatchObject({ valorPagoRecebido: '205.35', valorJurosMulta: '5.35' });
    expect(porId.get(pago)).toMatchObject({
      valorPagoRecebido: '300.00',
      dataPagamentoRecebimento: '2025-03-01',
    });
    const audit = await t.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'LANCAMENTO_BAIXADO_RETORNO_CNAB'));
    expect(audit.map((r) => r.idEntidade).sort()).toEqual([String(a), String(b)].sort());
    expect(audit.every((r) => r.idUsuario === admin?.id)).toBe(true);
  });
});
