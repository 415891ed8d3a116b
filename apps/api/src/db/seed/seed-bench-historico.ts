import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { FUSO_SQL } from '../fuso.ts';

/** Span of the history: three years up to today, and due dates up to three months ahead. */
const DIAS_PASSADOS = 3 * 365;
const DIAS_FUTUROS = 90;

/**
 * `npm run seed:bench`: three years of an office's history over the bench products and clients, for the
 * dashboard, cash-flow and receivable benchmarks: 1 000 000 receivables and payables and 2 000 000 stock
 * movements, generated inside PostgreSQL. Runs after seedBench (it needs its products and clients).
 */
export async function seedHistoricoBench(
  db: Database,
  sizes = { fornecedores: 2_000, lancamentos: 1_000_000, movimentos: 2_000_000 },
) {
  await db.transaction(async (tx) => {
    // Row by row, the totals' triggers would take a minute and leave millions of dead versions of a few
    // thousand rows, and the foreign-key checks another minute on rows whose references are picked from the
    // existing ids: this transaction's triggers are off (all of them as superuser, the embedded server's
    // case; else only the totals') and the totals are recomputed once at the end.
    const { rows } = await tx.execute<{ superusuario: boolean }>(
      sql`select rolsuper as superusuario from pg_roles where rolname = current_user`,
    );
    if (rows[0]?.superusuario) {
      await tx.execute(sql`set local session_replication_role = replica`);
    } else {
      await tx.execute(sql`alter table lancamentos disable trigger lancamentos_resumir_insercao`);
      await tx.execute(
        sql`alter table estoque_movimentos disable trigger estoque_movimentos_resumir_insercao`,
      );
    }
    await seedFornecedores(tx, sizes.fornecedores);
    await seedLancamentos(tx, sizes.lancamentos);
    await seedMovimentos(tx, sizes.movimentos);
    if (rows[0]?.superusuario) {
      await tx.execute(sql`set local session_replication_role = origin`);
    } else {
      await tx.execute(sql`alter table lancamentos enable trigger lancamentos_resumir_insercao`);
      await tx.execute(
        sql`alter table estoque_movimentos enable trigger estoque_movimentos_resumir_insercao`,
      );
    }
    await tx.execute(sql`select recalcular_resumos_lancamentos()`);
    await tx.execute(sql`select recalcular_estoque_mensal()`);
  });
  await db.execute(sql`vacuum analyze fornecedores`);
  await db.execute(sql`vacuum analyze lancamentos`);
  await db.execute(sql`vacuum analyze estoque_movimentos`);
  // Three years of stock updates arrive here as one update of every product at once, which no page's free space
  // can keep HOT: compact the table and its indexes to the state the daily updates leave behind.
  await db.execute(sql`vacuum full analyze produtos`);
  await db.execute(sql`vacuum analyze lancamentos_por_vencimento`);
  await db.execute(sql`vacuum analyze caixa_diario`);
  await db.execute(sql`vacuum analyze estoque_mensal`);
}

async function seedFornecedores(tx: Database, total: number) {
  await tx.execute(sql`
    insert into fornecedores (nome_razao_social, cpf_cnpj, email)
    select 'Fornecedor de Insumos ' || g || ' Ltda', lpad((90000000 + g)::text, 8, '0') || '000199', 'compras' || g || '@fornecedor.com.br'
    from generate_series(1, ${total}::int) g
    on conflict do nothing`);
}

/**
 * Entries due from three years ago to three months ahead, written in about the order an office creates them
 * (a month before they fall due, so entries due in the same month sit together): 45% receivables of the
 * bench clients and 55% payables of the bench suppliers (one in ten without supplier). Due in the past: 93%
 * paid (from five days early to fifteen late, with interest when late, discount when early, never after
 * today), 4% cancelled, 3% still pending (overdue); due in the last 30 days: one in five still pending; due
 * ahead: 5% paid early.
 */
async function seedLancamentos(tx: Database, total: number) {
  await tx.execute(sql`
    with base as (
      select g, hoje,
        hoje - ${DIAS_PASSADOS}::int + ((g - 1)::bigint * ${DIAS_PASSADOS + DIAS_FUTUROS}::int / ${total}::int)::int
          + ((g::bigint * 7919) % 31)::int - 15 as vencimento,
        case when g % 20 < 9 then 'RECEITA' else 'DESPESA' end as tipo,
        ((g::bigint * 7907) % 4995000 + 5000) / 100.0 as valor,
        (g::bigint * 31) % 100 as sorte,
        ((g::bigint * 13) % 21)::int - 5 as atraso
      from generate_series(1, ${total}::int) g
      cross join (select (now() at time zone ${FUSO_SQL})::date as hoje) h
    ), situacao as (
      select *,
        case
          when vencimento > hoje then case when sorte < 5 then 'Pago' else 'Pendente' end
          when vencimento > hoje - 30 then case when sorte < 20 then 'Pendente' else 'Pago' end
          when sorte < 3 then 'Pendente'
          when sorte < 7 then 'Cancelado'
          else 'Pago'
        end as status,
        least(vencimento + atraso, hoje) as pagamento
      from base
    ), categorias as (
      select array_agg(id order by id) filter (where tipo = 'RECEITA') as receita,
        array_agg(id order by id) filter (where tipo = 'DESPESA') as despesa
      from categorias_financeiras
    ), clientes_numerados as (
      select id, row_number() over (order by id) - 1 as n from clientes
    ), fornecedores_numerados as (
      select id, row_number() over (order by id) - 1 as n from fornecedores
    ), limites as (
      select (select count(*) from clientes) as clientes, (select count(*) from fornecedores) as fornecedores
    )
    insert into lancamentos (descricao, tipo, valor_original, data_vencimento, status, id_categoria, id_fornecedor,
      id_cliente, valor_pago_recebido, data_pagamento_recebimento, valor_desconto, valor_juros_multa, created_at,
      updated_at)
    select
      case when s.tipo = 'RECEITA' then 'Industrialização lote ' || s.g || ' - ' || to_char(s.vencimento, 'MM/YYYY')
        else 'Compra de insumos pedido ' || s.g || ' - ' || to_char(s.vencimento, 'MM/YYYY') end,
      s.tipo::tipo_lancamento, s.valor, s.vencimento, s.status::status_lancamento,
      case when s.tipo = 'RECEITA' then c.receita[1 + s.g % cardinality(c.receita)]
        else c.despesa[1 + s.g % cardinality(c.despesa)] end,
      f.id, cl.id,
      case when s.status = 'Pago' then s.valor + v.juros - v.desconto end,
      case when s.status = 'Pago' then s.pagamento end,
      case when s.status = 'Pago' then v.desconto else 0 end,
      case when s.status = 'Pago' then v.juros else 0 end,
      v.criado, v.criado
    from situacao s
    cross join categorias c
    cross join limites l
    left join clientes_numerados cl on s.tipo = 'RECEITA' and cl.n = (s.g::bigint * 7) % l.clientes
    left join fornecedores_numerados f
      on s.tipo = 'DESPESA' and s.g % 10 <> 0 and f.n = (s.g::bigint * 17) % l.fornecedores
    cross join lateral (
      select
        case when s.pagamento > s.vencimento then round(s.valor * 0.02, 2) else 0 end as juros,
        case when s.pagamento < s.vencimento then round(s.valor * 0.01, 2) else 0 end as desconto,
        least((s.vencimento - 30)::timestamp at time zone ${FUSO_SQL} + interval '10 hours', now()) as criado
    ) v
    order by s.g`);
}

/**
 * Twenty movements per product over three years, in date order: the initial stock (5 000 kg or more), then
 * incoming NF-e (100 to 1 000 kg) alternating with outgoing ones (50 to 500 kg), every month some of each,
 * so no balance goes negative. The balances are then set from the ledger, the invariant the application
 * keeps movement by movement.
 */
async function seedMovimentos(tx: Database, total: number) {
  await tx.execute(sql`
    with produtos_numerados as (
      select id, row_number() over (order by id) - 1 as n from produtos
    ), limites as (select count(*) as produtos from produtos)
    insert into estoque_movimentos (id_produto, quantidade_kg, origem, id_documento, created_at)
    select p.id,
      case when m.ordem = 0 then 5000 + (g::bigint * 37) % 6000
        when m.entrada then 100 + ((g::bigint * 7919) % 90000) / 100.0
        else -(50 + ((g::bigint * 104729) % 45000) / 100.0) end,
      (case when m.ordem = 0 then 'ESTOQUE_INICIAL' when m.entrada then 'ENTRADA_NFE' else 'SAIDA_NFE' end)::origem_movimento,
      case when m.ordem > 0 then (g % 100000)::text end,
      now() - make_interval(days => ${DIAS_PASSADOS}::int)
        + make_interval(secs => (m.ordem * m.janela + (g::bigint * 7919) % m.janela)::double precision)
    from limites l
    cross join generate_series(1, ${total}::int) g
    cross join lateral (
      select ((g - 1) / l.produtos)::int as ordem,
        ((g - 1) / l.produtos + (g - 1) % l.produtos) % 2 = 1 as entrada,
        (${DIAS_PASSADOS}::int * 86400 / ceil(${total}::numeric / l.produtos))::bigint as janela
    ) m
    join produtos_numerados p on p.n = (g - 1) % l.produtos
    order by g`);
  await tx.execute(sql`
    update produtos p set estoque_atual = s.total
    from (select id_produto, sum(quantidade_kg) as total from estoque_movimentos group by id_produto) s
    where p.id = s.id_produto and p.estoque_atual <> s.total`);
}
