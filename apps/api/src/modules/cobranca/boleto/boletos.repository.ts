import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { boletos } from '../../../db/schema/boletos.ts';

export type BoletoRow = typeof boletos.$inferSelect;
export type BoletoWrite = Omit<typeof boletos.$inferInsert, 'createdAt'>;

/** The receivable's boleto, if its nosso número was already taken. */
export async function findBoleto(db: Database, idLancamento: number) {
  const [row] = await db.select().from(boletos).where(eq(boletos.idLancamento, idLancamento));
  return row;
}

export async function insertBoleto(db: Database, values: BoletoWrite) {
  const [row] = await db.insert(boletos).values(values).returning();
  if (!row) throw new Error('insert sem retorno');
  return row;
}
