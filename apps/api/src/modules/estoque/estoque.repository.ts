import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
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
 * the balances. The products are locked in id order first, so two transactions moving the same products
 * cannot deadlock whatever the order of their items.
 */
export async function insertMovimentos(tx: Database, movimentos: Movimento[]) {
  if (movimentos.length === 0) return;
  await tx.insert(estoqueMovimentos).values(movimentos);
  const porProduto = new Map<number, SQL[]>();
  for (const m of movimentos) {
    porProduto.set(m.idProduto, [...(porProduto.get(m.idProduto) ?? []), sql`${m.quantidadeKg}::numeric`]);
  }
  const ids = [...porProduto.keys()];
  await tx
    .select({ id: produtos.id })
    .from(produtos)
    .where(inArray(produtos.id, ids))
    .orderBy(asc(produtos.id))
    .for('update');
  const valores = sql.join(
    [...porProduto].map(([id, kgs]) => sql`(${id}::int, ${sql.join(kgs, sql` + `)})`),
    sql`, `,
  );
  await tx.execute(sql`
    update produtos set estoque_atual = produtos.estoque_atual + v.kg, updated_at = now()
    from (values ${valores}) as v(id, kg)
    where produtos.id = v.id`);
}
