import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditoria } from '../../db/schema/auditoria.ts';

export type RecusaDeLogin = { email: string; ip: string; limites: string[]; janelaSegundos: number };

/**
 * Sign-ins refused by the limits (429), audited as ONE row per address and window (`LOGIN_BLOQUEADO`, with
 * `detalhes.tentativas` counting them): a flood from a few addresses used to write a row per attempt, growing the
 * audit table without bound. The window is the throttle's, on the clock (a refusal at 10:07 with a 15-minute
 * window counts in the 10:00 row). The one audit row that is updated rather than added: it is a counter, not an
 * event; a transaction-level advisory lock per address keeps two processes from opening two rows.
 */
export async function registrarRecusaDeLogin(db: Database, recusa: RecusaDeLogin): Promise<void> {
  const { email, ip, limites, janelaSegundos } = recusa;
  const inicioDaJanela = sql`to_timestamp(floor(extract(epoch from now()) / ${janelaSegundos}) * ${janelaSegundos})`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login-bloqueado ${ip}`}, 0))`);
    const somados = await tx
      .update(auditoria)
      .set({
        detalhes: sql`${auditoria.detalhes} || jsonb_build_object(
          'tentativas', coalesce((${auditoria.detalhes}->>'tentativas')::int, 1) + 1,
          'limites', (select jsonb_agg(distinct l order by l) from jsonb_array_elements_text(
            coalesce(${auditoria.detalhes}->'limites', '[]'::jsonb) || ${JSON.stringify(limites)}::jsonb) l),
          'ultimo_email', ${email}::text,
          'ultima_em', now())`,
      })
      .where(
        and(
          eq(auditoria.acao, 'LOGIN_BLOQUEADO'),
          eq(auditoria.ip, ip),
          gte(auditoria.createdAt, inicioDaJanela),
        ),
      )
      .returning({ id: auditoria.id });
    if (somados.length > 0) return;
    await tx.insert(auditoria).values({
      acao: 'LOGIN_BLOQUEADO',
      email,
      ip,
      detalhes: {
        tentativas: 1,
        limites: [...new Set(limites)].sort(),
        janela_segundos: janelaSegundos,
      },
    });
  });
}
