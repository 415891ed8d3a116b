import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  DIA_DO_RETORNO as DIA_DA_REMESSA,
  DIA_DO_CANCELAMENTO,
  type OrdemDoMes,
  type SaldoEstoque,
} from './bloco-k.repository.ts';

/**
 * Industrialização efetuada por terceiros, as the product records it today: the company sends its material with an
 * NF-e it issues (CFOP 5901/6901, 'REMESSA PARA INDUSTRIALIZACAO', to a registered client: the industrializer);
 * the industrializer's return comes in as an incoming NF-e from the same CPF/CNPJ, its lines x902 (the material
 * used), x903 (not used) and x124/x125 (the industrialização, one line per product made). The product links a
 * return to its remessa only through that CPF/CNPJ: the K registers below are derived from these documents.
 */
/** The lines of the company's authorised (or later cancelled) remessas; their day is the note's emission's. */
const REMESSAS_EMITIDAS = sql`ni.cfop ~ '^[56]901$' and n.status in ('Autorizada', 'Cancelada')
  and n.efeitos_estornados_em is null`;
/** The clients the company sent a 5901/6901 to, by the CPF/CNPJ an incoming note's issuer carries. */
const INDUSTRIALIZADORES = sql`(select distinct c.id, regexp_replace(upper(c.cpf_cnpj), '[^0-9A-Z]', '', 'g') as doc
  from notas_fiscais n join notas_fiscais_itens ni on ni.id_nota_fiscal = n.id join clientes c on c.id = n.id_cliente
  where ${REMESSAS_EMITIDAS})`;

/** Own stock with an industrializer (IND_EST 1) and what the ledger's own kg need to be own stock at home. */
export type EmPoderDeTerceiros = SaldoEstoque & {
  /**
   * The ledger books an issued 5901's exit from own stock (destinoDaSaida), and the clerk books the return's
   * x902/x903 lines where they say: own stock at home is the ledger's kg plus the x903 kg that came back, less the
   * return lines booked into own stock (the x902 kg came back inside the products made, not as material).
   */
  ajuste_proprio_kg: string;
};

/**
 * K200 IND_EST 1 (own stock in third parties' possession) at the end of `fim`, per industrializer and product: the
 * kg of the 5901/6901 lines issued up to that day (less those of notes cancelled up to it), less the kg of the
 * x902/x903 lines of the industrializer's notes received up to it; with the adjustment of IND_EST 0.
 */
export async function emPoderDeTerceirosEm(db: Database, fim: string): Promise<EmPoderDeTerceiros[]> {
  const { rows } = await db.execute<EmPoderDeTerceiros>(sql`
    with enviados as (
      select n.id_cliente, ni.id_produto,
        sum(case when ${DIA_DA_REMESSA} <= ${fim}::date then ni.quantidade else 0 end)
        - sum(case when n.status = 'Cancelada' and ${DIA_DO_CANCELAMENTO} <= ${fim}::date
          then ni.quantidade else 0 end) as kg
      from notas_fiscais_itens ni join notas_fiscais n on n.id = ni.id_nota_fiscal
      where ${REMESSAS_EMITIDAS}
      group by n.id_cliente, ni.id_produto
    ), devolvidos as (
      select t.id as id_cliente, i.id_produto, sum(i.quantidade_kg) as kg,
        coalesce(sum(i.quantidade_kg) filter (where i.cfop ~ '903$'), 0)
        - coalesce(sum(i.quantidade_kg) filter (where i.destino = 'proprio' and not i.ignorado), 0) as ajuste
      from ${INDUSTRIALIZADORES} t
      join nfe_entradas e on e.emitente_cpf_cnpj = t.doc
      join nfe_entrada_itens i on i.id_nfe_entrada = e.id
      where i.cfop ~ '^[567]90[23]$' and i.id_produto is not null and not e.assinatura_pendente
        and e.data_remessa <= ${fim}::date
      group by t.id, i.id_produto
    )
    select en.id_produto, en.id_cliente, '1' as ind_est,
      (en.kg - coalesce(d.kg, 0))::numeric(15,4)::text as quantidade_kg,
      coalesce(d.ajuste, 0)::numeric(15,4)::text as ajuste_proprio_kg
    from enviados en left join devolvidos d on d.id_cliente = en.id_cliente and d.id_produto = en.id_produto
    order by en.id_cliente, en.id_produto`);
  return rows;
}

/**
 * K250/K255: each industrializer's return note received in the month (its Brasília date of emission) with at
 * least one x124/x125 line: the products made (those lines: quantity in the product's unit, and kg) and the
 * material used (its x902 lines, kg). Shaped as an order, id = the incoming note's id.
 */
export async function industrializacoesDeTerceirosNoMes(
  db: Database,
  inicio: string,
  fim: string,
): Promise<OrdemDoMes[]> {
  const { rows } = await db.execute<OrdemDoMes>(sql`
    select e.id, to_char(e.data_remessa, 'YYYY-MM-DD') as inicio, to_char(e.data_remessa, 'YYYY-MM-DD') as fim,
      (select json_agg(s order by s.id_produto) from (
        select i.id_produto, sum(i.quantidade)::numeric(15,4)::text as quantidade,
          sum(i.quantidade_kg)::numeric(15,4)::text as quantidade_kg
        from nfe_entrada_itens i where i.id_nfe_entrada = e.id and i.cfop ~ '^[567]12[45]$' and i.id_produto is not null
        group by i.id_produto) s) as saidas,
      coalesce((select json_agg(s order by s.id_produto) from (
        select i.id_produto, sum(i.quantidade_kg)::numeric(15,4)::text as quantidade_kg
        from nfe_entrada_itens i where i.id_nfe_entrada = e.id and i.cfop ~ '^[567]902$' and i.id_produto is not null
        group by i.id_produto) s), '[]') as insumos
    from nfe_entradas e
    where e.emitente_cpf_cnpj in (select doc from ${INDUSTRIALIZADORES} t)
      and not e.assinatura_pendente and e.data_remessa between ${inicio}::date and ${fim}::date
      and exists (select 1 from nfe_entrada_itens i
        where i.id_nfe_entrada = e.id and i.cfop ~ '^[567]12[45]$' and i.id_produto is not null)
    order by e.data_remessa, e.id`);
  return rows;
}

/**
 * The month's documents of industrialização por terceiros, per line: `fora` what it moves of IND_EST 1 (sent +,
 * cancelled −, returned −) and `ajuste` what it moves of the IND_EST 0 adjustment (see EmPoderDeTerceiros).
 */
export const MOVIMENTOS_EM_TERCEIROS = (inicio: string, fim: string) => {
  const noMes = (dia: SQL) => sql`${dia} between ${inicio}::date and ${fim}::date`;
  return sql`
      -- The remessa's exit from own stock and its cancellation's return are the ledger's own movements.
      select ni.id_produto, n.id_cliente, ni.quantidade as fora, 0 as ajuste
      from notas_fiscais_itens ni join notas_fiscais n on n.id = ni.id_nota_fiscal
      where ${REMESSAS_EMITIDAS} and ${noMes(DIA_DA_REMESSA)}
      union all
      select ni.id_produto, n.id_cliente, -ni.quantidade, 0
      from notas_fiscais_itens ni join notas_fiscais n on n.id = ni.id_nota_fiscal
      where ${REMESSAS_EMITIDAS} and n.status = 'Cancelada' and ${noMes(DIA_DO_CANCELAMENTO)}
      union all
      select i.id_produto, t.id, -i.quantidade_kg,
        (case when i.cfop ~ '903$' then i.quantidade_kg else 0 end)
        - (case when i.destino = 'proprio' and not i.ignorado then i.quantidade_kg else 0 end)
      from ${INDUSTRIALIZADORES} t
      join nfe_entradas e on e.emitente_cpf_cnpj = t.doc
      join nfe_entrada_itens i on i.id_nfe_entrada = e.id
      where i.cfop ~ '^[567]90[23]$' and i.id_produto is not null and not e.assinatura_pendente
        and ${noMes(sql`e.data_remessa`)}`;
};
