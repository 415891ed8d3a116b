import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The verifier of the key that encrypts the secrets kept in the database (lib/cofre-de-segredos.ts): an HMAC of a
 * fixed text under the key, never the key itself. At start a key whose verifier differs (a wrong APP_SECRET_KEY,
 * a key file from another installation) stops the app; the backups record it, so the rotation knows which
 * backups the current key opens. One row.
 */
export const chaveDosSegredos = pgTable(
  'chave_dos_segredos',
  {
    id: smallint('id').primaryKey().default(1),
    verificador: text('verificador').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('chave_dos_segredos_uma_linha', sql`${t.id} = 1`)],
);
