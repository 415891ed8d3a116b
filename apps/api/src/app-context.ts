import type { Config } from './config.ts';
import type { Database } from './db/client.ts';

/** What every service operation needs: the database and the configuration. */
export type AppContext = { db: Database; config: Config };

/** Who is calling and from where; passed to operations that audit or check permissions. */
export type Caller = { userId: number; perfil: string; ip: string };
