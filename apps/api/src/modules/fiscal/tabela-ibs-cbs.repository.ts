import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { aliquotasIbsCbs } from '../../db/schema/aliquotas-ibs-cbs.ts';
import { usuarios } from '../../db/schema/usuarios.ts';

export type AnoIbsCbsRow = typeof aliquotasIbsCbs.$inferSelect;
export type AnoIbsCbsWrite = Omit<typeof aliquotasIbsCbs.$inferInsert, 'atualizadoEm'>;

/** Every year of the table (or only `ano`), oldest first, with the name of who changed it last. */
export function listAnosIbsCbs(db: Database, ano?: number) {
  return db
    .select({ ano: aliquotasIbsCbs, atualizadoPor: usuarios.nome })
    .from(aliquotasIbsCbs)
    .leftJoin(usuarios, eq(usuarios.id, aliquotasIbsCbs.idUsuarioAtualizacao))
    .where(ano === undefined ? undefined : eq(aliquotasIbsCbs.ano, ano))
    .orderBy(asc(aliquotasIbsCbs.ano));
}

/** One year's row; `forUpdate` locks it until the transaction ends (a change compares with what it replaces). */
export async function findAnoIbsCbs(db: Database, ano: number, forUpdate = false) {
  const consulta = db.select().from(aliquotasIbsCbs).where(eq(aliquotasIbsCbs.ano, ano));
  const [row] = forUpdate ? await consulta.for('update') : await consulta;
  return row;
}

/** The years among `anos` that have a row. */
export async function anosCadastrados(
  db: Database,
  anos: readonly number[],
): Promise<Map<number, AnoIbsCbsRow>> {
  const rows = await db
    .select()
    .from(aliquotasIbsCbs)
    .where(inArray(aliquotasIbsCbs.ano, [...anos]));
  return new Map(rows.map((r) => [r.ano, r]));
}

export async function upsertAnoIbsCbs(db: Database, values: AnoIbsCbsWrite) {
  await db
    .insert(aliquotasIbsCbs)
    .values(values)
    .onConflictDoUpdate({
      target: aliquotasIbsCbs.ano,
      set: { ...values, atualizadoEm: sql`now()` },
    });
}
