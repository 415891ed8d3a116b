import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { tarefasPeriodicas } from './schema/tarefas-periodicas.ts';

/**
 * Claims a run of the job `nome` for this process: true when no process started one in the last `minimoSegundos`
 * (by the database clock, the one all processes share), or always when `isForcada`; the claim is the row's update,
 * so of two processes asking at once only one gets it.
 */
export async function reservarRodada(db: Database, nome: string, minimoSegundos: number, isForcada: boolean) {
  const rows = await db
    .insert(tarefasPeriodicas)
    .values({ nome, ultimaRodadaEm: sql`now()` })
    .onConflictDoUpdate({
      target: tarefasPeriodicas.nome,
      set: { ultimaRodadaEm: sql`now()` },
      setWhere: isForcada
        ? undefined
        : sql`${tarefasPeriodicas.ultimaRodadaEm} <= now() - make_interval(secs => ${minimoSegundos})`,
    })
    .returning({ nome: tarefasPeriodicas.nome });
  return rows.length === 1;
}
