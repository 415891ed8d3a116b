import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When a job that every API process runs on its own timer (the retry of notes waiting for SEFAZ and the Sefin)
 * last started, by any of them: each run claims its period here first, so N processes on one database run it once
 * per period between them instead of N times (apps/api/src/lib/tarefa-periodica.ts).
 */
export const tarefasPeriodicas = pgTable('tarefas_periodicas', {
  nome: text('nome').primaryKey(),
  ultimaRodadaEm: timestamp('ultima_rodada_em', { withTimezone: true }).notNull().defaultNow(),
});
