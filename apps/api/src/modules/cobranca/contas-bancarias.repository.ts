import { and, asc, count, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contasBancarias } from '../../db/schema/contas-bancarias.ts';
import { containsText } from '../../db/search.ts';
import type { PageWindow } from '../../lib/pagination.ts';

export type ContaBancariaRow = typeof contasBancarias.$inferSelect;
export type ContaBancariaWrite = Omit<typeof contasBancarias.$inferInsert, 'id'>;

function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return or(
    containsText(contasBancarias.descricao, search),
    eq(contasBancarias.banco, search.trim()),
    containsText(contasBancarias.conta, search),
  );
}

export async function countContasBancarias(db: Database, search?: string) {
  const [row] = await db.select({ n: count() }).from(contasBancarias).where(matching(search));
  return row?.n ?? 0;
}

/** The default account first, then by description. */
export function listContasBancarias(db: Database, search: string | undefined, window: PageWindow) {
  return db
    .select()
    .from(contasBancarias)
    .where(matching(search))
    .orderBy(sql`${contasBancarias.padrao} desc`, asc(contasBancarias.descricao), asc(contasBancarias.id))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * One save of the default flag at a time: two accounts saved as padrão at once would each clear the other's
 * flag before either is written, then one fails on the partial unique index.
 */
export async function travarContaPadrao(db: Database) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended('contas_bancarias:padrao', 0))`);
}

export async function hasContaPadrao(db: Database) {
  const [row] = await db
    .select({ id: contasBancarias.id })
    .from(contasBancarias)
    .where(eq(contasBancarias.padrao, true));
  return row !== undefined;
}

/** Clears the default flag of every account but `exceto`; answers the accounts it changed, as they are now. */
export function desmarcarPadrao(db: Database, exceto?: number) {
  return db
    .update(contasBancarias)
    .set({ padrao: false, updatedAt: sql`now()` })
    .where(
      and(
        eq(contasBancarias.padrao, true),
        exceto === undefined ? undefined : ne(contasBancarias.id, exceto),
      ),
    )
    .returning();
}

export async function insertContaBancaria(db: Database, values: ContaBancariaWrite) {
  const [row] = await db.insert(contasBancarias).values(values).returning();
  if (!row) throw new Error('insert sem retorno');
  return row;
}

export async function updateContaBancaria(db: Database, id: number, values: ContaBancariaWrite) {
  const [row] = await db
    .update(contasBancarias)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(contasBancarias.id, id))
    .returning();
  return row;
}

/** The account as it is, locked until the transaction ends (its nosso número cannot move meanwhile). */
export async function lockContaBancaria(db: Database, id: number) {
  const [row] = await db.select().from(contasBancarias).where(eq(contasBancarias.id, id)).for('update');
  return row;
}

export async function deleteContaBancaria(db: Database, id: number) {
  const [row] = await db.delete(contasBancarias).where(eq(contasBancarias.id, id)).returning();
  return row;
}

/**
 * Takes the account's next nosso número in one statement: the update holds the row's lock until the caller's
 * transaction ends, so concurrent boletos wait for each other and never share a number; a rolled-back
 * transaction gives its number back, as the NF-e counters do. Undefined when the account does not exist.
 */
export async function reservarNossoNumero(db: Database, idConta: number) {
  const [row] = await db
    .update(contasBancarias)
    .set({ proximoNossoNumero: sql`${contasBancarias.proximoNossoNumero} + 1` })
    .where(eq(contasBancarias.id, idConta))
    .returning({ proximo: contasBancarias.proximoNossoNumero });
  return row === undefined ? undefined : row.proximo - 1;
}

/** The account of new receivables, if one is marked. */
export async function findContaPadrao(db: Database) {
  const [row] = await db.select().from(contasBancarias).where(eq(contasBancarias.padrao, true));
  return row;
}
