import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { AmbienteFiscal } from './modules/fiscal/ambiente-fiscal.ts';

/** What every service operation needs: the database, the configuration and where fiscal documents go. */
export type AppContext = { db: Database; config: Config; fiscal: AmbienteFiscal };

/** Who is calling and from where; passed to operations that audit or check permissions. */
export type Caller = { userId: number; perfil: string; ip: string };
