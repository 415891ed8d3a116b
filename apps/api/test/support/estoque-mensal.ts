import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/**
 * Months where estoque_mensal (migrations 0015, 0045, 0055) and a recomputation from the ledger disagree: kg in
 * and out, and of those the exits and reversals of notes cancelled or reversed as test notes, found from the notes
 * themselves (never from the movements' kept flag). Empty when the kept totals are exact; rows left at zero by
 * deletions are ignored.
 */
export async function divergenciasDoEstoqueMensal(db: Database) {
  const { rows } = await db.execute(sql`
    select coalesce(a.mes, r.mes)::text as mes, a.entradas, a.saidas, a.anulado_entradas, a.anulado_saidas,
      r.entradas_kg, r.saidas_kg, r.anulado_entradas_kg, r.anulado_saidas_kg
    from (select date_trunc('month', m.created_at at time zone 'America/Sao_Paulo')::date as mes,
            coalesce(sum(m.quantidade_kg) filter (where m.quantidade_kg > 0), 0) as entradas,
            coalesce(-sum(m.quantidade_kg) filter (where m.quantidade_kg < 0), 0) as saidas,
            coalesce(sum(m.quantidade_kg) filter (where n.id is not null and m.quantidade_kg > 0), 0)
              as anulado_entradas,
            coalesce(-sum(m.quantidade_kg) filter (where n.id is not null and m.quantidade_kg < 0), 0)
              as anulado_saidas
          from estoque_movimentos m
          left join notas_fiscais n on m.origem in ('SAIDA_NFE', 'ESTORNO_NFE') and n.id::text = m.id_documento
            and (n.status = 'Cancelada' or n.efeitos_estornados_em is not null)
          group by 1) a
    full join (select * from estoque_mensal where entradas_kg <> 0 or saidas_kg <> 0) r using (mes)
    where a.entradas is distinct from r.entradas_kg or a.saidas is distinct from r.saidas_kg
      or a.anulado_entradas is distinct from r.anulado_entradas_kg
      or a.anulado_saidas is distinct from r.anulado_saidas_kg`);
  return rows;
}
