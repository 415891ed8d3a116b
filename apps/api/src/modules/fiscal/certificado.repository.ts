import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { certificadosA1 } from '../../db/schema/certificados.ts';

export type CertificadoRow = typeof certificadosA1.$inferSelect;
export type NovoCertificado = Omit<typeof certificadosA1.$inferInsert, 'id' | 'isAtual' | 'retiradoEm'>;

/** The certificate in use, without its encrypted PFX and password: what the screens show. */
export async function findDadosDoCertificadoAtual(db: Database) {
  const [row] = await db
    .select({
      id: certificadosA1.id,
      titular: certificadosA1.titular,
      cnpj: certificadosA1.cnpj,
      emissor: certificadosA1.emissor,
      serie: certificadosA1.serie,
      validoDe: certificadosA1.validoDe,
      validoAte: certificadosA1.validoAte,
      enviadoEm: certificadosA1.enviadoEm,
    })
    .from(certificadosA1)
    .where(eq(certificadosA1.isAtual, true));
  return row;
}
export type DadosDoCertificado = NonNullable<Awaited<ReturnType<typeof findDadosDoCertificadoAtual>>>;

/** The certificate in use with its encrypted PFX and password, to be decrypted for signing and TLS. */
export async function findCertificadoAtual(db: Database): Promise<CertificadoRow | undefined> {
  const [row] = await db.select().from(certificadosA1).where(eq(certificadosA1.isAtual, true));
  return row;
}

/**
 * Takes the current certificate out of use: it stays in the history (who sent it, when, serial, validity) and
 * its encrypted PFX and password are wiped.
 */
export async function retirarCertificadoAtual(db: Database) {
  await db
    .update(certificadosA1)
    .set({ isAtual: false, pfxCifrado: null, senhaCifrada: null, retiradoEm: sql`now()` })
    .where(eq(certificadosA1.isAtual, true));
}

export async function insertCertificadoAtual(db: Database, novo: NovoCertificado) {
  const [row] = await db
    .insert(certificadosA1)
    .values({ ...novo, isAtual: true })
    .returning({ id: certificadosA1.id, enviadoEm: certificadosA1.enviadoEm });
  if (!row) throw new Error('insert sem retorno');
  return row;
}
