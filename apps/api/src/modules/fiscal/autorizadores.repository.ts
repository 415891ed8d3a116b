import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { autorizadoresSemResposta } from '../../db/schema/autorizadores-sem-resposta.ts';
import type { ModoFiscal } from './modo-fiscal.ts';

/** The autorizador of a UF in one fiscal environment. */
export type AutorizadorDaUF = { ambiente: ModoFiscal; uf: string };

const daUF = (a: AutorizadorDaUF) =>
  and(eq(autorizadoresSemResposta.ambiente, a.ambiente), eq(autorizadoresSemResposta.uf, a.uf));

/** It did not answer now (by the database clock, the one every API process shares). */
export async function anotarSemResposta(db: Database, a: AutorizadorDaUF, motivo: string) {
  await db
    .insert(autorizadoresSemResposta)
    .values({ ambiente: a.ambiente, uf: a.uf, motivo, falhouEm: sql`now()` })
    .onConflictDoUpdate({
      target: [autorizadoresSemResposta.ambiente, autorizadoresSemResposta.uf],
      set: { motivo, falhouEm: sql`now()` },
    });
}

/** It answered: nothing to check before the next send. */
export async function apagarSemResposta(db: Database, a: AutorizadorDaUF) {
  await db.delete(autorizadoresSemResposta).where(daUF(a));
}

/** Its last failure when it was less than `segundos` ago, else undefined. */
export async function findSemRespostaRecente(db: Database, a: AutorizadorDaUF, segundos: number) {
  const [row] = await db
    .select()
    .from(autorizadoresSemResposta)
    .where(
      and(daUF(a), gt(autorizadoresSemResposta.falhouEm, sql`now() - make_interval(secs => ${segundos})`)),
    );
  return row;
}
