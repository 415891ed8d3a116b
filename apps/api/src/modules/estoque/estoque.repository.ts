import { asc, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { produtos } from '../../db/schema/cadastros.ts';
import type { estoqueMovimentos } from '../../db/schema/estoque.ts';
import { type CustoDoEstoque, custearMovimentos } from './custo-medio.ts';

export type Movimento = typeof estoqueMovimentos.$inferInsert;

/** Writes a movement and moves the product's balance by the same amount, in the caller's transaction. */
export async function insertMovimento(tx: Database, movimento: Movimento) {
  await insertMovimentos(tx, [movimento]);
}

/**
 * Several movements at once (the items of an incoming note): one insert for the ledger and one update for
 * the balances, one array per column. The products are locked in id order first, so two transactions moving
 * the same products cannot deadlock whatever the order of their items. The lock is the one the update takes
 * anyway (no key update): it does not wait for the key-share locks that inserting rows referencing these
 * products leaves in other transactions, which 'for update' would, in item order. Own movements ('proprio')
 * get their cost from the locked rows' own stock and value (custo-medio.ts), so they are read under the lock.
 */
export async function insertMovimentos(tx: Database, movimentos: Movimento[]) {
  if (movimentos.length === 0) return;
  const estoques = new Map<number, CustoDoEstoque>(
    (
      await tx
        .select({ id: produtos.id, kg: produtos.estoqueProprioKg, valor: produtos.valorEstoqueProprio })
        .from(produtos)
        .where(inArray(produtos.id, [...new Set(movimentos.map((m) => m.idProduto))]))
        .orderBy(asc(produtos.id))
        .for('no key update')
    ).map((p) => [p.id, { kg: p.kg, valor: p.valor }]),
  );
  const custeados = custearMovimentos(movimentos, estoques);
  const coluna = <T>(f: (m: Movimento) => T) => sql.param(custeados.map(f));
  await tx.execute(sql`
    insert into estoque_movimentos (id_produto, quantidade_kg, origem, id_documento, observacao, id_usuario,
      destino, custo_kg, custo_total)
    select * from unnest(${coluna((m) => m.idProduto)}::int[], ${coluna((m) => m.quantidadeKg)}::numeric[],
      ${coluna((m) => m.origem)}::origem_movimento[], ${coluna((m) => m.idDocumento ?? null)}::text[],
      ${coluna((m) => m.observacao ?? null)}::text[], ${coluna((m) => m.idUsuario ?? null)}::int[],
      ${coluna((m) => m.destino ?? 'terceiros')}::destino_estoque[], ${coluna((m) => m.custoKg ?? null)}::numeric[],
      ${coluna((m) => m.custoTotal ?? null)}::numeric[])`);
  const ids = [...estoques.keys()];
  await tx.execute(sql`
    update produtos set estoque_atual = produtos.estoque_atual + v.kg,
      estoque_proprio_kg = e.kg, valor_estoque_proprio = e.valor, updated_at = now()
    from (select id, sum(kg) as kg from unnest(${coluna((m) => m.idProduto)}::int[], ${coluna((m) => m.quantidadeKg)}::numeric[])
      as u(id, kg) group by id) v
    join unnest(${sql.param(ids)}::int[], ${sql.param(ids.map((id) => estoques.get(id)?.kg ?? '0'))}::numeric[],
      ${sql.param(ids.map((id) => estoques.get(id)?.valor ?? '0'))}::numeric[]) as e(id, kg, valor) on e.id = v.id
    where produtos.id = v.id`);
}
