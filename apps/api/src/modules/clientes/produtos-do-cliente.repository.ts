import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clientes, produtos } from '../../db/schema/cadastros.ts';
import { produtosDoCliente } from '../../db/schema/entradas.ts';
import { perdasNormais } from '../../db/schema/producao.ts';

export async function existemClienteEProduto(db: Database, idCliente: number, idProduto: number) {
  const [cliente] = await db.select({ id: clientes.id }).from(clientes).where(eq(clientes.id, idCliente));
  const [produto] = await db.select({ id: produtos.id }).from(produtos).where(eq(produtos.id, idProduto));
  return { cliente: Boolean(cliente), produto: Boolean(produto) };
}

/** The client's own codes for the product, with the kg per unit remembered at the imports. */
export function listCodigosDoCliente(db: Database, idCliente: number, idProduto: number) {
  return db
    .select({
      codigoProduto: produtosDoCliente.codigoProduto,
      unidade: produtosDoCliente.unidade,
      kgPorUnidade: produtosDoCliente.kgPorUnidade,
    })
    .from(produtosDoCliente)
    .where(and(eq(produtosDoCliente.idCliente, idCliente), eq(produtosDoCliente.idProduto, idProduto)))
    .orderBy(asc(produtosDoCliente.codigoProduto));
}

export async function findPerdaNormal(db: Database, idCliente: number, idProduto: number, lock?: 'update') {
  const query = db
    .select()
    .from(perdasNormais)
    .where(and(eq(perdasNormais.idCliente, idCliente), eq(perdasNormais.idProduto, idProduto)));
  const [row] = lock ? await query.for('update') : await query;
  return row?.perdaNormalPercentual ?? null;
}

export async function gravarPerdaNormal(
  db: Database,
  valores: { idCliente: number; idProduto: number; perdaNormalPercentual: string | null; idUsuario: number },
) {
  const chave = and(
    eq(perdasNormais.idCliente, valores.idCliente),
    eq(perdasNormais.idProduto, valores.idProduto),
  );
  if (valores.perdaNormalPercentual === null) {
    await db.delete(perdasNormais).where(chave);
    return;
  }
  await db
    .insert(perdasNormais)
    .values({ ...valores, perdaNormalPercentual: valores.perdaNormalPercentual })
    .onConflictDoUpdate({
      target: [perdasNormais.idCliente, perdasNormais.idProduto],
      set: {
        perdaNormalPercentual: valores.perdaNormalPercentual,
        idUsuario: valores.idUsuario,
        updatedAt: new Date(),
      },
    });
}
