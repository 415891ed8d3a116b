import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { limitesLogin } from '../../db/schema/limites-login.ts';

export type EscopoLimite = 'email_ip' | 'ip' | 'global';
export type ChaveLimite = { escopo: EscopoLimite; chave: string };

const daChave = (k: ChaveLimite) => and(eq(limitesLogin.escopo, k.escopo), eq(limitesLogin.chave, k.chave));

/**
 * Counts one attempt against the key and answers the count with it, in one statement that locks the row until
 * the transaction ends, so two parallel attempts never read the same count. A window that has ended, or that
 * holds no failure (after a success or refunds), starts again at this attempt.
 */
export async function contarTentativa(db: Database, k: ChaveLimite, janelaSegundos: number) {
  const janela = sql`make_interval(secs => ${janelaSegundos})`;
  const recomeca = sql`(${limitesLogin.falhas} = 0 or ${limitesLogin.janelaInicio} <= now() - ${janela})`;
  const [row] = await db
    .insert(limitesLogin)
    .values({ escopo: k.escopo, chave: k.chave, falhas: 1 })
    .onConflictDoUpdate({
      target: [limitesLogin.escopo, limitesLogin.chave],
      set: {
        falhas: sql`case when ${recomeca} then 1 else ${limitesLogin.falhas} + 1 end`,
        janelaInicio: sql`case when ${recomeca} then now() else ${limitesLogin.janelaInicio} end`,
      },
    })
    .returning({
      falhas: limitesLogin.falhas,
      // now() is this transaction's start: a window opened by one that started later (and locked the row first)
      // would read as a second longer than the window.
      segundosRestantes: sql<number>`least(ceil(extract(epoch from ${limitesLogin.janelaInicio} + ${janela} - now())), ${janelaSegundos})::int`,
      ultimoSucesso: limitesLogin.ultimoSucesso,
    });
  if (!row) throw new Error(`limites_login: nenhuma linha para ${k.escopo}`);
  return row;
}

/** Gives back an attempt that did not fail (a success, or one never checked). One row per statement: no deadlock. */
export async function devolverTentativa(db: Database, k: ChaveLimite) {
  await db
    .update(limitesLogin)
    .set({ falhas: sql`greatest(${limitesLogin.falhas} - 1, 0)` })
    .where(daChave(k));
}

/** A success clears the e-mail and IP's failures, as a user who finally types the right password expects. */
export async function registrarSucesso(db: Database, k: ChaveLimite) {
  await db.update(limitesLogin).set({ falhas: 0, ultimoSucesso: sql`now()` }).where(daChave(k));
}

/**
 * Rows whose window ended and that do not remember a recent success: they would count nothing any more. Rows a
 * sign-in holds are skipped (left for the next time), so this never waits on a sign-in nor deadlocks with one.
 */
export async function apagarLimitesVencidos(
  db: Database,
  janelaSegundos: number,
  lembrarSucessoSegundos: number,
) {
  const vencidas = db
    .select({ escopo: limitesLogin.escopo, chave: limitesLogin.chave })
    .from(limitesLogin)
    .where(
      and(
        lt(limitesLogin.janelaInicio, sql`now() - make_interval(secs => ${janelaSegundos})`),
        or(
          isNull(limitesLogin.ultimoSucesso),
          lt(limitesLogin.ultimoSucesso, sql`now() - make_interval(secs => ${lembrarSucessoSegundos})`),
        ),
      ),
    )
    .for('update', { skipLocked: true });
  await db.delete(limitesLogin).where(sql`(${limitesLogin.escopo}, ${limitesLogin.chave}) in (${vencidas})`);
}
