import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientes, produtos } from '../../src/db/schema/cadastros.ts';
import { estoqueMovimentos } from '../../src/db/schema/estoque.ts';
import { lancamentos } from '../../src/db/schema/lancamentos.ts';
import { notasFiscais } from '../../src/db/schema/notas-fiscais.ts';
import { obterDashboard } from '../../src/modules/dashboard/obter-dashboard.ts';
import { type Api, apiOf, categorias, inserirLancamento, json } from '../financeiro/factories.ts';
import { divergenciasDoEstoqueMensal } from '../support/estoque-mensal.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The totals of migration 0015 must always equal a full recomputation from the ledgers they summarise,
// whatever wrote the rows: the API, the NF-e code (direct inserts and updates here), several changes of one
// row in one transaction, a rollback, concurrent baixas. Rows left at zero by deletions are ignored.

let t: TestApp;
let api: Api;
let cat: Awaited<ReturnType<typeof categorias>>;

beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t, await t.loginAsAdmin());
  cat = await categorias(api);
});
afterAll(async () => t.close());

/** Rows where the kept totals and a recomputation disagree (numerically: 0 and 0.0000 agree). */
async function divergencias() {
  const consultas = {
    vencimento: sql`
      select coalesce(a.tipo, r.tipo)::text as tipo, coalesce(a.status, r.status)::text as status,
        coalesce(a.data_vencimento, r.data_vencimento)::text as dia, a.quantidade, a.valor, r.quantidade as resumo_quantidade,
        r.valor_original as resumo_valor
      from (select tipo, status, data_vencimento, count(*) as quantidade, sum(valor_original) as valor
            from lancamentos group by 1, 2, 3) a
      full join (select * from lancamentos_por_vencimento where quantidade <> 0 or valor_original <> 0) r
        using (tipo, status, data_vencimento)
      where a.quantidade is distinct from r.quantidade or a.valor is distinct from r.valor_original`,
    caixa: sql`
      select coalesce(a.data, r.data)::text as dia, a.entradas, a.saidas, r.entradas as resumo_entradas, r.saidas as resumo_saidas
      from (select data_pagamento_recebimento as data,
              coalesce(sum(valor_pago_recebido) filter (where tipo = 'RECEITA'), 0) as entradas,
              coalesce(sum(valor_pago_recebido) filter (where tipo = 'DESPESA'), 0) as saidas
            from lancamentos where status = 'Pago' group by 1) a
      full join (select * from caixa_diario where entradas <> 0 or saidas <> 0) r using (data)
      where a.entradas is distinct from r.entradas or a.saidas is distinct from r.saidas`,
    faturamento: sql`
      select coalesce(a.mes, r.mes)::text as mes, a.notas, a.valor, a.servicos, a.vendas, r.quantidade_notas,
        r.valor_total, r.valor_servicos, r.valor_vendas
      from (select date_trunc('month', data_autorizacao at time zone 'America/Sao_Paulo')::date as mes,
              count(*) as notas, sum(valor_total_nota) as valor, sum(valor_servicos) as servicos,
              sum(valor_vendas) as vendas
            from notas_fiscais where status = 'Autorizada' group by 1) a
      full join (select * from faturamento_mensal
                 where quantidade_notas <> 0 or valor_total <> 0 or valor_servicos <> 0 or valor_vendas <> 0) r using (mes)
      where a.notas is distinct from r.quantidade_notas or a.valor is distinct from r.valor_total
        or a.servicos is distinct from r.valor_servicos or a.vendas is distinct from r.valor_vendas`,
  };
  const resultado: Record<string, unknown[]> = {};
  for (const [nome, consulta] of Object.entries(consultas)) {
    resultado[nome] = (await t.db.execute(consulta)).rows;
  }
  resultado.estoque = await divergenciasDoEstoqueMensal(t.db);
  return resultado;
}

const semDivergencias = { vencimento: [], caixa: [], estoque: [], faturamento: [] };

const baixar = (id: number, valor: string, data: string) =>
  api(`/financeiro/lancamentos/${id}/baixar`, 'POST', { valor_recebido: valor, data_pagamento: data });

async function novaDespesa(valor: string, vencimento: string) {
  const res = await api('/financeiro/lancamentos', 'POST', {
    descricao: `Despesa ${valor}`,
    tipo: 'DESPESA',
    valor_original: valor,
    data_vencimento: vencimento,
    id_categoria: cat.energia,
  });
  expect(res.status).toBe(201);
  return (await json(res)).id;
}

describe('totals of receivables, payables and cash (lancamentos_por_vencimento, caixa_diario)', () => {
  it('follow creation, edit, baixa and deletion through the API', async () => {
    const a = await novaDespesa('1234.56', '2026-03-10');
    const b = await novaDespesa('99.99', '2026-03-10');
    const c = await novaDespesa('0.01', '2026-04-01');
    const editada = await api(`/financeiro/lancamentos/${a}`, 'PUT', {
      descricao: 'Energia de março, corrigida',
      tipo: 'DESPESA',
      valor_original: '1300.00',
      data_vencimento: '2026-03-12',
      id_categoria: cat.energia,
    });
    expect(editada.status).toBe(200);
    expect((await baixar(b, '101.50', '2026-03-15')).status).toBe(200);
    expect((await api(`/financeiro/lancamentos/${c}`, 'DELETE')).status).toBe(204);
    expect(await divergencias()).toEqual(semDivergencias);
  });

  it('follow what the NF-e code writes: receivables inserted, cancelled, paid, deleted, changed after payment', async () => {
    const recebivel = (valor: string, vencimento: string) =>
      inserirLancamento(t, {
        tipo: 'RECEITA',
        idCategoria: cat.venda,
        descricao: `NF-e ${valor}`,
        origem: 'NFE',
        valorOriginal: valor,
        dataVencimento: vencimento,
      });
    const [x, y, z] = [
      await recebivel('5000.00', '2026-05-20'),
      await recebivel('250.25', '2026-05-20'),
      await recebivel('10.10', '2026-06-01'),
    ];
    await t.db.update(lancamentos).set({ status: 'Cancelado' }).where(eq(lancamentos.id, x));
    expect((await baixar(y, '250.25', '2026-05-21')).status).toBe(200);
    expect((await baixar(z, '10.00', '2026-05-21')).status).toBe(200);
    // A paid entry changed or deleted behind the API still moves the cash of the right days.
    await t.db
      .update(lancamentos)
      .set({ dataPagamentoRecebimento: '2026-05-25', valorPagoRecebido: '10.05' })
      .where(eq(lancamentos.id, z));
    await t.db.delete(lancamentos).where(eq(lancamentos.id, y));
    expect(await divergencias()).toEqual(semDivergencias);
  });

  it('follow several changes of one row in one transaction, and ignore a rolled-back one', async () => {
    await t.db.transaction(async (tx) => {
      const [l] = await tx
        .insert(lancamentos)
        .values({
          descricao: 'Frete',
          tipo: 'DESPESA',
          valorOriginal: '80.00',
          dataVencimento: '2026-07-01',
          idCategoria: cat.energia,
        })
        .returning({ id: lancamentos.id });
      const id = l?.id ?? 0;
      await tx
        .update(lancamentos)
        .set({ valorOriginal: '85.00', dataVencimento: '2026-07-02' })
        .where(eq(lancamentos.id, id));
      await tx
        .update(lancamentos)
        .set({ status: 'Pago', valorPagoRecebido: '85.00', dataPagamentoRecebimento: '2026-07-02' })
        .where(eq(lancamentos.id, id));
      await tx.insert(lancamentos).values({
        descricao: 'Apagado na mesma transação',
        tipo: 'DESPESA',
        valorOriginal: '1.00',
        dataVencimento: '2026-07-02',
        idCategoria: cat.energia,
      });
      await tx.delete(lancamentos).where(eq(lancamentos.descricao, 'Apagado na mesma transação'));
    });
    const antes = (await t.db.execute(sql`select * from caixa_diario order by data`)).rows;
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(lancamentos).values({
          descricao: 'Desfeito',
          tipo: 'RECEITA',
          valorOriginal: '7.00',
          dataVencimento: '2026-07-02',
          idCategoria: cat.venda,
          status: 'Pago',
          valorPagoRecebido: '7.00',
          dataPagamentoRecebimento: '2026-07-02',
        });
        throw new Error('desfazer');
      }),
    ).rejects.toThrow('desfazer');
    expect((await t.db.execute(sql`select * from caixa_diario order by data`)).rows).toEqual(antes);
    expect(await divergencias()).toEqual(semDivergencias);
  });

  it('count every one of many simultaneous baixas paid on the same day, and a double baixa once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) => novaDespesa(`${i + 1}0.10`, '2026-08-10')),
    );
    const dupla = await novaDespesa('5.05', '2026-08-10');
    const respostas = await Promise.all([
      ...ids.map((id) => baixar(id, '5.05', '2026-08-11')),
      baixar(dupla, '5.05', '2026-08-11'),
      baixar(dupla, '5.05', '2026-08-11'),
    ]);
    expect(respostas.filter((r) => r.status === 200)).toHaveLength(13);
    const { rows } = await t.db.execute<{ saidas: string }>(
      sql`select saidas::text from caixa_diario where data = '2026-08-11'`,
    );
    expect(rows[0]?.saidas).toBe('65.65');
    expect(await divergencias()).toEqual(semDivergencias);
  });

  it('answer the receivable list count for a period without scanning', async () => {
    const res = await api(
      '/financeiro/contas-a-pagar?page=1&limit=10&data_inicio=2026-03-01&data_fim=2026-03-31',
    );
    const pagina = (await res.json()) as { totalItems: number };
    const [real] = (
      await t.db.execute<{ n: number }>(sql`
        select count(*)::int as n from lancamentos
        where tipo = 'DESPESA' and data_vencimento between '2026-03-01' and '2026-03-31'`)
    ).rows;
    expect(pagina.totalItems).toBe(real?.n);
  });
});

describe('kg per month of the stock ledger (estoque_mensal)', () => {
  it('follows products, adjustments, movements at the turn of a Brasília month and deletions', async () => {
    const criar = async (codigo: string, estoque: string) => {
      const res = await api('/produtos', 'POST', {
        nome: codigo,
        codigo_interno: codigo,
        ncm: '39021020',
        estoque_atual: estoque,
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    const pp = await criar('PP-RESUMO', '1000.50');
    const pe = await criar('PE-RESUMO', '20.00');
    const ajuste = await api(`/produtos/${pp}`, 'PUT', {
      nome: 'PP-RESUMO',
      codigo_interno: 'PP-RESUMO',
      ncm: '39021020',
      estoque_atual: '900.25',
    });
    expect(ajuste.status).toBe(200);
    const movimento = (idProduto: number, kg: string, em: string) => ({
      idProduto,
      quantidadeKg: kg,
      origem: 'AJUSTE' as const,
      createdAt: new Date(em),
    });
    // 01/03 02:30 UTC is still 28/02 in Brasília; 03:30 UTC is already March.
    const [fevereiro] = await t.db
      .insert(estoqueMovimentos)
      .values([
        movimento(pp, '10.0000', '2027-03-01T02:30:00Z'),
        movimento(pp, '-3.5000', '2027-03-01T03:30:00Z'),
      ])
      .returning({ id: estoqueMovimentos.id });
    await t.db
      .update(estoqueMovimentos)
      .set({ quantidadeKg: '12.0000', createdAt: new Date('2027-01-15T12:00:00Z') })
      .where(eq(estoqueMovimentos.id, fevereiro?.id ?? 0));
    await t.db.execute(sql`
      update produtos set estoque_atual = (select sum(quantidade_kg) from estoque_movimentos where id_produto = produtos.id)
      where id = ${pp}`);
    expect((await api(`/produtos/${pe}`, 'DELETE')).status).toBe(204);
    expect(await divergencias()).toEqual(semDivergencias);

    const [saldos] = (
      await t.db.execute<{ total: string }>(
        sql`select coalesce(sum(estoque_atual), 0)::numeric(15,2)::text as total from produtos`,
      )
    ).rows;
    const painel = await obterDashboard(t.ctx);
    expect(painel.totalEstoqueKg).toBe(saldos?.total);
    expect(painel.totalEstoqueKg).toBe('908.75');
  });
  it('keeps apart the kg of cancelled notes and reversed test notes, whatever the order of the writes', async () => {
    const [cliente] = await t.db
      .insert(clientes)
      .values({ nomeRazaoSocial: 'Cliente das Notas Anuladas', cpfCnpj: '11444777000161' })
      .returning({ id: clientes.id });
    const [pp] = await t.db
      .insert(produtos)
      .values({ nome: 'PP-ANULADA', codigoInterno: 'PP-ANULADA', ncm: '39021020' })
      .returning({ id: produtos.id });
    const idProduto = pp?.id ?? 0;
    const notas = await t.db
      .insert(notasFiscais)
      .values(
        [1, 2, 3, 4].map((n) => ({
          idCliente: cliente?.id ?? 0,
          naturezaOperacao: 'RETORNO DE INDUSTRIALIZACAO',
          status: 'Autorizada' as const,
          valorTotalNota: '100.00',
          protocolo: `13527000000001${n}`,
          dataAutorizacao: new Date('2027-05-10T12:00:00Z'),
          createdAt: new Date('2027-05-10T11:00:00Z'),
        })),
      )
      .returning({ id: notasFiscais.id });
    const [a, b, c, d] = notas.map((n) => n.id) as [number, number, number, number];
    await t.db.execute(sql`insert into notas_fiscais_itens (id_nota_fiscal, numero_item, id_produto, nome_produto, cfop,
        quantidade, valor_unitario, valor_total)
      select id, 1, ${idProduto}, 'PP-ANULADA', '5902', 10, 10, 100
      from notas_fiscais where id = any(${`{${a},${b},${c},${d}}`}::int[])`);
    const movimento = (nota: number, kg: string, origem: 'SAIDA_NFE' | 'ESTORNO_NFE', em: string) => ({
      idProduto,
      quantidadeKg: kg,
      origem,
      idDocumento: String(nota),
      createdAt: new Date(em),
    });
    // Every note authorised with its exit in May; d stays authorised and counted.
    await t.db
      .insert(estoqueMovimentos)
      .values([a, b, c, d].map((n) => movimento(n, '-10.0000', 'SAIDA_NFE', '2027-05-10T12:00:00Z')));
    // a: cancelled as the application does, the reversal written before the status (June).
    await t.db.transaction(async (tx) => {
      await tx
        .insert(estoqueMovimentos)
        .values(movimento(a, '10.0000', 'ESTORNO_NFE', '2027-06-01T12:00:00Z'));
      await tx.update(notasFiscais).set({ status: 'Cancelada' }).where(eq(notasFiscais.id, a));
    });
    // b: the status first, then the reversal.
    await t.db.transaction(async (tx) => {
      await tx.update(notasFiscais).set({ status: 'Cancelada' }).where(eq(notasFiscais.id, b));
      await tx
        .insert(estoqueMovimentos)
        .values(movimento(b, '10.0000', 'ESTORNO_NFE', '2027-06-02T12:00:00Z'));
    });
    // c: a test note reversed on going into produção, its reversal in a later transaction.
    await t.db.execute(sql`update notas_fiscais set efeitos_estornados_em = now() where id = ${c}`);
    await t.db
      .insert(estoqueMovimentos)
      .values(movimento(c, '10.0000', 'ESTORNO_NFE', '2027-06-03T12:00:00Z'));
    expect(await divergencias()).toEqual(semDivergencias);

    const [maio, junho] = (
      await t.db.execute<{ entradas: string; saidas: string; anuladas_e: string; anuladas_s: string }>(sql`
        select entradas_kg::numeric(15,4)::text as entradas, saidas_kg::numeric(15,4)::text as saidas,
          anulado_entradas_kg::numeric(15,4)::text as anuladas_e, anulado_saidas_kg::numeric(15,4)::text as anuladas_s
        from estoque_mensal where mes in ('2027-05-01', '2027-06-01') order by mes`)
    ).rows;
    // May: four exits of 10 kg, three of notes that never moved material; June: their three reversals.
    expect(maio).toEqual({
      entradas: '0.0000',
      saidas: '40.0000',
      anuladas_e: '0.0000',
      anuladas_s: '30.0000',
    });
    expect(junho).toEqual({
      entradas: '30.0000',
      saidas: '0.0000',
      anuladas_e: '30.0000',
      anuladas_s: '0.0000',
    });
  });
});

describe('authorised NF-e per month (faturamento_mensal)', () => {
  it('follows inserts, authorisation, cancellation, a changed total and deletions', async () => {
    const [cliente] = await t.db
      .insert(clientes)
      .values({ nomeRazaoSocial: 'Cliente do Resumo', cpfCnpj: '44555666000181' })
      .returning({ id: clientes.id });
    const nota = (valor: string, status: 'Rascunho' | 'Autorizada', autorizadaEm?: string) => ({
      idCliente: cliente?.id ?? 0,
      naturezaOperacao: 'VENDA DE MERCADORIA',
      status,
      valorTotalNota: valor,
      valorVendas: valor,
      ...(autorizadaEm ? { protocolo: '135270000000001', dataAutorizacao: new Date(autorizadaEm) } : {}),
    });
    const ids = await t.db
      .insert(notasFiscais)
      .values([
        nota('100.00', 'Autorizada', '2027-03-01T02:30:00Z'),
        nota('200.00', 'Autorizada', '2027-03-01T03:30:00Z'),
        nota('300.00', 'Rascunho'),
        nota('400.00', 'Rascunho'),
      ])
      .returning({ id: notasFiscais.id });
    const [a, b, c, d] = ids.map((n) => n.id) as [number, number, number, number];
    await t.db.update(notasFiscais).set({ status: 'Processando' }).where(eq(notasFiscais.id, c));
    await t.db
      .update(notasFiscais)
      .set({
        status: 'Autorizada',
        protocolo: '135270000000002',
        dataAutorizacao: new Date('2027-04-02T12:00:00Z'),
      })
      .where(eq(notasFiscais.id, c));
    await t.db.update(notasFiscais).set({ status: 'Cancelada' }).where(eq(notasFiscais.id, b));
    await t.db
      .update(notasFiscais)
      .set({ valorTotalNota: '150.00', valorVendas: '140.00' })
      .where(eq(notasFiscais.id, a));
    await t.db.delete(notasFiscais).where(eq(notasFiscais.id, d));
    expect(await divergencias()).toEqual(semDivergencias);
    await t.db.delete(notasFiscais).where(eq(notasFiscais.id, c));
    expect(await divergencias()).toEqual(semDivergencias);
  });
});

describe('TRUNCATE', () => {
  it('is refused on the ledgers whose totals are kept', async () => {
    await expect(t.db.execute(sql`truncate lancamentos`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate estoque_movimentos`)).rejects.toThrow();
    expect((await t.db.select({ id: produtos.id }).from(produtos)).length).toBeGreaterThan(0);
  });
});
