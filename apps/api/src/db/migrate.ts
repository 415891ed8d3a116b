import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Arbitrary constant: serialises migrations when several API replicas start at once.
const MIGRATION_LOCK_KEY = 727_001;

export async function runMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

/** A migration as Drizzle records it in drizzle.__drizzle_migrations: `criadaEm` is its journal `when`. */
export type Migracao = { tag: string; criadaEm: number };

/** The migrations this code knows, oldest first (the journal of apps/api/src/db/migrations). */
export function migracoesConhecidas(): Migracao[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map((e) => ({ tag: e.tag, criadaEm: e.when }));
}

/**
 * Applies, on a client already inside the caller's transaction, the known migrations after `depoisDe` up to
 * `ate` (both journal `when`s; undefined: from the start / to the end), keeping Drizzle's own bookkeeping
 * (same table, hash and created_at), so a later runMigrations sees them as applied. Drizzle's migrator opens its
 * own transaction and commits it, which would end the caller's: a restore must stay one transaction.
 */
export async function aplicarMigracoesNaTransacao(
  client: pg.ClientBase,
  faixa: { depoisDe?: number; ate?: number } = {},
): Promise<number> {
  const escolhidas = readMigrationFiles({ migrationsFolder }).filter(
    (m) =>
      (faixa.depoisDe === undefined || m.folderMillis > faixa.depoisDe) &&
      (faixa.ate === undefined || m.folderMillis <= faixa.ate),
  );
  await client.query('create schema if not exists drizzle');
  await client.query(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migracao of escolhidas) {
    for (const comando of migracao.sql) await client.query(comando);
    await client.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      migracao.hash,
      migracao.folderMillis,
    ]);
  }
  return escolhidas.length;
}
