import { asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fornecedores } from '../../db/schema/cadastros.ts';
import { containsText, escapeLike } from '../../db/search.ts';
import type { PageWindow } from '../../lib/pagination.ts';

export type FornecedorRow = typeof fornecedores.$inferSelect;
export type FornecedorWrite = Omit<typeof fornecedores.$inferInsert, 'id'>;

function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const digits = search.replace(/[.\-/\s]/g, '').toUpperCase();
  return or(
    containsText(fornecedores.nomeRazaoSocial, search),
    containsText(fornecedores.nomeFantasia, search),
    digits.length >= 2 ? sql`${fornecedores.cpfCnpj} like ${`%${escapeLike(digits)}%`}` : undefined,
  );
}

export async function countFornecedores(db: Database, search?: string) {
  const [row] = await db.select({ n: count() }).from(fornecedores).where(matching(search));
  return row?.n ?? 0;
}

export function listFornecedores(db: Database, search: string | undefined, window: PageWindow) {
  return db
    .select()
    .from(fornecedores)
    .where(matching(search))
    .orderBy(asc(fornecedores.nomeRazaoSocial), asc(fornecedores.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function insertFornecedor(db: Database, values: FornecedorWrite) {
  const [row] = await db.insert(fornecedores).values(values).returning();
  if (!row) throw new Error('insert sem retorno');
  return row;
}

export async function updateFornecedor(db: Database, id: number, values: FornecedorWrite) {
  const [row] = await db
    .update(fornecedores)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(fornecedores.id, id))
    .returning();
  return row;
}

/** The supplier as it is, locked until the transaction ends: an edit's audit compares with what it replaced. */
export async function lockFornecedor(db: Database, id: number) {
  const [row] = await db.select().from(fornecedores).where(eq(fornecedores.id, id)).for('update');
  return row;
}

/** The deleted supplier, or undefined when there was none. */
export async function deleteFornecedor(db: Database, id: number) {
  const [row] = await db.delete(fornecedores).where(eq(fornecedores.id, id)).returning();
  return row;
}
