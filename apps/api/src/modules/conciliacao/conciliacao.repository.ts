import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { conciliacoes, transacoesExtrato } from '../../db/schema/extratos.ts';
import { lancamentos } from '../../db/schema/lancamentos.ts';

/** The transaction, locked until the caller's transaction ends: two confirmations of it cannot both settle. */
export async function lockTransacao(db: Database, id: number) {
  const [row] = await db.select().from(transacoesExtrato).where(eq(transacoesExtrato.id, id)).for('update');
  return row;
}

export async function insertConciliacoes(db: Database, rows: (typeof conciliacoes.$inferInsert)[]) {
  await db.insert(conciliacoes).values(rows);
}

/** What the transaction settled, in entry order (the order their rows are locked in). */
export function conciliacoesDaTransacao(db: Database, idTransacao: number) {
  return db
    .select()
    .from(conciliacoes)
    .where(eq(conciliacoes.idTransacao, idTransacao))
    .orderBy(asc(conciliacoes.idLancamento));
}

export async function desfazerConciliada(db: Database, id: number) {
  await db.delete(conciliacoes).where(eq(conciliacoes.idTransacao, id));
  await db
    .update(transacoesExtrato)
    .set({ conciliada: false, conciliadaEm: null, idUsuarioConciliacao: null })
    .where(eq(transacoesExtrato.id, id));
}

/** The entry back to Pendente, as before its baixa; the update only matches a Pago row. */
export async function reabrirLancamento(db: Database, id: number, valorOriginal: string) {
  const [row] = await db
    .update(lancamentos)
    .set({
      status: 'Pendente',
      valorOriginal,
      valorPagoRecebido: null,
      dataPagamentoRecebimento: null,
      valorDesconto: '0',
      valorJurosMulta: '0',
      updatedAt: sql`now()`,
    })
    .where(and(eq(lancamentos.id, id), eq(lancamentos.status, 'Pago')))
    .returning({ id: lancamentos.id });
  return row;
}

export async function marcarConciliada(db: Database, id: number, idUsuario: number) {
  await db
    .update(transacoesExtrato)
    .set({ conciliada: true, conciliadaEm: sql`now()`, idUsuarioConciliacao: idUsuario })
    .where(eq(transacoesExtrato.id, id));
}
