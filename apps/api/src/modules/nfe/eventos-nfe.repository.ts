import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { nfeInutilizacoes } from '../../db/schema/notas-fiscais.ts';

export async function findInutilizacao(db: Database, id: number) {
  const [row] = await db.select().from(nfeInutilizacoes).where(eq(nfeInutilizacoes.id, id));
  return row;
}
