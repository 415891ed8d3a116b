import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { produtos } from '../../db/schema/cadastros.ts';
import { nfeEntradaItens, nfeEntradas } from '../../db/schema/entradas.ts';

/**
 * The client's products with kg a FIFO return can take, by name: the same entry items listItensEntradaFifo takes
 * (balance above what ordens de industrialização reserve, not ignored at the import), summed per product. Read on
 * the client's entries index, then its items with a balance.
 */
export function listProdutosComSaldo(db: Database, idCliente: number) {
  return db
    .select({
      id_produto: produtos.id,
      codigo_interno: produtos.codigoInterno,
      nome: produtos.nome,
      saldo_kg: sql<string>`sum(${nfeEntradaItens.saldoKg} - ${nfeEntradaItens.reservadoKg})::numeric(15,4)::text`,
    })
    .from(nfeEntradaItens)
    .innerJoin(nfeEntradas, eq(nfeEntradas.id, nfeEntradaItens.idNfeEntrada))
    .innerJoin(produtos, eq(produtos.id, nfeEntradaItens.idProduto))
    .where(
      and(
        eq(nfeEntradas.idCliente, idCliente),
        eq(nfeEntradaItens.ignorado, false),
        sql`${nfeEntradaItens.saldoKg} > 0`,
        sql`${nfeEntradaItens.saldoKg} > ${nfeEntradaItens.reservadoKg}`,
      ),
    )
    .groupBy(produtos.id)
    .orderBy(asc(produtos.nome), asc(produtos.codigoInterno));
}
