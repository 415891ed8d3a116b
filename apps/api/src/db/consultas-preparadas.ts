import { fillPlaceholders } from 'drizzle-orm';
import type { Pool, QueryResultRow } from 'pg';
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

type Construivel = { toSQL(): { sql: string; params: unknown[] } };

/**
 * A list statement built by Drizzle once and run by node-postgres itself, each row a plain object under the
 * names its SELECT gives. Drizzle's mapping of every field of every row (an entity check and a decoder per
 * field) cost a page of ten clients more of the server's CPU than the rest of the driver's work; the statements
 * behind the list screens name their columns as the API does and skip it. `nome` names the statement on each
 * connection (parsed once, and PostgreSQL may keep its plan); `undefined` leaves it unnamed, planned per call.
 */
export function consultaDireta<Linha>(
  db: Database,
  chave: string,
  nome: string | undefined,
  construir: () => Construivel,
) {
  const { sql: text, params } = preparadaUmaVez(db, `direta:${chave}`, () => construir().toSQL());
  // Drizzle's node-postgres database carries its pool; a transaction does not, and is no place for a list.
  const pool = (db as { $client?: Pool }).$client;
  if (!pool) throw new Error('consultaDireta lê pelo pool do banco, fora de transações');
  return async (valores: Record<string, unknown>): Promise<Linha[]> => {
    const consulta = { text, values: fillPlaceholders(params, valores) };
    return (await pool.query<Linha & QueryResultRow>(nome ? { ...consulta, name: nome } : consulta)).rows;
  };
}
