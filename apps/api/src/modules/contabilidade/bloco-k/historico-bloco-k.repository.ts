import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { DIA_DO_CANCELAMENTO, DIA_DO_RETORNO, diaDe, RETORNOS_DE_ITENS } from './bloco-k.repository.ts';
import { MOVIMENTOS_EM_TERCEIROS } from './terceiros-bloco-k.repository.ts';

/** A month's flows per product and client (null: own stock), entries and exits apart (exits positive). */
export type MovimentoDoMes = {
  id_produto: number;
  id_cliente: number | null;
  /** '1' for own stock with an industrializer; absent otherwise. */
  ind_est?: string | undefined;
  entradas_kg: string;
  saidas_kg: string;
};

/**
 * What moved in the month (Brasília dates), read from the documents of the month only: the ledger's own
 * movements; each client's entry items received, the return lines issued and the returns cancelled; the sucata
 * kept by the orders closed (the sucata item of the order's main input, negated id). The month-over-month check
 * adds these to last month's K200.
 */
export async function movimentosDoMes(db: Database, inicio: string, fim: string): Promise<MovimentoDoMes[]> {
  const noMes = (dia: SQL) => sql`${dia} between ${inicio}::date and ${fim}::date`;
  const { rows } = await db.execute<MovimentoDoMes>(sql`
    with em_terceiros as (${MOVIMENTOS_EM_TERCEIROS(inicio, fim)}),
    m as (
      select t.id_produto, t.id_cliente, '1' as ind_est, t.fora as kg from em_terceiros t
      union all
      select t.id_produto, null::int, null, t.ajuste from em_terceiros t
      union all
      select m.id_produto, null::int as id_cliente, null, m.quantidade_kg as kg
      from estoque_movimentos m where m.destino = 'proprio' and ${noMes(diaDe(sql`m.created_at`))}
      union all
      select i.id_produto, e.id_cliente, null, i.quantidade_kg
      from nfe_entrada_itens i join nfe_entradas e on e.id = i.id_nfe_entrada
      where i.destino = 'terceiros' and not i.ignorado and not e.assinatura_pendente and e.id_cliente is not null
        and ${noMes(sql`e.data_remessa`)}
      union all
      select i.id_produto, e.id_cliente, null, -ni.quantidade
      from notas_fiscais_itens ni join notas_fiscais n on n.id = ni.id_nota_fiscal
      join nfe_entrada_itens i on i.id = ni.id_item_entrada join nfe_entradas e on e.id = i.id_nfe_entrada
      where ${RETORNOS_DE_ITENS} and ${noMes(DIA_DO_RETORNO)}
      union all
      select i.id_produto, e.id_cliente, null, ni.quantidade
      from notas_fiscais_itens ni join notas_fiscais n on n.id = ni.id_nota_fiscal
      join nfe_entrada_itens i on i.id = ni.id_item_entrada join nfe_entradas e on e.id = i.id_nfe_entrada
      where ${RETORNOS_DE_ITENS} and n.status = 'Cancelada' and ${noMes(DIA_DO_CANCELAMENTO)}
      union all
      select -(select en.id_produto from ordens_industrializacao_entradas en
          where en.id_ordem = o.id order by en.quantidade_kg desc, en.id_produto limit 1), null::int, null,
        a.quantidade_kg
      from ordens_industrializacao_apontamentos a join ordens_industrializacao o on o.id = a.id_ordem
      where a.tipo = 'sucata' and a.destino = 'manter' and o.concluida_em is not null
        and o.status <> 'Cancelada' and ${noMes(diaDe(sql`o.concluida_em`))}
    )
    select id_produto, id_cliente, ind_est,
      coalesce(sum(kg) filter (where kg > 0), 0)::numeric(15,4)::text as entradas_kg,
      coalesce(-sum(kg) filter (where kg < 0), 0)::numeric(15,4)::text as saidas_kg
    from m group by id_produto, id_cliente, ind_est`);
  return rows;
}

/** One K200 (or K280) line as a final file carried it. */
export type LinhaExportada = {
  /** AAAA-MM-01: the month of the balance (K280: the corrected month). */
  mes: string;
  cod_item: string;
  ind_est: string;
  cod_part: string;
  id_produto: number;
  id_cliente: number | null;
  quantidade: string;
};

/**
 * The K200 lines of the twelve months before `mes` that a final file carried, each balance plus the K280
 * corrections files before `mes` already reported for it: what the accountant's EFDs now say of those months.
 * Twelve: each month checked is one more computation of its balances (the K280 of older months is the
 * accountant's, by hand).
 */
export async function saldosExportadosAntesDe(db: Database, mes: string): Promise<LinhaExportada[]> {
  const { rows } = await db.execute<LinhaExportada>(sql`
    with linhas as (
      select mes, cod_item, ind_est, cod_part, id_produto, id_cliente, quantidade
      from bloco_k_saldos_exportados where mes < ${mes}::date and mes >= ${mes}::date - interval '12 months'
      union all
      select mes_corrigido, cod_item, ind_est, cod_part, id_produto, id_cliente, quantidade
      from bloco_k_correcoes_exportadas where mes_arquivo < ${mes}::date
        and mes_corrigido < ${mes}::date and mes_corrigido >= ${mes}::date - interval '12 months'
    )
    select to_char(mes, 'YYYY-MM-DD') as mes, cod_item, ind_est, cod_part, id_produto, id_cliente,
      sum(quantidade)::numeric(15,3)::text as quantidade
    from linhas group by mes, cod_item, ind_est, cod_part, id_produto, id_cliente
    order by mes, cod_item, ind_est, cod_part`);
  return rows;
}

/** The K200 and K280 of a month's final file: they replace what an earlier download of that month stored. */
export async function gravarExportacao(
  db: Database,
  mes: string,
  saldos: Omit<LinhaExportada, 'mes'>[],
  correcoes: LinhaExportada[],
) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from bloco_k_saldos_exportados where mes = ${mes}::date`);
    await tx.execute(sql`delete from bloco_k_correcoes_exportadas where mes_arquivo = ${mes}::date`);
    if (saldos.length > 0) {
      await tx.execute(sql`
        insert into bloco_k_saldos_exportados (mes, cod_item, ind_est, cod_part, id_produto, id_cliente, quantidade)
        select ${mes}::date, l.cod_item, l.ind_est, l.cod_part, l.id_produto, l.id_cliente, l.quantidade
        from json_to_recordset(${JSON.stringify(saldos)}::json)
          as l(cod_item text, ind_est text, cod_part text, id_produto int, id_cliente int, quantidade numeric)`);
    }
    if (correcoes.length > 0) {
      await tx.execute(sql`
        insert into bloco_k_correcoes_exportadas
          (mes_arquivo, mes_corrigido, cod_item, ind_est, cod_part, id_produto, id_cliente, quantidade)
        select ${mes}::date, l.mes::date, l.cod_item, l.ind_est, l.cod_part, l.id_produto, l.id_cliente, l.quantidade
        from json_to_recordset(${JSON.stringify(correcoes)}::json) as l(mes text, cod_item text, ind_est text,
          cod_part text, id_produto int, id_cliente int, quantidade numeric)`);
    }
  });
}

/** A balance with what it is worth: H010's VL_ITEM. */
export type SaldoValorado = {
  id_produto: number;
  id_cliente: number | null;
  quantidade_kg: string;
  valor: string;
  ind_est?: string | undefined;
};

/**
 * Own stock at the end of `dia` with its cost: the ledger's own movements up to that day, kg and custo_total
 * (weighted average cost: each purchase at its cost, each exit at the average of its moment).
 */
export async function custoProprioEm(db: Database, dia: string): Promise<SaldoValorado[]> {
  const { rows } = await db.execute<SaldoValorado>(sql`
    select m.id_produto, null::int as id_cliente, sum(m.quantidade_kg)::numeric(15,4)::text as quantidade_kg,
      coalesce(sum(m.custo_total), 0)::numeric(15,2)::text as valor
    from estoque_movimentos m
    where m.destino = 'proprio' and ${diaDe(sql`m.created_at`)} <= ${dia}::date
    group by m.id_produto having sum(m.quantidade_kg) <> 0`);
  return rows;
}

/**
 * Each client's material at the end of `dia` with its value: per entry item, the kg still held (received less
 * returned, as Material de Terceiros counts it) at the item's value per kg on the client's remessa
 * (valor_total / quantidade_kg).
 */
export async function valorDeTerceirosEm(db: Database, dia: string): Promise<SaldoValorado[]> {
  const { rows } = await db.execute<SaldoValorado>(sql`
    with retornos as (
      select ni.id_item_entrada as id_item,
        sum(case when ${DIA_DO_RETORNO} <= ${dia}::date then -ni.quantidade else 0 end)
        + sum(case when n.status = 'Cancelada' and ${DIA_DO_CANCELAMENTO} <= ${dia}::date
          then ni.quantidade else 0 end) as kg
      from notas_fiscais_itens ni join notas_fiscais n on n.id = ni.id_nota_fiscal
      where ${RETORNOS_DE_ITENS}
      group by ni.id_item_entrada
    ), itens as (
      select i.id_produto, e.id_cliente, i.quantidade_kg + coalesce(r.kg, 0) as kg,
        case when i.quantidade_kg > 0 then i.valor_total / i.quantidade_kg else 0 end as valor_kg
      from nfe_entrada_itens i join nfe_entradas e on e.id = i.id_nfe_entrada
      left join retornos r on r.id_item = i.id
      where i.destino = 'terceiros' and not i.ignorado and not e.assinatura_pendente
        and e.id_cliente is not null and e.data_remessa <= ${dia}::date
    )
    select id_produto, id_cliente, sum(kg)::numeric(15,4)::text as quantidade_kg,
      round(sum(kg * valor_kg), 2)::text as valor
    from itens group by id_cliente, id_produto having sum(kg) <> 0`);
  return rows;
}
