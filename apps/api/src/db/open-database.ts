import type { Config } from '../config.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { acquireInstanceLock } from './instance-lock.ts';
import { runMigrations } from './migrate.ts';

export type OpenDatabase = { url: string; close: () => Promise<void> };

const log = { info: (m: string) => console.info(m), warn: (m: string) => console.warn(m) };

/**
 * Takes the data directory's lock first (a second instance refuses before touching anything), then starts
 * the embedded PostgreSQL unless DATABASE_URL points elsewhere, and applies pending migrations.
 */
export async function openDatabase(config: Config): Promise<OpenDatabase> {
  const releaseLock = await acquireInstanceLock(config.dataDir);
  let stopPostgres: (() => Promise<void>) | undefined;
  try {
    let url = config.databaseUrl;
    if (!url) {
      const embedded = await startEmbeddedPostgres(config.dataDir, log);
      stopPostgres = embedded.stop;
      url = embedded.url;
    }
    await runMigrations(url);
    return {
      url,
      close: async () => {
        await stopPostgres?.();
        await releaseLock();
      },
    };
  } catch (error) {
    await stopPostgres?.();
    await releaseLock();
    throw error;
  }
}
