import { and, asc, count, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { FUSO_SQL } from '../../db/fuso.ts';
import { produtos } from '../../db/schema/cadastros.ts';
import { lancamentos } from '../../db/schema/lancamentos.ts';
import { caixaDiario } from '../../db/schema/resumos.ts';
import { buscaContemTermo } from '../../db/search.ts';
import type { PageWindow } from '../../lib/pagination.ts';

const filtroProduto = (search?: string): SQL | undefined =>
  search ? buscaContemTermo(produtos.busca, search) : undefined;

export async function countProdutosEstoque(db: Database, search?: string) {
  const [row] = await db.select({ n: count() }).from(produtos).where(filtroProduto(search));
  return row?.n ?? 0;
}

/** The filter's total kg, own kg and own stock value (issue 24), in one pass. */
export async function totaisEstoque(db: Database, search?: string) {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${produtos.estoqueAtual}), 0)::numeric(15,4)::text`,
      proprio: sql<string>`coalesce(sum(${produtos.estoqueProprioKg}), 0)::numeric(15,4)::text`,
      valor: sql<string>`coalesce(sum(${produtos.valorEstoqueProprio}), 0)::numeric(15,2)::text`,
    })
    .from(produtos)
    .where(filtroProduto(search));
  return { total: row?.total ?? '0', proprio: row?.proprio ?? '0', valor: row?.valor ?? '0' };
}

/** kg of clients' material still to be returned, per product (the entry items' balances). */
// Qualified by hand: inside a raw subquery Drizzle renders columns unqualified, and "id" would bind to the
// entry item instead of the product.
const saldoClientes = sql<string>`coalesce((select sum(i.saldo_kg) from nfe_entrada_itens i where i.id_produto = "produtos"."id"), 0)::numeric(15,4)::text`;

const selectEstoque = (db: Database, search: string | undefined) =>
  db
    .select({
      id: produtos.id,
      nome: produtos.nome,
      codigoInterno: produtos.codigoInterno,
      unidadeMedida: produtos.unidadeMedida,
      estoqueKg: produtos.estoqueAtual,
      estoqueProprioKg: produtos.estoqueProprioKg,
      valorEstoqueProprio: produtos.valorEstoqueProprio,
      saldoClientesKg: saldoClientes,
    })
    .from(produtos)
    .where(filtroProduto(search))
    .orderBy(asc(produtos.nome), asc(produtos.id));

export function listEstoque(db: Database, search: string | undefined, window: PageWindow) {
  return selectEstoque(db, search).limit(window.limit).offset(window.offset);
}

/** Every product of the filter, in the report's order: the CSV export is the whole report, not a page. */
export function listEstoqueCompleto(db: Database, search: string | undefined) {
  return selectEstoque(db, search);
}

// Cash actually moved: settled entries (Pago; a CHECK guarantees their payment date and amount), by payment date.

/**
 * Receipts minus payments of every settled entry paid before `data`, from the cash moved per day that the
 * triggers of migration 0015 keep: a few hundred days instead of every entry of the past.
 */
export async function saldoAntesDe(db: Database, data: string) {
  const [row] = await db
    .select({
      saldo: sql<string>`coalesce(sum(${caixaDiario.entradas} - ${caixaDiario.saidas}), 0)::numeric(15,2)::text`,
    })
    .from(caixaDiario)
    .where(lt(caixaDiario.data, data));
  return row?.saldo ?? '0.00';
}

/** Receipts and payments of the period (both days included), from the same per-day totals. */
export async function totaisNoPeriodo(db: Database, inicio: string, fim: string) {
  const [row] = await db
    .select({
      entradas: sql<string>`coalesce(sum(${caixaDiario.entradas}), 0)::numeric(15,2)::text`,
      saidas: sql<string>`coalesce(sum(${caixaDiario.saidas}), 0)::numeric(15,2)::text`,
    })
    .from(caixaDiario)
    .where(and(gte(caixaDiario.data, inicio), lte(caixaDiario.data, fim)));
  return { entradas: row?.entradas ?? '0.00', saidas: row?.saidas ?? '0.00' };
}

/**
 * Each settled entry of the period in payment order (on the (payment date, id) index, never sorted) with the
 * running balance after it, computed here: the balance before the period plus the signed amounts so far.
 * With a page window only that page comes back, each row with the balance the whole list gives it: the
 * running sum goes through the period's first offset + limit rows and the LIMIT stops the index scan there,
 * so the first pages of a year read a few hundred rows.
 * Rows come as the report shows them, without per-field mapping: a year can be hundreds of thousands.
 */
export async function movimentosNoPeriodo(db: Database, inicio: string, fim: string, window?: PageWindow) {
  const { rows } = await db.execute<{
    id: number;
    data: string;
    descricao: string;
    tipo: 'RECEITA' | 'DESPESA';
    valor: string;
    saldo: string;
  }>(sql`
    select id, data_pagamento_recebimento::text as data, descricao, tipo, valor_pago_recebido::text as valor,
      ((select coalesce(sum(c.entradas - c.saidas), 0) from caixa_diario c where c.data < ${inicio}::date)
        + sum(case when tipo = 'RECEITA' then valor_pago_recebido else -valor_pago_recebido end)
          over (order by data_pagamento_recebimento, id rows unbounded preceding))::numeric(15,2)::text as saldo
    from lancamentos
    where status = 'Pago' and data_pagamento_recebimento >= ${inicio}::date and data_pagamento_recebimento <= ${fim}::date
    order by data_pagamento_recebimento, id
    ${window ? sql`limit ${window.limit} offset ${window.offset}` : sql``}`);
  return rows;
}

/**
 * How many movements the period has, counted on the (payment date, id) index alone (caixa_diario keeps sums,
 * not counts). A payment date means Pago: only a baixa writes one, together with the amount and the status,
 * and the CHECK lancamentos_baixa_check refuses a Pago entry without them.
 */
export async function contarMovimentosNoPeriodo(db: Database, inicio: string, fim: string) {
  const [row] = await db
    .select({ n: count() })
    .from(lancamentos)
    .where(
      and(gte(lancamentos.dataPagamentoRecebimento, inicio), lte(lancamentos.dataPagamentoRecebimento, fim)),
    );
  return row?.n ?? 0;
}

/**
 * Revenue per client, by Brasília day of authorisation: what the authorised NF-e bill (their services and sales,
 * set on each note at its authorisation) and the authorised NFS-e (the service value); the client's material the
 * NF-e sent back comes apart, for information. Cancelled ones are out, and so are test documents reversed on
 * going into produção. A client with only remessas or returns in the period is listed with no revenue. Biggest
 * revenue first.
 */
export async function faturamentoPorCliente(db: Database, inicio: string, fim: string) {
  const { rows } = await db.execute<{
    id_cliente: number;
    nome_razao_social: string;
    quantidade_notas: number;
    faturamento_total: string;
    quantidade_nfe: number;
    faturamento_nfe: string;
    faturamento_servicos: string;
    faturamento_vendas: string;
    quantidade_nfse: number;
    faturamento_nfse: string;
    material_devolvido: string;
  }>(sql`
    with documentos as (
      select n.id_cliente, 'nfe' as tipo, n.valor_servicos as servicos, n.valor_vendas as vendas,
        0::numeric as nfse, n.valor_material_devolvido as devolvido
      from notas_fiscais n
      where n.status = 'Autorizada' and n.efeitos_estornados_em is null
        and (n.data_autorizacao at time zone ${FUSO_SQL})::date between ${inicio}::date and ${fim}::date
      union all
      select s.id_cliente, 'nfse', 0, 0, s.valor_servico, 0
      from notas_servico s
      where s.status = 'Autorizada' and s.efeitos_estornados_em is null
        and (s.data_autorizacao at time zone ${FUSO_SQL})::date between ${inicio}::date and ${fim}::date)
    select c.id as id_cliente, c.nome_razao_social, count(*)::int as quantidade_notas,
      sum(d.servicos + d.vendas + d.nfse)::numeric(15,2)::text as faturamento_total,
      count(*) filter (where d.tipo = 'nfe')::int as quantidade_nfe,
      sum(d.servicos + d.vendas)::numeric(15,2)::text as faturamento_nfe,
      sum(d.servicos)::numeric(15,2)::text as faturamento_servicos,
      sum(d.vendas)::numeric(15,2)::text as faturamento_vendas,
      count(*) filter (where d.tipo = 'nfse')::int as quantidade_nfse,
      sum(d.nfse)::numeric(15,2)::text as faturamento_nfse,
      sum(d.devolvido)::numeric(15,2)::text as material_devolvido
    from documentos d join clientes c on c.id = d.id_cliente
    group by c.id, c.nome_razao_social
    order by sum(d.servicos + d.vendas + d.nfse) desc, c.nome_razao_social`);
  return rows;
}
