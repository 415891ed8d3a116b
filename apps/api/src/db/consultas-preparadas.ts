import type { Database } from './client.ts';

const porBanco = new WeakMap<Database, Map<string, unknown>>();

/**
 * Drizzle builds a query's SQL text on every call, and for a list request that cost more of the server's CPU
 * than PostgreSQL spent running it. Statements that run on every request are built here once per database
 * handle and key (a filter combination, say) and then only executed.
 *
 * Build them with `.prepare('nome')` and the statement is also parsed once per connection, and PostgreSQL may
 * settle on its generic plan: write it so that plan is good (see the NF-e list). With `.prepare('')` it stays
 * unnamed and is planned on every run, for searches whose best plan depends on the term typed.
 */
export function preparadaUmaVez<T>(db: Database, chave: string, preparar: () => T): T {
  let consultas = porBanco.get(db);
  if (!consultas) {
    consultas = new Map();
    porBanco.set(db, consultas);
  }
  let consulta = consultas.get(chave) as T | undefined;
  if (consulta === undefined) {
    consulta = preparar();
    consultas.set(chave, consulta);
  }
  return consulta;
}
