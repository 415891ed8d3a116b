import type {
  TMaterialTerceirosFiltros,
  TMaterialTerceirosLinha,
  TMaterialTerceirosPorCliente,
  TMaterialTerceirosPorProduto,
  TMaterialTerceirosResumo,
  TMaterialTerceirosTotais,
  TMovimentoMaterial,
  TSituacaoPrazo,
} from '@erp/contracts/material-terceiros';
import { DIAS_ALERTA_PRAZO } from '@erp/contracts/material-terceiros';
import { NATUREZA_RETORNO_SIMBOLICO } from '@erp/contracts/nfe-operacao';
import { asc, isNotNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Database, planoGenerico } from '../../db/client.ts';
import { consultaDireta } from '../../db/consultas-preparadas.ts';
import { FUSO_SQL as ZONA } from '../../db/fuso.ts';
import { prazosMaterialTerceiros } from '../../db/schema/prazos-material-terceiros.ts';

export function listPrazos(db: Database) {
  return db
    .select({
      uf: prazosMaterialTerceiros.uf,
      prazoDias: prazosMaterialTerceiros.prazoDias,
      prorrogacaoDias: prazosMaterialTerceiros.prorrogacaoDias,
    })
    .from(prazosMaterialTerceiros)
    .orderBy(asc(prazosMaterialTerceiros.uf));
}

/** Serialises saves of the table: each reads the rows it replaces under this lock, for the audit. */
export async function lockPrazos(tx: Database) {
  await tx.execute(sql`lock table prazos_material_terceiros in share row exclusive mode`);
  return listPrazos(tx);
}

export async function replacePrazos(
  tx: Database,
  padrao: { prazoDias: number; prorrogacaoDias: number },
  porUf: { uf: string; prazoDias: number; prorrogacaoDias: number }[],
) {
  await tx
    .insert(prazosMaterialTerceiros)
    .values({ uf: null, ...padrao })
    .onConflictDoUpdate({
      target: prazosMaterialTerceiros.uf,
      set: { ...padrao, updatedAt: sql`now()` },
    });
  await tx.delete(prazosMaterialTerceiros).where(isNotNull(prazosMaterialTerceiros.uf));
  if (porUf.length > 0) await tx.insert(prazosMaterialTerceiros).values(porUf);
}

const condicaoSituacao: Record<TSituacaoPrazo, SQL> = {
  no_prazo: sql`dias_restantes >= ${DIAS_ALERTA_PRAZO}`,
  a_vencer: sql`dias_restantes between 0 and ${DIAS_ALERTA_PRAZO - 1}`,
  vencido: sql`dias_restantes < 0`,
};

/**
 * Each entry item of the filter with its deadline, in one CTE the page, the count and the totals all read (it
 * is materialised once). The deadline counts from the remessa's emission as a Brasília date (RICMS/SP art. 402:
 * 180 days from the remessa's exit), with the client UF's row or the default one. `hoje` is a Brasília date.
 * Only items with balance unless `encerrados`: the partial index of migration 0032 reads just those.
 */
function linhasDoFiltro(f: TMaterialTerceirosFiltros & { id_item?: number }, hoje: string) {
  // An item ignored at the import (no product, no balance) was never material of the client's in our custody, nor
  // was a purchase (destino 'proprio', issue 24).
  const condicoes: SQL[] = [sql`not i.ignorado`, sql`i.destino = 'terceiros'`];
  if (!f.encerrados) condicoes.push(sql`i.saldo_kg > 0`);
  if (f.id_item !== undefined) condicoes.push(sql`i.id = ${f.id_item}`);
  if (f.id_cliente !== undefined) condicoes.push(sql`e.id_cliente = ${f.id_cliente}`);
  if (f.id_produto !== undefined) condicoes.push(sql`i.id_produto = ${f.id_produto}`);
  // The period is the remessa's Brasília date; on the timestamp, so the (client, emission) index can serve it.
  if (f.data_inicio)
    condicoes.push(sql`e.data_emissao >= (${f.data_inicio}::date::timestamp at time zone ${ZONA})`);
  if (f.data_fim)
    condicoes.push(sql`e.data_emissao < ((${f.data_fim}::date + 1)::timestamp at time zone ${ZONA})`);
  const onde = condicoes.length > 0 ? sql`where ${sql.join(condicoes, sql` and `)}` : sql``;
  const situacao = f.situacao ? sql`where ${condicaoSituacao[f.situacao]}` : sql``;
  return sql`
    base as (
      -- Narrow on purpose: the texts of the page's rows (NF, item code and description, UF) are read for those
      -- rows only; copying them for every open item was a third of the statement on the bench's 15 000 items.
      select i.id as id_item, e.id as id_nfe_entrada, e.id_cliente, c.nome_razao_social, i.numero_item,
        -- The remessa's Brasília date kept by the row (migration 0036): converting every item's time cost a fifth
        -- of the statement.
        i.id_produto, i.quantidade_kg, i.saldo_kg, i.reservado_kg, e.data_remessa,
        -- The default row as scalar subqueries, evaluated once: joined, it was a loop over every item.
        coalesce(pu.prazo_dias,
          (select prazo_dias from prazos_material_terceiros where uf is null), 180) as prazo_dias,
        coalesce(pu.prorrogacao_dias,
          (select prorrogacao_dias from prazos_material_terceiros where uf is null), 180) as prorrogacao_dias
      from nfe_entrada_itens i
      join nfe_entradas e on e.id = i.id_nfe_entrada
      join clientes c on c.id = e.id_cliente
      left join prazos_material_terceiros pu on pu.uf = c.uf
      ${onde}
    ),
    filtradas as materialized (
      select * from (select *, (data_remessa + prazo_dias) - ${hoje}::date as dias_restantes from base) b
      ${situacao}
    )`;
}

const kgTexto = (expr: SQL) => sql`coalesce(${expr}, 0)::numeric(15,4)::text`;

/**
 * The page's rows as the API answers them, in the report's order, from rows carrying the item's kg, its remessa's
 * date, deadline row and days left, its NF and client: the one builder of both statements below.
 */
const linhasJson = (hoje: string | Placeholder) => sql`json_agg(json_build_object(
    'id_item', id_item, 'id_nfe_entrada', id_nfe_entrada, 'id_cliente', id_cliente,
    'nome_razao_social', nome_razao_social, 'uf_cliente', uf_cliente, 'numero_nf', numero_nf, 'serie', serie,
    'numero_item', numero_item, 'id_produto', id_produto, 'codigo_produto', codigo_produto, 'descricao', descricao,
    'recebido_kg', quantidade_kg::text, 'devolvido_kg', (quantidade_kg - saldo_kg)::numeric(15,4)::text,
    'saldo_kg', saldo_kg::text, 'data_remessa', data_remessa::text,
    -- Of the balance, what ordens de industrialização hold, and what is free for another order or draft.
    'reservado_kg', reservado_kg::text, 'disponivel_kg', (saldo_kg - reservado_kg)::numeric(15,4)::text,
    'dias_decorridos', ${hoje}::date - data_remessa, 'prazo_dias', prazo_dias,
    'data_limite', (data_remessa + prazo_dias)::text,
    'data_limite_prorrogada', (data_remessa + prazo_dias + prorrogacao_dias)::text,
    'dias_restantes', dias_restantes,
    'situacao', case when dias_restantes < 0 then 'vencido'
      when dias_restantes < ${DIAS_ALERTA_PRAZO} then 'a_vencer' else 'no_prazo' end
  ) order by nome_razao_social, id_cliente, data_remessa, id_nfe_entrada, numero_item)`;

export type PaginaMaterialTerceiros = {
  total: number;
  linhas: TMaterialTerceirosLinha[];
  totais: TMaterialTerceirosTotais;
};

/**
 * The page (offset/limit already clamped by the caller's count, or past the end: then empty), the count and the
 * totals of the whole filter, in one statement. Totals are summed by the database on numeric, so they equal the
 * sum of the rows to the gram.
 */
export async function paginaMaterialTerceiros(
  db: Database,
  filtros: TMaterialTerceirosFiltros & { id_item?: number },
  hoje: string,
  window: { limit: number; offset: number } | null,
): Promise<PaginaMaterialTerceiros> {
  // The CSV (no page) reads every item anyway: the statement over the items does it in one pass.
  return semFiltro(filtros) && window
    ? paginaSemFiltro(db, hoje, window)
    : paginaDosItens(db, filtros, hoje, window);
}

/** Any filter: every item of the filter with its deadline, counted, summed and sorted in full. */
export async function paginaDosItens(
  db: Database,
  filtros: TMaterialTerceirosFiltros & { id_item?: number },
  hoje: string,
  window: { limit: number; offset: number } | null,
): Promise<PaginaMaterialTerceiros> {
  const limite = window ? sql`limit ${window.limit} offset ${window.offset}` : sql``;
  const { rows } = await db.execute<{
    total: number;
    linhas: TMaterialTerceirosLinha[] | null;
    totais: TMaterialTerceirosTotais;
  }>(sql`
    with ${linhasDoFiltro(filtros, hoje)},
    -- The count and the totals in one pass over the rows.
    totais as (
      select count(*)::int as itens,
        ${kgTexto(sql`sum(quantidade_kg)`)} as recebido_kg,
        ${kgTexto(sql`sum(quantidade_kg - saldo_kg)`)} as devolvido_kg,
        ${kgTexto(sql`sum(saldo_kg)`)} as saldo_kg,
        ${kgTexto(sql`sum(saldo_kg) filter (where ${condicaoSituacao.a_vencer})`)} as a_vencer_kg,
        ${kgTexto(sql`sum(saldo_kg) filter (where ${condicaoSituacao.vencido})`)} as vencido_kg
      from filtradas
    )
    select
      t.itens as total,
      (select ${linhasJson(hoje)}
        from (
          select f.*, e.numero_nf, e.serie, c.uf as uf_cliente, i.codigo_produto, i.descricao
          from (select * from filtradas
            order by nome_razao_social, id_cliente, data_remessa, id_nfe_entrada, numero_item ${limite}) f
          join nfe_entrada_itens i on i.id = f.id_item
          join nfe_entradas e on e.id = f.id_nfe_entrada
          join clientes c on c.id = f.id_cliente) p) as linhas,
      json_build_object('recebido_kg', t.recebido_kg, 'devolvido_kg', t.devolvido_kg, 'saldo_kg', t.saldo_kg,
        'a_vencer_kg', t.a_vencer_kg, 'vencido_kg', t.vencido_kg) as totais
    from totais t`);
  const row = rows[0];
  if (!row) throw new Error('relatório de material de terceiros sem linha');
  return { total: row.total, linhas: row.linhas ?? [], totais: row.totais };
}

const semFiltro = (f: TMaterialTerceirosFiltros & { id_item?: number }) =>
  !f.encerrados &&
  f.id_item === undefined &&
  f.id_cliente === undefined &&
  f.id_produto === undefined &&
  !f.situacao &&
  !f.data_inicio &&
  !f.data_fim;

/**
 * The clients with material here (the open balance kept per client, migration 0062: ~200 rows), each with its name,
 * UF, deadline row and the open items before it in the report's order (name, id).
 */
const clientesComSaldo = sql`
  cli as materialized (
    select x.*, c.nome_razao_social, c.uf,
      coalesce(pu.prazo_dias, pd.prazo_dias, 180) as prazo_dias,
      coalesce(pu.prorrogacao_dias, pd.prorrogacao_dias, 180) as prorrogacao_dias,
      coalesce(sum(x.itens) over (order by c.nome_razao_social, x.id_cliente
        rows between unbounded preceding and 1 preceding), 0) as antes
    from material_terceiros_clientes x
    join clientes c on c.id = x.id_cliente
    left join prazos_material_terceiros pd on pd.uf is null
    left join prazos_material_terceiros pu on pu.uf = c.uf
  )`;

/**
 * The kg by deadline situation on `hoje`, from the open balance kept per deadline (migration 0064: one row per day
 * a suspension ends): those not yet overdue are the days from today on, due within DIAS_ALERTA_PRAZO days a part of
 * them; the overdue ones are the rest of `total`.
 */
const porSituacao = (hoje: SQL, total: SQL) => sql`
  select ${kgTexto(sql`sum(saldo_kg) filter (where data_limite < ${hoje} + ${DIAS_ALERTA_PRAZO}::int)`)} as a_vencer_kg,
    ${kgTexto(sql`${total} - coalesce(sum(saldo_kg), 0)`)} as vencido_kg
  from material_terceiros_prazos where data_limite >= ${hoje}`;

/**
 * The report unfiltered (the screen as it opens): count and totals per situation from the kept open balances per
 * remessa (migration 0048), and only the page's items read, those of the
 * one or two clients the page falls on (by the open items before each client). The same rows, order and totals
 * as the general statement, which derived all of it from every open item (~20 000 on the bench) on each request.
 */
async function paginaSemFiltro(
  db: Database,
  hoje: string,
  window: { limit: number; offset: number } | null,
): Promise<PaginaMaterialTerceiros> {
  const consulta = consultaDireta<{
    total: number;
    linhas: TMaterialTerceirosLinha[] | null;
    totais: TMaterialTerceirosTotais;
  }>(planoGenerico(db), 'material_terceiros_sem_filtro', 'material_terceiros_sem_filtro', () => ({
    toSQL: () => dialeto.sqlToQuery(statementSemFiltro()),
  }));
  const offset = window?.offset ?? 0;
  const [row] = await consulta({
    hoje,
    offset,
    // Without a page, every item: no limit, and every client's items are before the end.
    limite: window?.limit ?? null,
    fim: window ? offset + window.limit : 'Infinity',
  });
  if (!row) throw new Error('relatório de material de terceiros sem linha');
  return { total: row.total, linhas: row.linhas ?? [], totais: row.totais };
}

const dialeto = new PgDialect();

/**
 * The unfiltered report's statement, named on each connection and built once (consultaDireta): its plan does not
 * depend on the day or the page, and planning it per call (0.8 ms) and Drizzle's building of it were a third of
 * the request.
 */
function statementSemFiltro() {
  const hoje = sql.placeholder('hoje');
  const offset = sql`${sql.placeholder('offset')}::int`;
  const limit = sql`${sql.placeholder('limite')}::int`;
  const fim = sql`${sql.placeholder('fim')}::float8`;
  return sql`
    with ${clientesComSaldo},
    situacoes as (${porSituacao(sql`${hoje}::date`, sql`(select sum(saldo_kg) from cli)`)}),
    pagina as (
      select cli.id_cliente, cli.nome_razao_social, cli.uf as uf_cliente, cli.prazo_dias, cli.prorrogacao_dias, i.*
      from cli cross join lateral (
        select i.id as id_item, r.id_nfe_entrada, r.data_remessa, i.numero_item, i.id_produto, i.codigo_produto,
          i.descricao, i.quantidade_kg, i.saldo_kg, i.reservado_kg
        from material_terceiros_remessas r
        join nfe_entrada_itens i on i.id_nfe_entrada = r.id_nfe_entrada and i.saldo_kg > 0
        where r.id_cliente = cli.id_cliente
        order by r.data_remessa, r.id_nfe_entrada, i.numero_item
        offset greatest(${offset} - cli.antes, 0) limit ${limit}) i
      where cli.antes < ${fim} and cli.antes + cli.itens > ${offset}
      order by cli.nome_razao_social, cli.id_cliente, i.data_remessa, i.id_nfe_entrada, i.numero_item
      limit ${limit}
    )
    select
      (select coalesce(sum(itens), 0)::int from cli) as total,
      (select ${linhasJson(hoje)}
        from (
          select p.*, e.numero_nf, e.serie, (p.data_remessa + p.prazo_dias) - ${hoje}::date as dias_restantes
          from pagina p join nfe_entradas e on e.id = p.id_nfe_entrada) p) as linhas,
      (select json_build_object('recebido_kg', ${kgTexto(sql`sum(recebido_kg)`)},
          'devolvido_kg', ${kgTexto(sql`sum(recebido_kg - saldo_kg)`)}, 'saldo_kg', ${kgTexto(sql`sum(saldo_kg)`)},
          'a_vencer_kg', (select a_vencer_kg from situacoes), 'vencido_kg', (select vencido_kg from situacoes))
        from cli) as totais`;
}

type PaginaDeTotais<Linha> = { total: number; linhas: Linha[] };

/**
 * The page of `grupos` (the `chaves` columns, itens and kg) as the API answers it, in `ordem` (columns of
 * `chaves`), with the number of groups.
 */
function totaisDaPagina(chaves: SQL, ordem: SQL, window: { limit: number; offset: number }) {
  return sql`select (select count(*)::int from grupos) as total,
      (select json_agg(y order by ${ordem}) from (
          select ${chaves}, itens, ${kgTexto(sql`recebido_kg`)} as recebido_kg,
            ${kgTexto(sql`recebido_kg - saldo_kg`)} as devolvido_kg, ${kgTexto(sql`saldo_kg`)} as saldo_kg
          from grupos order by ${ordem} limit ${window.limit} offset ${window.offset}) y) as linhas`;
}

/**
 * The kg per product of the filter, a page in product name order (GET /relatorios/material-terceiros/produtos),
 * with the count of products. Unfiltered, from the open balance kept per product with its name (migrations 0048
 * and 0062), read in the order of its name index; with any filter, grouped from the filter's items
 * (linhasDoFiltro, the report's own) and each group named by its key (OFFSET 0 keeps the lookup per group:
 * misjudging the groups, the planner hashed all of produtos).
 */
export async function produtosMaterialTerceiros(
  db: Database,
  filtros: TMaterialTerceirosFiltros,
  hoje: string,
  window: { limit: number; offset: number },
): Promise<PaginaDeTotais<TMaterialTerceirosPorProduto>> {
  const grupos = semFiltro(filtros)
    ? // Not materialized: the page is then read in the order of the name index, and the count on its own.
      sql`grupos as not materialized (select id_produto, codigo_produto, nome, itens, recebido_kg, saldo_kg
        from material_terceiros_produtos)`
    : sql`${linhasDoFiltro(filtros, hoje)},
      grupos as (select x.id_produto, pr.codigo_interno as codigo_produto, pr.nome, x.itens, x.recebido_kg,
          x.saldo_kg
        from (select id_produto, count(*)::int as itens, sum(quantidade_kg) as recebido_kg,
            sum(saldo_kg) as saldo_kg
          from filtradas group by id_produto) x
        cross join lateral (select codigo_interno, nome from produtos where id = x.id_produto offset 0) pr)`;
  const { rows } = await db.execute<{ total: number; linhas: TMaterialTerceirosPorProduto[] | null }>(
    sql`with ${grupos} ${totaisDaPagina(sql`id_produto, codigo_produto, nome`, sql`nome, id_produto`, window)}`,
  );
  const row = rows[0];
  return { total: row?.total ?? 0, linhas: row?.linhas ?? [] };
}

/**
 * The kg per client of the filter, a page in name order (GET /relatorios/material-terceiros/clientes), with the
 * count of clients. Unfiltered, from the open balance kept per client (migration 0062: ~200 rows on the bench);
 * with any filter, grouped from the filter's items, which carry the client's name.
 */
export async function clientesMaterialTerceiros(
  db: Database,
  filtros: TMaterialTerceirosFiltros,
  hoje: string,
  window: { limit: number; offset: number },
): Promise<PaginaDeTotais<TMaterialTerceirosPorCliente>> {
  const grupos = semFiltro(filtros)
    ? sql`grupos as (select x.*, c.nome_razao_social
        from material_terceiros_clientes x join clientes c on c.id = x.id_cliente)`
    : sql`${linhasDoFiltro(filtros, hoje)},
      -- Grouped on the id alone (a hash, not a sort of every row by name); the name comes along.
      grupos as (select id_cliente, min(nome_razao_social) as nome_razao_social, count(*)::int as itens,
          sum(quantidade_kg) as recebido_kg, sum(saldo_kg) as saldo_kg
        from filtradas group by id_cliente)`;
  const { rows } = await db.execute<{ total: number; linhas: TMaterialTerceirosPorCliente[] | null }>(
    sql`with ${grupos} ${totaisDaPagina(sql`id_cliente, nome_razao_social`, sql`nome_razao_social, id_cliente`, window)}`,
  );
  const row = rows[0];
  return { total: row?.total ?? 0, linhas: row?.linhas ?? [] };
}

/**
 * The dashboard card: the kg with balance, summed by deadline situation, from the open balances kept per client and
 * per deadline (migrations 0062 and 0064).
 */
export async function resumoMaterialTerceiros(db: Database, hoje: string): Promise<TMaterialTerceirosResumo> {
  const { rows } = await db.execute<TMaterialTerceirosResumo>(sql`
    with total as (select sum(saldo_kg) as saldo_kg from material_terceiros_clientes)
    select ${kgTexto(sql`(select saldo_kg from total)`)} as saldo_kg, s.*
    from (${porSituacao(sql`${hoje}::date`, sql`(select saldo_kg from total)`)}) s`);
  const row = rows[0];
  if (!row) throw new Error('resumo de material de terceiros sem linha');
  return row;
}

/**
 * Every movement of an entry item's balance, oldest first, with the balance after each: the remessa, each return
 * NF-e from its numbering (Processando, Autorizada, and Cancelada too, which took the kg before giving them
 * back), and each cancellation. Drafts never took any kg; a rejected or denied note gave them back at once.
 */
export async function movimentosDoItem(db: Database, idItem: number): Promise<TMovimentoMaterial[]> {
  const { rows } = await db.execute<TMovimentoMaterial>(sql`
    with movimentos as (
      select e.data_emissao as data, 0 as ordem, 'entrada' as tipo,
        'NF-e de entrada ' || e.numero_nf || '/' || e.serie as documento, null::int as id_nota_fiscal,
        null::text as status, i.quantidade_kg as quantidade
      from nfe_entrada_itens i join nfe_entradas e on e.id = i.id_nfe_entrada
      where i.id = ${idItem}
      union all
      select coalesce(n.data_emissao, n.data_autorizacao, n.created_at), 1,
        case when n.natureza_operacao = ${NATUREZA_RETORNO_SIMBOLICO} then 'retorno_simbolico' else 'retorno' end,
        'NF-e ' || coalesce(n.numero::text, 's/n') || '/' || n.serie, n.id, n.status::text, -sum(ni.quantidade)
      from notas_fiscais_itens ni join notas_fiscais n on n.id = ni.id_nota_fiscal
      where ni.id_item_entrada = ${idItem} and n.status in ('Processando', 'Autorizada', 'Cancelada')
        -- A test note reversed on going into produção gave its kg back then: it was never a movement of produção.
        and n.efeitos_estornados_em is null
        -- Only the lines that return material move the balance (linhas-nfe's consomeSaldo): never a 5124 line.
        and ni.cfop ~ '^[56]90[23]$'
      group by n.id
      union all
      select coalesce(n.data_cancelamento, n.updated_at), 2, 'cancelamento',
        'NF-e ' || coalesce(n.numero::text, 's/n') || '/' || n.serie, n.id, n.status::text, sum(ni.quantidade)
      from notas_fiscais_itens ni join notas_fiscais n on n.id = ni.id_nota_fiscal
      where ni.id_item_entrada = ${idItem} and n.status = 'Cancelada' and n.efeitos_estornados_em is null
        and ni.cfop ~ '^[56]90[23]$'
      group by n.id
    )
    select to_json(data)#>>'{}' as data, tipo, documento, id_nota_fiscal, status,
      quantidade::numeric(15,4)::text as quantidade_kg,
      (sum(quantidade) over (order by data, ordem, id_nota_fiscal rows unbounded preceding))::numeric(15,4)::text
        as saldo_kg
    from movimentos
    order by data, ordem, id_nota_fiscal`);
  return rows;
}
