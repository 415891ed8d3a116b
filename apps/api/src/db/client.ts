import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema>;
/** `close` ends the pool and, when it was opened, the pool of the generic plans (`planoGenerico`). */
export type DbHandle = { db: Database; pool: pg.Pool; close: () => Promise<void> };

function novoPool(url: string, max: number, options?: string) {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, options });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  return pool;
}

const planosGenericos = new WeakMap<Database, () => Database>();

// numeric and bigint arrive as strings (node-postgres default): money and kg never become floats.
export function createDb(url: string, max = 10): DbHandle {
  const pool = novoPool(url, max);
  const db = drizzle(pool, { schema });
  let generico: { db: Database; pool: pg.Pool } | undefined;
  planosGenericos.set(db, () => {
    if (!generico) {
      const p = novoPool(url, Math.max(2, Math.ceil(max / 2)), '-c plan_cache_mode=force_generic_plan');
      generico = { db: drizzle(p, { schema }), pool: p };
    }
    return generico.db;
  });
  return { db, pool, close: async () => void (await Promise.all([pool.end(), generico?.pool.end()])) };
}

/**
 * The database whose connections run named statements on their generic plan (`plan_cache_mode =
 * force_generic_plan`), for the list statements written for it (producao.repository's): PostgreSQL otherwise
 * compares the generic plan's estimate, which cannot see the parameters, with the custom plans' and kept planning
 * them on every call, 0.4-0.8 ms of the database's CPU per request. Only for named statements whose generic plan
 * was checked: an unnamed statement there would lose the plan its values call for. Its pool opens on first use
 * and closes with the handle. A transaction, or a handle not made by createDb, is answered as given.
 */
export function planoGenerico(db: Database): Database {
  return planosGenericos.get(db)?.() ?? db;
}
