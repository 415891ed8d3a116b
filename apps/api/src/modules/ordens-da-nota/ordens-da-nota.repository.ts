import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { nfeEntradaItens } from '../../db/schema/entradas.ts';
import {
  notasFiscaisOrdens,
  ordensIndustrializacao,
  ordensIndustrializacaoEntradas,
} from '../../db/schema/producao.ts';

/**
 * The rows an NF-e's life changes in its ordens de industrialização: the link of note and orders, the orders'
 * reservations of the entry items' kg, and their status.
 */

export async function updateEntradaDaOrdem(
  db: Database,
  id: number,
  values: Partial<typeof ordensIndustrializacaoEntradas.$inferInsert>,
) {
  await db
    .update(ordensIndustrializacaoEntradas)
    .set(values)
    .where(eq(ordensIndustrializacaoEntradas.id, id));
}

/** Gives reserved kg back to the item's free balance (never below zero). */
export async function liberarKg(db: Database, idItemEntrada: number, kg: string) {
  await db
    .update(nfeEntradaItens)
    .set({ reservadoKg: sql`greatest(0, ${nfeEntradaItens.reservadoKg} - ${kg}::numeric)` })
    .where(eq(nfeEntradaItens.id, idItemEntrada));
}

/** Reserves kg again after the note that took them gave them back (never past the balance). */
export async function reservarNovamente(db: Database, idItemEntrada: number, kg: string) {
  await db
    .update(nfeEntradaItens)
    .set({
      reservadoKg: sql`least(${nfeEntradaItens.saldoKg}, ${nfeEntradaItens.reservadoKg} + ${kg}::numeric)`,
    })
    .where(eq(nfeEntradaItens.id, idItemEntrada));
}

export async function vincularOrdensANota(db: Database, idNotaFiscal: number, idsOrdens: readonly number[]) {
  if (idsOrdens.length === 0) return;
  await db
    .insert(notasFiscaisOrdens)
    .values(idsOrdens.map((idOrdem) => ({ idNotaFiscal, idOrdem })))
    .onConflictDoNothing();
}

export async function idsDasOrdensDaNota(db: Database, idNotaFiscal: number) {
  const rows = await db
    .select({ idOrdem: notasFiscaisOrdens.idOrdem })
    .from(notasFiscaisOrdens)
    .where(eq(notasFiscaisOrdens.idNotaFiscal, idNotaFiscal))
    .orderBy(asc(notasFiscaisOrdens.idOrdem));
  return rows.map((r) => r.idOrdem);
}

/** The inputs of these orders, locked in id order: the emission and its conclusions move their reservations. */
export async function lockEntradasDasOrdens(db: Database, idsOrdens: readonly number[]) {
  if (idsOrdens.length === 0) return [];
  return db
    .select()
    .from(ordensIndustrializacaoEntradas)
    .where(inArray(ordensIndustrializacaoEntradas.idOrdem, [...idsOrdens]))
    .orderBy(asc(ordensIndustrializacaoEntradas.id))
    .for('update');
}

/** kg reserved per entry item by these orders. */
export async function reservasDasOrdens(db: Database, idsOrdens: readonly number[]) {
  if (idsOrdens.length === 0) return new Map<number, string>();
  const rows = await db
    .select({
      idItemEntrada: ordensIndustrializacaoEntradas.idItemEntrada,
      kg: sql<string>`sum(${ordensIndustrializacaoEntradas.reservadoKg})::text`,
    })
    .from(ordensIndustrializacaoEntradas)
    .where(inArray(ordensIndustrializacaoEntradas.idOrdem, [...idsOrdens]))
    .groupBy(ordensIndustrializacaoEntradas.idItemEntrada);
  return new Map(rows.map((r) => [r.idItemEntrada, r.kg]));
}

export async function updateStatusDasOrdens(
  db: Database,
  idsOrdens: readonly number[],
  values: Partial<typeof ordensIndustrializacao.$inferInsert>,
) {
  if (idsOrdens.length === 0) return;
  await db
    .update(ordensIndustrializacao)
    .set({ ...values, updatedAt: sql`now()` })
    .where(inArray(ordensIndustrializacao.id, [...idsOrdens]));
}
