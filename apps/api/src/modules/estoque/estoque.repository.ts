import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { produtos } from '../../db/schema/cadastros.ts';
import { estoqueMovimentos } from '../../db/schema/estoque.ts';

export type Movimento = typeof estoqueMovimentos.$inferInsert;

/** Writes a movement and moves the product's balance by the same amount, in the caller's transaction. */
export async function insertMovimento(tx: Database, movimento: Movimento) {
  await tx.insert(estoqueMovimentos).values(movimento);
  await tx
    .update(produtos)
    .set({
      estoqueAtual: sql`${produtos.estoqueAtual} + ${movimento.quantidadeKg}::numeric`,
      updatedAt: sql`now()`,
    })
    .where(eq(produtos.id, movimento.idProduto));
}

/**
 * Several movements at once (the items of an incoming note): one insert for the ledger and one update for
 * the balances, one array per column. The products are locked in id order first, so two transactions moving
 * the same products cannot deadlock whatever the order of their items. The lock is the one the update takes
 * anyway (no key update): it does not wait for the key-share locks that inserting rows referencing these
 * products leaves in other transactions, which 'for update' would, in item order.
 */
export async function insertMovimentos(tx: Database, movimentos: Movimento[]) {
  if (movimentos.length === 0) return;
  const coluna = <T>(f: (m: Movimento) => T) => sql.param(movimentos.map(f));
  const idsProduto = coluna((m) => m.idProduto);
  const kgs = coluna((m) => m.quantidadeKg);
  await tx.execute(sql`
    insert into estoque_movimentos (id_produto, quantidade_kg, origem, id_documento, observacao, id_usuario)
    select * from unnest(${idsProduto}::int[], ${kgs}::numeric[], ${coluna((m) => m.origem)}::origem_movimento[],
      ${coluna((m) => m.idDocumento ?? null)}::text[], ${coluna((m) => m.observacao ?? null)}::text[],
      ${coluna((m) => m.idUsuario ?? null)}::int[])`);
  await tx
    .select({ id: produtos.id })
    .from(produtos)
    .where(inArray(produtos.id, [...new Set(movimentos.map((m) => m.idProduto))]))
    .orderBy(asc(produtos.id))
    .for('no key update');
  await tx.execute(sql`
    update produtos set estoque_atual = produtos.estoque_atual + v.kg, updated_at = now()
    from (select id, sum(kg) as kg from unnest(${idsProduto}::int[], ${kgs}::numeric[]) as u(id, kg) group by id) v
    where produtos.id = v.id`);
}
