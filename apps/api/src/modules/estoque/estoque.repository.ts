import { eq, sql } from 'drizzle-orm';
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
