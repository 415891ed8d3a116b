import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

// Months and days are Brazilian calendar ones: 22:00 on the 31st in Brasília belongs to that month.
const BRASILIA = `'America/Sao_Paulo'`;

/** Pending amounts by type: due in the next 30 days (from today) and overdue (before today). */
export async function resumoFinanceiro(db: Database, hoje: string) {
  const { rows } = await db.execute<{ tipo: string; proximos: string; atrasados: string }>(sql`
    select tipo,
      coalesce(sum(valor_original) filter (where data_vencimento between ${hoje}::date and ${hoje}::date + 30), 0)::numeric(15,2)::text as proximos,
      coalesce(sum(valor_original) filter (where data_vencimento < ${hoje}::date), 0)::numeric(15,2)::text as atrasados
    from lancamentos where status = 'Pendente' group by tipo`);
  return rows;
}

/** Authorised (not cancelled) NF-e of the month of `hoje`. */
export async function faturamentoDoMes(db: Database, hoje: string) {
  const { rows } = await db.execute<{ total: string }>(sql`
    select coalesce(sum(valor_total_nota), 0)::numeric(15,2)::text as total from notas_fiscais
    where status = 'Autorizada'
      and date_trunc('month', data_autorizacao at time zone ${sql.raw(BRASILIA)}) = date_trunc('month', ${hoje}::date)`);
  return rows[0]?.total ?? '0.00';
}

export async function estoqueTotalKg(db: Database) {
  const { rows } = await db.execute<{ total: string }>(
    sql`select coalesce(sum(estoque_atual), 0)::numeric(15,2)::text as total from produtos`,
  );
  return rows[0]?.total ?? '0.00';
}

/** kg in and out per month over the last six months (including the current one), months without movement as 0. */
export async function movimentoEstoquePorMes(db: Database, hoje: string) {
  const { rows } = await db.execute<{ mes: string; entradas: string; saidas: string }>(sql`
    with meses as (
      select to_char(m, 'YYYY-MM') as mes from generate_series(date_trunc('month', ${hoje}::date) - interval '5 months', date_trunc('month', ${hoje}::date), interval '1 month') m
    ), movimentos as (
      select to_char(created_at at time zone ${sql.raw(BRASILIA)}, 'YYYY-MM') as mes,
        sum(quantidade_kg) filter (where quantidade_kg > 0) as entradas,
        -sum(quantidade_kg) filter (where quantidade_kg < 0) as saidas
      from estoque_movimentos
      where created_at >= (date_trunc('month', ${hoje}::date) - interval '5 months') at time zone ${sql.raw(BRASILIA)}
      group by 1
    )
    select meses.mes, coalesce(entradas, 0)::numeric(15,2)::text as entradas, coalesce(saidas, 0)::numeric(15,2)::text as saidas
    from meses left join movimentos using (mes) order by meses.mes`);
  return rows;
}

/** Authorised NF-e per month over the last six months (cancelled ones no longer count). */
export async function notasPorMes(db: Database, hoje: string) {
  const { rows } = await db.execute<{ mes: string; total_notas: number }>(sql`
    with meses as (
      select to_char(m, 'YYYY-MM') as mes from generate_series(date_trunc('month', ${hoje}::date) - interval '5 months', date_trunc('month', ${hoje}::date), interval '1 month') m
    ), notas as (
      select to_char(data_autorizacao at time zone ${sql.raw(BRASILIA)}, 'YYYY-MM') as mes, count(*)::int as total
      from notas_fiscais
      where status = 'Autorizada' and data_autorizacao >= (date_trunc('month', ${hoje}::date) - interval '5 months') at time zone ${sql.raw(BRASILIA)}
      group by 1
    )
    select meses.mes, coalesce(total, 0)::int as total_notas from meses left join notas using (mes) order by meses.mes`);
  return rows;
}
