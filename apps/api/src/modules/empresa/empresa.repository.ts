import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { empresa } from '../../db/schema/empresa.ts';
import { notasFiscais } from '../../db/schema/notas-fiscais.ts';

export type EmpresaRow = typeof empresa.$inferSelect;

export async function findEmpresa(db: Database) {
  const [row] = await db.select().from(empresa).where(eq(empresa.id, 1));
  return row;
}

/** The company row locked until the transaction ends: a save's audit compares with what it replaced. */
export async function lockEmpresa(db: Database) {
  const [row] = await db.select().from(empresa).where(eq(empresa.id, 1)).for('update');
  return row;
}

export async function updateEmpresa(db: Database, values: Partial<typeof empresa.$inferInsert>) {
  const [row] = await db
    .insert(empresa)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: empresa.id, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('upsert sem retorno');
  return row;
}

/**
 * Once an NF-e of produção has taken a number, the série and next number belong to its counter. Notes of
 * simulação and homologação number on their own counters and leave them free, so testing before going live never
 * fixes the number the company's real notes start from.
 */
export async function existeNfeNumerada(db: Database) {
  const [row] = await db
    .select({ id: notasFiscais.id })
    .from(notasFiscais)
    .where(and(isNotNull(notasFiscais.numero), eq(notasFiscais.ambiente, 'producao')))
    .limit(1);
  return row !== undefined;
}

/** Moves a password stored as typed (before migration 0025) to its encrypted column, leaving none in clear. */
export async function trocarSenhaSmtpEmClaro(db: Database, cifrada: string) {
  await db
    .update(empresa)
    .set({ smtpSenhaCifrada: cifrada, smtpSenhaEmClaro: null })
    .where(eq(empresa.id, 1));
}
