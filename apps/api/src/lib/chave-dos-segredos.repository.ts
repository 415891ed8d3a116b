import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { certificadosA1 } from '../db/schema/certificados.ts';
import { chaveDosSegredos } from '../db/schema/chave-dos-segredos.ts';
import { empresa } from '../db/schema/empresa.ts';
import type { FinalidadeSegredo } from './cofre-de-segredos.ts';

/** The stored verifier of the secrets' key, if any. */
export async function lerVerificadorDaChave(db: Database): Promise<string | undefined> {
  const [linha] = await db
    .select({ verificador: chaveDosSegredos.verificador })
    .from(chaveDosSegredos)
    .where(eq(chaveDosSegredos.id, 1));
  return linha?.verificador;
}

/**
 * Stores the verifier unless one is there; answers the one stored, so two processes starting at once with two
 * different keys agree on the first one's.
 */
export async function gravarVerificadorDaChave(db: Database, verificador: string): Promise<string> {
  await db.insert(chaveDosSegredos).values({ id: 1, verificador }).onConflictDoNothing();
  return (await lerVerificadorDaChave(db)) ?? verificador;
}

/** One secret the database keeps encrypted (the A1's password or the SMTP password), to try a key on. */
export async function umSegredoGuardado(
  db: Database,
): Promise<{ finalidade: FinalidadeSegredo; cifrado: string } | undefined> {
  const [certificado] = await db
    .select({ cifrado: certificadosA1.senhaCifrada })
    .from(certificadosA1)
    .where(isNotNull(certificadosA1.senhaCifrada))
    .limit(1);
  if (certificado?.cifrado) return { finalidade: 'certificado.senha', cifrado: certificado.cifrado };
  const [smtp] = await db
    .select({ cifrado: empresa.smtpSenhaCifrada })
    .from(empresa)
    .where(sql`${empresa.smtpSenhaCifrada} is not null`)
    .limit(1);
  return smtp?.cifrado ? { finalidade: 'smtp.senha', cifrado: smtp.cifrado } : undefined;
}
