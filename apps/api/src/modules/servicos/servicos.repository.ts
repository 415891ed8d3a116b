import { asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { servicos } from '../../db/schema/cadastros.ts';
import { containsText } from '../../db/search.ts';
import type { PageWindow } from '../../lib/pagination.ts';

export type ServicoRow = typeof servicos.$inferSelect;
export type ServicoWrite = Omit<typeof servicos.$inferInsert, 'id'>;

function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(containsText(servicos.descricao, search), containsText(servicos.codigoLc116, search));
}

export async function countServicos(db: Database, search?: string) {
  const [row] = await db.select({ n: count() }).from(servicos).where(matching(search));
  return row?.n ?? 0;
}

export function listServicos(db: Database, search: string | undefined, window?: PageWindow) {
  const query = db
    .select()
    .from(servicos)
    .where(matching(search))
    .orderBy(asc(servicos.descricao), asc(servicos.id));
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

export async function insertServico(db: Database, values: ServicoWrite) {
  const [row] = await db.insert(servicos).values(values).returning();
  if (!row) throw new Error('insert sem retorno');
  return row;
}

export async function updateServico(db: Database, id: number, values: ServicoWrite) {
  const [row] = await db
    .update(servicos)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(servicos.id, id))
    .returning();
  return row;
}

/** The service as it is, locked until the transaction ends: an edit's audit compares with what it replaced. */
export async function lockServico(db: Database, id: number) {
  const [row] = await db.select().from(servicos).where(eq(servicos.id, id)).for('update');
  return row;
}

/** The deleted service, or undefined when there was none. */
export async function deleteServico(db: Database, id: number) {
  const [row] = await db.delete(servicos).where(eq(servicos.id, id)).returning();
  return row;
}
