import { numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** Money: numeric(15,2). Drizzle returns strings, so values never pass through JS floats. */
export const money = (name: string) => numeric(name, { precision: 15, scale: 2 });
/** Quantities in kg: numeric(15,4). */
export const kg = (name: string) => numeric(name, { precision: 15, scale: 4 });
/** Unit prices as NF-e allows them (vUnCom up to 10 decimals): numeric(21,10). */
export const unitPrice = (name: string) => numeric(name, { precision: 21, scale: 10 });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The fiscal environment a document was issued in ('simulacao' | 'homologacao' | 'producao'): it is consulted,
 * resent and cancelled there, and each environment numbers its séries on its own.
 */
export const ambienteFiscal = () =>
  text('ambiente').$type<'simulacao' | 'homologacao' | 'producao'>().notNull().default('simulacao');
