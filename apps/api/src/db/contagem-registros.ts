import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { contagemRegistros } from './schema/contagens.ts';

/** Exact number of rows of a register kept by triggers (clientes, produtos): O(1) instead of count(*). */
export async function contagemExata(db: Database, tabela: 'clientes' | 'produtos'): Promise<number> {
  const [row] = await db
    .select({ total: contagemRegistros.total })
    .from(contagemRegistros)
    .where(eq(contagemRegistros.tabela, tabela));
  return row?.total ?? 0;
}
