import { and, asc, count, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { produtos } from '../../db/schema/cadastros.ts';
import { lancamentos } from '../../db/schema/lancamentos.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { containsNormalized } from '../../lib/search.ts';

const filtroProduto = (search?: string): SQL | undefined =>
  search ? containsNormalized(produtos.busca, search) : undefined;

export async function countProdutosEstoque(db: Database, search?: string) {
  const [row] = await db.select({ n: count() }).from(produtos).where(filtroProduto(search));
  return row?.n ?? 0;
}

export async function totalEstoqueKg(db: Database, search?: string) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${produtos.estoqueAtual}), 0)::numeric(15,4)::text` })
    .from(produtos)
    .where(filtroProduto(search));
  return row?.total ?? '0';
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

/** Cash actually moved: settled entries (Pago; a CHECK guarantees their payment date and amount), by payment date. */
const pago = eq(lancamentos.status, 'Pago');
const valorComSinal = sql<string>`case when ${lancamentos.tipo} = 'RECEITA' then ${lancamentos.valorPagoRecebido} else -${lancamentos.valorPagoRecebido} end`;

export async function saldoAntesDe(db: Database, data: string) {
  const [row] = await db
    .select({ saldo: sql<string>`coalesce(sum(${valorComSinal}), 0)::numeric(15,2)::text` })
    .from(lancamentos)
    .where(and(pago, lt(lancamentos.dataPagamentoRecebimento, data)));
  return row?.saldo ?? '0.00';
}

export function movimentosNoPeriodo(db: Database, inicio: string, fim: string) {
  return db
    .select({
      id: lancamentos.id,
      data: lancamentos.dataPagamentoRecebimento,
      descricao: lancamentos.descricao,
      tipo: lancamentos.tipo,
      valor: lancamentos.valorPagoRecebido,
    })
    .from(lancamentos)
    .where(
      and(
        pago,
        gte(lancamentos.dataPagamentoRecebimento, inicio),
        lte(lancamentos.dataPagamentoRecebimento, fim),
      ),
    )
    .orderBy(asc(lancamentos.dataPagamentoRecebimento), asc(lancamentos.id));
}

export async function faturamentoPorCliente(db: Database, inicio: string, fim: string) {
  const { rows } = await db.execute<{
    id_cliente: number;
    nome_razao_social: string;
    quantidade_notas: number;
    faturamento_total: string;
  }>(sql`
    select c.id as id_cliente, c.nome_razao_social, count(*)::int as quantidade_notas,
      sum(n.valor_total_nota)::numeric(15,2)::text as faturamento_total
    from notas_fiscais n join clientes c on c.id = n.id_cliente
    where n.status = 'Autorizada'
      and (n.data_autorizacao at time zone 'America/Sao_Paulo')::date between ${inicio}::date and ${fim}::date
    group by c.id, c.nome_razao_social
    order by sum(n.valor_total_nota) desc, c.nome_razao_social`);
  return rows;
}
