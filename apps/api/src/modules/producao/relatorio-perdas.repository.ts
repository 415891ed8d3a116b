import type { TPerdaLinha, TPerdasKg } from '@erp/contracts/producao';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { consultaDireta } from '../../db/consultas-preparadas.ts';
import { FUSO_SQL as ZONA } from '../../db/fuso.ts';

/** The instant a Brasília date starts. */
const inicioDoDia = (dia: string) => sql`(${dia}::date::timestamp at time zone ${ZONA})`;
const kgTexto = (expr: SQL) => sql`coalesce(${expr}, 0)::numeric(15,4)::text`;

/**
 * A closed order's kg added to its month of perdas_mensais (the Brasília month of its closing), one row per input
 * product, in the closing's transaction. In product order, so two closings of the same client never wait on
 * each other crosswise.
 */
export async function somarPerdasDoMes(tx: Database, idOrdem: number) {
  await tx.execute(sql`
    insert into perdas_mensais as p (mes, id_cliente, id_produto, entrada_kg, perda_kg, nao_aplicado_kg, ordens,
      ordens_acima)
    select date_trunc('month', o.concluida_em at time zone ${ZONA})::date, o.id_cliente, e.id_produto,
      sum(e.quantidade_kg), sum(coalesce(e.perda_kg, 0)), sum(coalesce(e.nao_aplicado_kg, 0)), 1,
      (o.perda_aprovada_em is not null)::int
    from ordens_industrializacao o join ordens_industrializacao_entradas e on e.id_ordem = o.id
    where o.id = ${idOrdem} and o.concluida_em is not null
    group by o.id, e.id_produto
    order by e.id_produto
    on conflict (mes, id_cliente, id_produto) do update set
      entrada_kg = p.entrada_kg + excluded.entrada_kg, perda_kg = p.perda_kg + excluded.perda_kg,
      nao_aplicado_kg = p.nao_aplicado_kg + excluded.nao_aplicado_kg, ordens = p.ordens + excluded.ordens,
      ordens_acima = p.ordens_acima + excluded.ordens_acima`);
}

/**
 * A group's (or the totals') kg as the API answers them, worked out on numeric from the summed kg: out = in - loss -
 * not applied, kg to the gram (3 places, half up) and the loss over kg in as a percentage (2 places, half up; 0.00
 * without kg in). Done by the database with the sums: in JavaScript's Decimal it was a fifth of the request.
 */
function kgDasPerdas(entrada: SQL, perda: SQL, naoAplicado: SQL, ordens: SQL, ordensAcima: SQL) {
  const kg3 = (v: SQL) => sql`coalesce(${v}, 0)::numeric(15,3)::text`;
  return sql`'entrada_kg', ${kg3(entrada)},
    'saida_kg', ${kg3(sql`coalesce(${entrada}, 0) - coalesce(${perda}, 0) - coalesce(${naoAplicado}, 0)`)},
    'perda_kg', ${kg3(perda)}, 'nao_aplicado_kg', ${kg3(naoAplicado)},
    'perda_percentual', case when coalesce(${entrada}, 0) = 0 then '0.00'
      else round(${perda} * 100 / ${entrada}, 2)::numeric(9,2)::text end,
    'ordens', coalesce(${ordens}, 0)::int, 'ordens_acima', coalesce(${ordensAcima}, 0)::int`;
}

/** A row of the page: the group's client and input product, its kg, and the client's agreed loss. */
const linhaJson = (p: string) => {
  const c = (coluna: string) => sql.raw(`${p}.${coluna}`);
  return sql`json_build_object(
    'id_cliente', ${c('id_cliente')}, 'nome_razao_social', ${c('nome_razao_social')},
    'id_produto', ${c('id_produto')}, 'codigo_produto', ${c('codigo_produto')}, 'nome_produto', ${c('nome_produto')},
    'perda_normal_percentual', pn.perda_normal_percentual::text,
    ${kgDasPerdas(c('entrada_kg'), c('perda_kg'), c('nao_aplicado_kg'), c('ordens'), c('ordens_acima'))})`;
};

/** The totals of every group of the period, from `fonte` (its groups' kg). */
const totaisJson = sql`json_build_object(${kgDasPerdas(
  sql`sum(entrada_kg)`,
  sql`sum(perda_kg)`,
  sql`sum(nao_aplicado_kg)`,
  sql`sum(ordens)`,
  sql`sum(ordens_acima)`,
)})`;

/**
 * The period split for reading: `meses` [first, end) the whole Brasília months inside it, read from perdas_mensais;
 * `dias` the days before and after them (or the whole period when it holds no whole month), read from the orders
 * closed then.
 */
export type PeriodoDePerdas = {
  meses: { de: string; ate: string } | null;
  dias: { de: string; ate: string }[];
};

/**
 * One row per client and input product of the orders closed in the period, a page of them (null: all), their
 * number and the totals of all of them, in one statement. kg are summed on numeric: the rows add up to the totals.
 */
export async function paginaDePerdas(
  db: Database,
  periodo: PeriodoDePerdas,
  idCliente: number | undefined,
  window: { limit: number; offset: number } | null,
) {
  const mes = umMes(periodo);
  return mes ? paginaDeUmMes(db, mes, idCliente, window) : paginaDosGrupos(db, periodo, idCliente, window);
}

/** Any period: the groups of its whole months and edge days, joined to their names and sorted in full. */
export async function paginaDosGrupos(
  db: Database,
  periodo: PeriodoDePerdas,
  idCliente: number | undefined,
  window: { limit: number; offset: number } | null,
) {
  const doCliente = (coluna: SQL) => (idCliente === undefined ? sql`` : sql` and ${coluna} = ${idCliente}`);
  const partes: SQL[] = [];
  if (periodo.meses) {
    partes.push(sql`
      select id_cliente, id_produto, entrada_kg, perda_kg, nao_aplicado_kg, ordens, ordens_acima
      from perdas_mensais
      where mes >= ${periodo.meses.de}::date and mes < ${periodo.meses.ate}::date${doCliente(sql`id_cliente`)}`);
  }
  if (periodo.dias.length > 0) {
    const faixas = sql.join(
      periodo.dias.map(
        (d) => sql`(o.concluida_em >= ${inicioDoDia(d.de)} and o.concluida_em < ${inicioDoDia(d.ate)})`,
      ),
      sql` or `,
    );
    partes.push(sql`
      select o.id_cliente, e.id_produto, sum(e.quantidade_kg), sum(coalesce(e.perda_kg, 0)),
        sum(coalesce(e.nao_aplicado_kg, 0)), count(distinct o.id)::int,
        (count(distinct o.id) filter (where o.perda_aprovada_em is not null))::int
      from ordens_industrializacao o join ordens_industrializacao_entradas e on e.id_ordem = o.id
      where o.concluida_em is not null and (${faixas})${doCliente(sql`o.id_cliente`)}
      group by o.id_cliente, e.id_produto`);
  }
  const limite = window ? sql`limit ${window.limit} offset ${window.offset}` : sql``;
  const { rows } = await db.execute<{ total: number; linhas: TPerdaLinha[] | null; totais: TPerdasKg }>(sql`
    with partes (id_cliente, id_produto, entrada_kg, perda_kg, nao_aplicado_kg, ordens, ordens_acima) as (
      ${sql.join(partes, sql` union all `)}
    ),
    grupos as materialized (
      select g.*, c.nome_razao_social, pr.codigo_interno as codigo_produto, pr.nome as nome_produto
      from (
        select id_cliente, id_produto, sum(entrada_kg) as entrada_kg, sum(perda_kg) as perda_kg,
          sum(nao_aplicado_kg) as nao_aplicado_kg, sum(ordens)::int as ordens, sum(ordens_acima)::int as ordens_acima
        from partes group by id_cliente, id_produto) g
      join clientes c on c.id = g.id_cliente
      join produtos pr on pr.id = g.id_produto
    )
    select (select count(*)::int from grupos) as total,
      (select json_agg(${linhaJson('p')} order by p.nome_razao_social, p.id_cliente, p.nome_produto, p.id_produto)
        from (select * from grupos
          order by nome_razao_social, id_cliente, nome_produto, id_produto ${limite}) p
        left join perdas_normais pn on pn.id_cliente = p.id_cliente and pn.id_produto = p.id_produto) as linhas,
      (select ${totaisJson} from grupos) as totais`);
  const row = rows[0];
  if (!row) throw new Error('relatório de perdas sem linha');
  return { total: row.total, linhas: row.linhas ?? [], totais: row.totais };
}

/** The month when the period is exactly one whole month (read from the kept rows alone). */
function umMes(periodo: PeriodoDePerdas) {
  if (!periodo.meses || periodo.dias.length > 0) return null;
  const { de, ate } = periodo.meses;
  const [ano, mes] = de.split('-').map(Number) as [number, number];
  const seguinte = new Date(Date.UTC(ano, mes, 1, 12)).toISOString().slice(0, 10);
  return seguinte === ate ? de : null;
}

/**
 * One whole month: the count, the totals and where the page falls come from the month's ~200 client rows of
 * perdas_mensais_clientes (migration 0046), read in name order from their index (the name is on the row, migration
 * 0065) with the groups before each; only the page's clients' rows of perdas_mensais are then read and named. The
 * same rows, order and totals as the general statement, which joined and sorted the month's ~3 000 groups on every
 * request. A named statement (with and without a client),
 * built once and run by node-postgres (consultaDireta): its plan does not depend on the month, and planning it
 * (0.7 ms) and Drizzle's building of it cost as much as running it.
 */
async function paginaDeUmMes(
  db: Database,
  mes: string,
  idCliente: number | undefined,
  window: { limit: number; offset: number } | null,
) {
  const nome = idCliente === undefined ? 'perdas_mes' : 'perdas_mes_cliente';
  const consulta = consultaDireta<{ total: number; linhas: TPerdaLinha[] | null; totais: TPerdasKg }>(
    db,
    nome,
    nome,
    () => ({ toSQL: () => dialeto.sqlToQuery(statementDoMes(idCliente !== undefined)) }),
  );
  const offset = window?.offset ?? 0;
  const [row] = await consulta({
    mes,
    idCliente,
    offset,
    // Without a page (the CSV), every row: no limit, and every client's rows are before the end.
    limite: window?.limit ?? null,
    fim: window ? offset + window.limit : 'Infinity',
  });
  if (!row) throw new Error('relatório de perdas sem linha');
  return { total: row.total, linhas: row.linhas ?? [], totais: row.totais };
}

const dialeto = new PgDialect();

function statementDoMes(comCliente: boolean) {
  const mes = sql`${sql.placeholder('mes')}::date`;
  const offset = sql`${sql.placeholder('offset')}::int`;
  const limit = sql`${sql.placeholder('limite')}::int`;
  const fim = sql`${sql.placeholder('fim')}::float8`;
  const doCliente = comCliente ? sql` and s.id_cliente = ${sql.placeholder('idCliente')}::int` : sql``;
  return sql`
    with cli as materialized (
      select s.*,
        coalesce(sum(s.grupos) over (order by s.nome_razao_social, s.id_cliente
          rows between unbounded preceding and 1 preceding), 0) as antes
      from perdas_mensais_clientes s
      where s.mes = ${mes}${doCliente}
    ),
    pagina as (
      select cli.id_cliente, cli.nome_razao_social, x.*
      from cli cross join lateral (
        select pm.id_produto, pr.codigo_interno as codigo_produto, pr.nome as nome_produto, pm.entrada_kg,
          pm.perda_kg, pm.nao_aplicado_kg, pm.ordens, pm.ordens_acima
        from perdas_mensais pm join produtos pr on pr.id = pm.id_produto
        where pm.mes = ${mes} and pm.id_cliente = cli.id_cliente
        order by pr.nome, pm.id_produto
        offset greatest(${offset} - cli.antes, 0) limit ${limit}) x
      where cli.antes < ${fim} and cli.antes + cli.grupos > ${offset}
      order by cli.nome_razao_social, cli.id_cliente, x.nome_produto, x.id_produto
      limit ${limit}
    )
    select (select coalesce(sum(grupos), 0)::int from cli) as total,
      (select json_agg(${linhaJson('p')} order by p.nome_razao_social, p.id_cliente, p.nome_produto, p.id_produto)
        from pagina p
        left join perdas_normais pn on pn.id_cliente = p.id_cliente and pn.id_produto = p.id_produto) as linhas,
      (select ${totaisJson} from cli) as totais`;
}

/** The dashboard card 'Produção': the counters kept by the triggers (migration 0044) and the closed orders' kg. */
export async function resumoProducao(db: Database) {
  const contagem = (status: string) =>
    sql`(select coalesce(sum(total), 0)::int from contagem_registros where tabela = ${`ordens_industrializacao:${status}`})`;
  const { rows } = await db.execute<{
    abertas: number;
    em_producao: number;
    concluidas_a_faturar: number;
    aguardando_retorno_kg: string;
  }>(sql`
    select ${contagem('Aberta')} as abertas, ${contagem('Em produção')} as em_producao,
      ${contagem('Concluída')} as concluidas_a_faturar,
      (select ${kgTexto(sql`sum(e.reservado_kg)`)}
        from ordens_industrializacao o join ordens_industrializacao_entradas e on e.id_ordem = o.id
        where o.status = 'Concluída') as aguardando_retorno_kg`);
  const row = rows[0];
  if (!row) throw new Error('resumo da produção sem linha');
  return row;
}
