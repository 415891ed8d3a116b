import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparadaUmaVez } from '../../db/consultas-preparadas.ts';
import { FUSO_SQL } from '../../db/fuso.ts';

export type MesEstoque = { mes: string; entradas: string; saidas: string };
export type MesNotas = { mes: string; total_notas: number };

const hoje = sql.placeholder('hoje');

/** The first days of the last six months, the current one included, as Brasília calendar timestamps. */
const seisMeses = sql`generate_series(date_trunc('month', ${hoje}::timestamp) - interval '5 months', date_trunc('month', ${hoje}::timestamp), interval '1 month')`;

/**
 * The test notes reversed on going into produção per month of authorisation: faturamento_mensal counts every
 * authorised note, so the billing and the notes chart take these out (few, found on their partial index). Read once,
 * for both: the billing is the current month's row of the notes' six months.
 */
const testesEstornados = sql`(select date_trunc('month', data_autorizacao at time zone ${FUSO_SQL})::date as mes,
    count(*) as quantidade_notas, sum(valor_servicos) as valor_servicos, sum(valor_vendas) as valor_vendas
  from notas_fiscais
  where efeitos_estornados_em is not null and status = 'Autorizada'
    and data_autorizacao >= (date_trunc('month', ${hoje}::timestamp) - interval '5 months') at time zone ${FUSO_SQL}
  group by 1)`;

const mesAtual = sql`date_trunc('month', ${hoje}::timestamp)::date`;

/**
 * Every figure of the dashboard in one statement over the totals of migration 0015, a few hundred rows in
 * all, whatever the size of the ledgers. Months and days are Brazilian calendar ones (22:00 on the 31st in
 * Brasília belongs to that month), as those totals are kept. Pending amounts: due in the next 30 days
 * (today included) and overdue (before today). Billing is revenue: of the authorised, not cancelled NF-e of the
 * month what their billing lines add up (services 5124/6124 and sales, kept per month by faturamento_mensal from
 * each note's valor_servicos and valor_vendas; never the client's material going back nor a remessa), and the
 * NFS-e (the service value, read from notas_servico: a few hundred a month at most, on its (status, created_at)
 * index, as an NFS-e is authorised within minutes of its creation), each and their sum. The notes chart: the
 * authorised NF-e, whatever they bill (a count of documents, not money). The stock total is the sum of the whole
 * ledger, which is the sum of every balance (the invariant estoque_atual keeps). The stock chart leaves out a
 * cancelled NF-e's exits and the entries that gave them back, and those of a reversed test note (they never moved
 * material): estoque_mensal keeps their kg apart per month of each movement (`anulado_*`, migration 0055), in the
 * ledger's exact kg (4 places) for the chart's tooltips. Months without movement or notes come as 0.
 */
const fontes = sql`
  (select
    coalesce(sum(valor_original) filter (where tipo = 'RECEITA' and data_vencimento >= ${hoje}::date), 0)::numeric(15,2)::text as receber,
    coalesce(sum(valor_original) filter (where tipo = 'DESPESA' and data_vencimento >= ${hoje}::date), 0)::numeric(15,2)::text as pagar,
    coalesce(sum(valor_original) filter (where tipo = 'RECEITA' and data_vencimento < ${hoje}::date), 0)::numeric(15,2)::text as receber_atrasado,
    coalesce(sum(valor_original) filter (where tipo = 'DESPESA' and data_vencimento < ${hoje}::date), 0)::numeric(15,2)::text as pagar_atrasado
   from lancamentos_por_vencimento
   where status = 'Pendente' and data_vencimento <= ${hoje}::date + 30) pendentes
  cross join (select coalesce(sum(valor_servico), 0)::numeric(15,2)::text as total from notas_servico
    where status = 'Autorizada' and efeitos_estornados_em is null
      and created_at >= (date_trunc('month', ${hoje}::timestamp) - interval '1 day') at time zone ${FUSO_SQL}
      and data_autorizacao >= date_trunc('month', ${hoje}::timestamp) at time zone ${FUSO_SQL}
      and data_autorizacao < (date_trunc('month', ${hoje}::timestamp) + interval '1 month') at time zone ${FUSO_SQL}) faturamento_nfse
  cross join (select coalesce(sum(entradas_kg - saidas_kg), 0)::numeric(15,2) as total,
      coalesce(sum(proprio_kg), 0)::numeric(15,2) as proprio from estoque_mensal) estoque
  cross join (select json_agg(json_build_object('mes', to_char(m, 'YYYY-MM'),
      'entradas', coalesce(e.entradas_kg - e.anulado_entradas_kg, 0)::numeric(15,4)::text,
      'saidas', coalesce(e.saidas_kg - e.anulado_saidas_kg, 0)::numeric(15,4)::text) order by m) as meses
    from ${seisMeses} m left join estoque_mensal e on e.mes = m::date) grafico_estoque
  cross join (select json_agg(json_build_object('mes', to_char(m, 'YYYY-MM'),
      'total_notas', (coalesce(f.quantidade_notas, 0) - coalesce(t.quantidade_notas, 0))::int) order by m) as meses,
      coalesce(sum(f.valor_servicos - coalesce(t.valor_servicos, 0)) filter (where m = ${mesAtual}), 0)::numeric(15,2)
        as servicos,
      coalesce(sum(f.valor_vendas - coalesce(t.valor_vendas, 0)) filter (where m = ${mesAtual}), 0)::numeric(15,2)
        as vendas
    from ${seisMeses} m left join faturamento_mensal f on f.mes = m::date
    left join ${testesEstornados} t on t.mes = m::date) notas`;

function preparar(db: Database) {
  return db
    .select({
      contasAReceber: sql<string>`pendentes.receber`,
      contasAPagar: sql<string>`pendentes.pagar`,
      contasAReceberAtrasado: sql<string>`pendentes.receber_atrasado`,
      contasAPagarAtrasado: sql<string>`pendentes.pagar_atrasado`,
      faturamentoMes: sql<string>`(notas.servicos + notas.vendas + faturamento_nfse.total::numeric)::numeric(15,2)::text`,
      faturamentoMesNfe: sql<string>`(notas.servicos + notas.vendas)::numeric(15,2)::text`,
      faturamentoMesServicos: sql<string>`notas.servicos::text`,
      faturamentoMesVendas: sql<string>`notas.vendas::text`,
      faturamentoMesNfse: sql<string>`faturamento_nfse.total`,
      totalEstoqueKg: sql<string>`estoque.total::text`,
      totalEstoqueProprioKg: sql<string>`estoque.proprio::text`,
      totalEstoqueTerceirosKg: sql<string>`(estoque.total - estoque.proprio)::text`,
      graficoEstoque: sql<MesEstoque[]>`grafico_estoque.meses`,
      graficoNotas: sql<MesNotas[]>`notas.meses`,
    })
    .from(fontes)
    .prepare('dashboard_indicadores');
}

/** The dashboard's figures for `hoje` (YYYY-MM-DD in Brasília). */
export async function indicadoresDashboard(db: Database, dia: string) {
  // Built once per database handle and planned once per connection, not per request.
  const consulta = preparadaUmaVez(db, 'dashboard_indicadores', () => preparar(db));
  const [row] = await consulta.execute({ hoje: dia });
  if (!row) throw new Error('dashboard sem linha');
  return row;
}
