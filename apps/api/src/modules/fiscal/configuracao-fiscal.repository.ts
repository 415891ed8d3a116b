import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { configuracaoFiscal } from '../../db/schema/certificados.ts';

export async function findModoFiscal(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ modo: configuracaoFiscal.modo })
    .from(configuracaoFiscal)
    .where(eq(configuracaoFiscal.id, 1));
  return row?.modo;
}

/**
 * The setting's row locked until the transaction ends (created first if a restore lost it): a change of
 * environment and an upload or removal of the certificate take it, so "no certificate outside simulação" holds.
 */
export async function lockConfiguracaoFiscal(db: Database) {
  await db.insert(configuracaoFiscal).values({ id: 1 }).onConflictDoNothing();
  const [row] = await db.select().from(configuracaoFiscal).where(eq(configuracaoFiscal.id, 1)).for('update');
  if (!row) throw new Error('configuracao_fiscal sem a linha 1');
  return row;
}

export async function updateModoFiscal(db: Database, modo: string, idUsuario: number) {
  await db
    .update(configuracaoFiscal)
    .set({ modo, idUsuarioAlteracao: idUsuario, alteradoEm: sql`now()` })
    .where(eq(configuracaoFiscal.id, 1));
}

/** Whether an administrator allowed the A1 upload over plain HTTP from the network (envio-sem-https.ts). */
export async function findCertificadoSemHttps(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ permitido: configuracaoFiscal.certificadoSemHttps })
    .from(configuracaoFiscal)
    .where(eq(configuracaoFiscal.id, 1));
  return row?.permitido ?? false;
}

export async function updateCertificadoSemHttps(db: Database, permitido: boolean) {
  await db
    .update(configuracaoFiscal)
    .set({ certificadoSemHttps: permitido })
    .where(eq(configuracaoFiscal.id, 1));
}
