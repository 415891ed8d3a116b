import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categoriasFinanceiras } from '../../db/schema/financeiro.ts';
import { lancamentos } from '../../db/schema/lancamentos.ts';

/**
 * The payables a supplier's incoming note creates (issue 24): `lancamentos` of type DESPESA and origin NFE_ENTRADA,
 * pointing to the entry (nfe_entradas.id) by id_documento.
 */
const daEntrada = (idEntrada: number) =>
  and(eq(lancamentos.origem, 'NFE_ENTRADA'), eq(lancamentos.idDocumento, idEntrada));

async function findCategoriaDespesa(db: Database, nome: string) {
  const [row] = await db
    .select({ id: categoriasFinanceiras.id })
    .from(categoriasFinanceiras)
    .where(and(eq(categoriasFinanceiras.nome, nome), eq(categoriasFinanceiras.tipo, 'DESPESA')));
  return row?.id;
}

/** The id of the expense category named, or of 'Outras Despesas' when there is none by that name. */
export async function idCategoriaDespesa(db: Database, nome: string) {
  const id = (await findCategoriaDespesa(db, nome)) ?? (await findCategoriaDespesa(db, 'Outras Despesas'));
  if (!id) throw new Error('categoria de despesa ausente');
  return id;
}

export type PagavelWrite = Omit<typeof lancamentos.$inferInsert, 'origem' | 'idDocumento' | 'tipo'>;

/** The entry's payables, in the order given; their ids in that order. */
export async function insertPagaveisDaEntrada(db: Database, idEntrada: number, values: PagavelWrite[]) {
  if (values.length === 0) return [];
  const rows = await db
    .insert(lancamentos)
    .values(
      values.map((v) => ({
        ...v,
        tipo: 'DESPESA' as const,
        origem: 'NFE_ENTRADA' as const,
        idDocumento: idEntrada,
      })),
    )
    .returning({ id: lancamentos.id });
  return rows.map((r) => r.id);
}

/** The entry's payables, locked until the transaction ends (a baixa of one waits for the reversal, or wins). */
export function lockPagaveisDaEntrada(db: Database, idEntrada: number) {
  return db
    .select({ id: lancamentos.id, status: lancamentos.status, valorOriginal: lancamentos.valorOriginal })
    .from(lancamentos)
    .where(daEntrada(idEntrada))
    .orderBy(lancamentos.id)
    .for('update');
}

export async function deletePagaveis(db: Database, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(lancamentos).where(inArray(lancamentos.id, ids));
}
