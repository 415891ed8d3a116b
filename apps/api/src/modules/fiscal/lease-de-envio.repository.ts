import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { DONO_DO_ENVIO, liberarEnviosDeDonosMortos } from './dono-do-envio.ts';

/** A document table with a sending lease: `envio_ate` (until when it is held) and `envio_por` (by whom). */
type TabelaComEnvio = PgTable & { id: PgColumn; envioAte: PgColumn; envioPor: PgColumn };

/** How many waiting documents one run of a retry job takes; the rest go in the next run. */
const MAX_PENDENTES_POR_RODADA = 50;

/**
 * The sending lease of a document table (notas_fiscais, notas_servico): whoever talks to SEFAZ or the Sefin about
 * a document holds its row's lease for that exchange, so a second emission, a cancellation or the retry job
 * arriving at the same time, in this process or another on the database, keeps off it. A lease runs out at
 * envio_ate (a holder on another host that died), or is freed at once when its holder is known dead.
 */
export function leaseDeEnvio<T extends TabelaComEnvio>(tabela: T) {
  /** Nobody holds the document's sending lease, or its holder let it expire. */
  const livre = or(isNull(tabela.envioAte), sql`${tabela.envioAte} < now()`) as SQL;

  /**
   * Takes the lease for `segundos` if nobody holds it (or the holder let it expire), in the name of `dono`;
   * false when someone else is sending the document now.
   */
  const tomar = async (db: Database, id: number, segundos: number, dono = DONO_DO_ENVIO) => {
    const rows = await db
      .update(tabela)
      .set({
        envioAte: sql`now() + make_interval(secs => ${segundos})`,
        envioPor: dono,
      } as PgUpdateSetSource<T>)
      .where(and(eq(tabela.id, id), livre))
      .returning({ id: tabela.id });
    return rows.length === 1;
  };

  /** Only the lease `dono` holds: one that ran out and was taken by another holder is that holder's. */
  const liberar = async (db: Database, id: number, dono = DONO_DO_ENVIO) => {
    await db
      .update(tabela)
      .set({ envioAte: null, envioPor: null } as PgUpdateSetSource<T>)
      .where(and(eq(tabela.id, id), eq(tabela.envioPor, dono)));
  };

  /** The holders of the leases still running (a handful of rows, read on the partial index of envio_ate). */
  const listarDonos = async (db: Database) => {
    const rows = await db
      .selectDistinct({ dono: tabela.envioPor })
      .from(tabela as PgTable)
      .where(and(isNotNull(tabela.envioAte), sql`${tabela.envioAte} >= now()`));
    return rows.flatMap((r) => (typeof r.dono === 'string' && r.dono ? [r.dono] : []));
  };

  const liberarDe = async (db: Database, donos: string[]) => {
    await db
      .update(tabela)
      .set({ envioAte: null, envioPor: null } as PgUpdateSetSource<T>)
      .where(and(isNotNull(tabela.envioAte), inArray(tabela.envioPor, donos)));
  };

  return {
    livre,
    tomar,
    liberar,
    listarDonos,
    liberarDe,

    /** Frees the leases of holders that died while sending (dono-do-envio.ts); answers how many were dead. */
    liberarDonosMortos: (db: Database) =>
      liberarEnviosDeDonosMortos({
        listarDonos: () => listarDonos(db),
        liberar: (donos) => liberarDe(db, donos),
      }),

    /**
     * The ids of the documents in `condicao` that nobody holds, oldest `ordem` first, up to a run's bound: what a
     * retry job takes.
     */
    pendentes: async (db: Database, condicao: SQL, ordem: PgColumn) => {
      const rows = await db
        .select({ id: tabela.id })
        .from(tabela as PgTable)
        .where(and(condicao, livre))
        .orderBy(asc(ordem))
        .limit(MAX_PENDENTES_POR_RODADA);
      return rows.map((r) => r.id as number);
    },

    /**
     * Runs `fn` holding the document's lease for `segundos`, freed when `fn` ends however it ends. When the lease
     * is taken, what `recusa` answers is thrown (the document is busy, or there is no such document). `jaTomado`
     * is for a row inserted with the lease already taken.
     */
    com: async <R>(
      db: Database,
      id: number,
      segundos: number,
      fn: () => Promise<R>,
      recusa: () => Promise<Error>,
      jaTomado = false,
    ): Promise<R> => {
      if (!jaTomado && !(await tomar(db, id, segundos))) throw await recusa();
      try {
        return await fn();
      } finally {
        await liberar(db, id);
      }
    },
  };
}

export type LeaseDeEnvio = ReturnType<typeof leaseDeEnvio>;
