import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { FUSO_SQL as ZONA } from '../../../db/fuso.ts';

/** The Brasília date of an instant. */
export const diaDe = (instante: SQL) => sql`(${instante} at time zone ${ZONA})::date`;

/** The day a return note took its kg, and the day its cancellation gave them back (Brasília). */
export const DIA_DO_RETORNO = diaDe(sql`coalesce(n.data_emissao, n.data_autorizacao, n.created_at)`);
export const DIA_DO_CANCELAMENTO = diaDe(sql`coalesce(n.data_cancelamento, n.updated_at)`);
/** The lines of NF-e that move a client's entry item: x902/x903 returns that took (or gave back) its kg. */
export const RETORNOS_DE_ITENS = sql`ni.id_item_entrada is not null and n.status in ('Processando', 'Autorizada', 'Cancelada')
        and n.efeitos_estornados_em is null and ni.cfop ~ '^[56]90[23]$'`;

export type SaldoEstoque = {
  id_produto: number;
  /** Null for the company's own stock (K200 IND_EST 0); the client whose material it is (IND_EST 2). */
  id_cliente: number | null;
  quantidade_kg: string;
  /** '1' for own stock in a third party's possession (id_cliente: the industrializer, K200 IND_EST 1). */
  ind_est?: string | undefined;
};

/**
 * The company's own kg per product at the end of `fim` (a Brasília date): the sum of the ledger's own movements up
 * to that day. Products at zero are left out (the Guia: no K200 is needed for a zero stock).
 */
export async function estoqueProprioEm(db: Database, fim: string): Promise<SaldoEstoque[]> {
  const { rows } = await db.execute<SaldoEstoque>(sql`
    select m.id_produto, null::int as id_cliente, sum(m.quantidade_kg)::numeric(15,4)::text as quantidade_kg
    from estoque_movimentos m
    where m.destino = 'proprio' and ${diaDe(sql`m.created_at`)} <= ${fim}::date
    group by m.id_produto
    having sum(m.quantidade_kg) <> 0
    order by m.id_produto`);
  return rows;
}

/**
 * Material de Terceiros per client and product at the end of `fim`: each entry item's kg received up to that day,
 * less the returns issued up to it (the lines that consume a balance, CFOP x902/x903, as the item's history counts
 * them), plus the returns cancelled up to it. A test note whose effects were reversed never moved anything.
 */
export async function saldosDeTerceirosEm(db: Database, fim: string): Promise<SaldoEstoque[]> {
  const { rows } = await db.execute<SaldoEstoque>(sql`
    with retornos as (
      select ni.id_item_entrada as id_item,
        sum(case when ${DIA_DO_RETORNO} <= ${fim}::date
          then -ni.quantidade else 0 end)
        + sum(case when n.status = 'Cancelada'
            and ${DIA_DO_CANCELAMENTO} <= ${fim}::date
          then ni.quantidade else 0 end) as kg
      from notas_fiscais_itens ni join notas_fiscais n on n.id = ni.id_nota_fiscal
      where ${RETORNOS_DE_ITENS}
      group by ni.id_item_entrada
    )
    select i.id_produto, e.id_cliente, sum(i.quantidade_kg + coalesce(r.kg, 0))::numeric(15,4)::text as quantidade_kg
    from nfe_entrada_itens i
    join nfe_entradas e on e.id = i.id_nfe_entrada
    left join retornos r on r.id_item = i.id
    where i.destino = 'terceiros' and not i.ignorado and not e.assinatura_pendente
      and e.id_cliente is not null and e.data_remessa <= ${fim}::date
    group by e.id_cliente, i.id_produto
    having sum(i.quantidade_kg + coalesce(r.kg, 0)) <> 0
    order by e.id_cliente, i.id_produto`);
  return rows;
}

export type OrdemDoMes = {
  id: number;
  inicio: string;
  fim: string;
  /** Outputs per product: quantity in the product's unit. */
  saidas: { id_produto: number; quantidade: string; quantidade_kg: string }[];
  /** Inputs consumed per product: the kg that went into production (what was not given back unapplied). */
  insumos: { id_produto: number; quantidade_kg: string }[];
};

/** The orders closed in the month (Brasília dates), with what they produced and consumed, in order id. */
export async function ordensConcluidasNoMes(
  db: Database,
  inicio: string,
  fim: string,
): Promise<OrdemDoMes[]> {
  const { rows } = await db.execute<OrdemDoMes>(sql`
    select o.id,
      to_char(${diaDe(sql`coalesce(o.iniciada_em, o.created_at)`)}, 'YYYY-MM-DD') as inicio,
      to_char(${diaDe(sql`o.concluida_em`)}, 'YYYY-MM-DD') as fim,
      coalesce((select json_agg(s order by s.id_produto) from (
        select a.id_produto, sum(a.quantidade)::numeric(15,4)::text as quantidade,
          sum(a.quantidade_kg)::numeric(15,4)::text as quantidade_kg
        from ordens_industrializacao_apontamentos a
        where a.id_ordem = o.id and a.tipo = 'producao'
        group by a.id_produto) s), '[]') as saidas,
      coalesce((select json_agg(s order by s.id_produto) from (
        select en.id_produto, sum(en.quantidade_kg - coalesce(en.nao_aplicado_kg, 0))::numeric(15,4)::text
          as quantidade_kg
        from ordens_industrializacao_entradas en
        where en.id_ordem = o.id
        group by en.id_produto
        having sum(en.quantidade_kg - coalesce(en.nao_aplicado_kg, 0)) > 0) s), '[]') as insumos
    from ordens_industrializacao o
    where o.concluida_em is not null and o.status <> 'Cancelada'
      and ${diaDe(sql`o.concluida_em`)} between ${inicio}::date and ${fim}::date
    order by o.id`);
  return rows;
}

export type ProdutoDoArquivo = {
  /** Negative for the sucata item of the input product -id. */
  id: number;
  codigo_interno: string;
  nome: string;
  unidade_medida: string;
  ncm: string;
  /** 0200 TIPO_ITEM chosen on the product; null: decided by use. '05' for the sucata item. */
  tipo_item_efd: string | null;
  cfop_padrao: string | null;
};

/**
 * NCM of the sucata of a plastic (Capítulo 39, posição 3915 'desperdícios, resíduos e aparas de plásticos'): of
 * ethylene polymers 3915.10, styrene 3915.20, vinyl chloride 3915.30, other plastics (PP among them) 3915.90.
 */
const NCM_DA_SUCATA = sql`case left(ncm, 4) when '3901' then '39151000' when '3903' then '39152000'
  when '3904' then '39153000' else '39159000' end`;

/**
 * The products of the file by id; a negative id is the sucata of the input product -id, its own item (TIPO_ITEM
 * 05): 'SUC-' and the input's code, 'Sucata de' and its name, in kg.
 */
export async function produtosPorIds(db: Database, ids: number[]): Promise<ProdutoDoArquivo[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<ProdutoDoArquivo>(sql`
    select id, codigo_interno, nome, unidade_medida::text as unidade_medida, ncm, tipo_item_efd, cfop_padrao
    from produtos where id = any(${`{${ids.filter((id) => id > 0).join(',')}}`}::int[])
    union all
    select -id, left('SUC-' || codigo_interno, 60), 'Sucata de ' || nome, 'KG', ${NCM_DA_SUCATA}, '05', null
    from produtos where id = any(${`{${ids
      .filter((id) => id < 0)
      .map((id) => -id)
      .join(',')}}`}::int[])
    order by codigo_interno`);
  return rows;
}

/** The input product of an order `o` with the most kg (then the lowest id). */
const INSUMO_PRINCIPAL = sql`(select en.id_produto from ordens_industrializacao_entradas en
  where en.id_ordem = o.id order by en.quantidade_kg desc, en.id_produto limit 1)`;

/**
 * The sucata the company kept (destino 'manter', with the client's agreement) of the orders closed up to the end
 * of `fim`: own stock of the sucata item of each order's main input (the one with the most kg). The product
 * has no path that sells or discards it, so it only grows.
 */
export async function sucataPropriaEm(db: Database, fim: string): Promise<SaldoEstoque[]> {
  const { rows } = await db.execute<SaldoEstoque>(sql`
    select -${INSUMO_PRINCIPAL} as id_produto, null::int as id_cliente,
      sum(a.quantidade_kg)::numeric(15,4)::text as quantidade_kg
    from ordens_industrializacao_apontamentos a join ordens_industrializacao o on o.id = a.id_ordem
    where a.tipo = 'sucata' and a.destino = 'manter' and o.concluida_em is not null and o.status <> 'Cancelada'
      and ${diaDe(sql`o.concluida_em`)} <= ${fim}::date
    group by 1
    order by 1`);
  return rows;
}

export type ParticipanteDoArquivo = {
  id: number;
  cpf_cnpj: string;
  nome: string;
  inscricao_estadual: string | null;
  codigo_municipio: number | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
};

export async function clientesPorIds(db: Database, ids: number[]): Promise<ParticipanteDoArquivo[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<ParticipanteDoArquivo>(sql`
    select id, cpf_cnpj, nome_razao_social as nome, inscricao_estadual, codigo_municipio, logradouro, numero,
      complemento, bairro
    from clientes where id = any(${`{${ids.join(',')}}`}::int[])
    order by cpf_cnpj`);
  return rows;
}

/**
 * The same balances derived the other way: the items' live `saldo_kg` (kept by every path that moves a balance)
 * taken back to the end of `fim` by undoing what happened after it (entries received, returns issued and
 * returns cancelled later). The reconciliation compares this with the K200 built from the history.
 */
export async function saldosDeTerceirosPeloSaldoAtual(db: Database, fim: string): Promise<SaldoEstoque[]> {
  const { rows } = await db.execute<SaldoEstoque>(sql`
    with depois as (
      select ni.id_item_entrada as id_item,
        sum(case when ${DIA_DO_RETORNO} > ${fim}::date
          then ni.quantidade else 0 end)
        - sum(case when n.status = 'Cancelada'
            and ${DIA_DO_CANCELAMENTO} > ${fim}::date
          then ni.quantidade else 0 end) as kg
      from notas_fiscais_itens ni join notas_fiscais n on n.id = ni.id_nota_fiscal
      where ${RETORNOS_DE_ITENS}
      group by ni.id_item_entrada
    )
    select i.id_produto, e.id_cliente, sum(i.saldo_kg + coalesce(d.kg, 0))::numeric(15,4)::text as quantidade_kg
    from nfe_entrada_itens i
    join nfe_entradas e on e.id = i.id_nfe_entrada
    left join depois d on d.id_item = i.id
    where i.destino = 'terceiros' and not i.ignorado and not e.assinatura_pendente
      and e.id_cliente is not null and e.data_remessa <= ${fim}::date
    group by e.id_cliente, i.id_produto
    having sum(i.saldo_kg + coalesce(d.kg, 0)) <> 0`);
  return rows;
}

/**
 * Of `ids`, the products ever made up to the end of `fim`: pointed as production of an order closed by then, or
 * brought by an industrializer's x124/x125 line. They are TIPO_ITEM 04 by use in every month, not only in those
 * that made them.
 */
export async function produzidosAte(db: Database, ids: number[], fim: string): Promise<number[]> {
  if (ids.length === 0) return [];
  const lista = `{${ids.filter((id) => id > 0).join(',')}}`;
  const { rows } = await db.execute<{ id_produto: number }>(sql`
    select distinct a.id_produto from ordens_industrializacao_apontamentos a
    join ordens_industrializacao o on o.id = a.id_ordem
    where a.tipo = 'producao' and a.id_produto = any(${lista}::int[]) and o.status <> 'Cancelada'
      and o.concluida_em is not null and ${diaDe(sql`o.concluida_em`)} <= ${fim}::date
    union
    select i.id_produto from nfe_entrada_itens i join nfe_entradas e on e.id = i.id_nfe_entrada
    where i.cfop ~ '^[567]12[45]$' and i.id_produto = any(${lista}::int[]) and e.data_remessa <= ${fim}::date`);
  return rows.map((r) => r.id_produto);
}
