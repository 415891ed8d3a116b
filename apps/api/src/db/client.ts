import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema>;
export type DbHandle = { db: Database; pool: pg.Pool };

// numeric and bigint arrive as strings (node-postgres default): money and kg never become floats.
export function createDb(url: string, max = 10): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  return { db: drizzle(pool, { schema }), pool };
}
