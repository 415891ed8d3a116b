import { STATUS_DA_MANIFESTACAO, type TTipoManifestacao } from '@erp/contracts/manifestacoes';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { documentosDistribuidos } from '../../db/schema/distribuicao-dfe.ts';
import { nfeEntradas } from '../../db/schema/entradas.ts';
import { manifestacoes } from '../../db/schema/manifestacoes.ts';
import type { ModoFiscal } from '../fiscal/modo-fiscal.ts';

export type ManifestacaoRow = typeof manifestacoes.$inferSelect;

/**
 * One manifestação at a time per note, whichever screen sends it (the entry's row and 'Documentos na SEFAZ' are
 * two rows of the same key): a transaction-level advisory lock on the key, false when another request holds it.
 */
export async function tryLockChave(tx: Database, chave: string): Promise<boolean> {
  const { rows } = await tx.execute<{ ok: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`manifestacao:${chave}`}, 0)) as ok`,
  );
  return rows[0]?.ok === true;
}

/** The manifestações registered for these keys in one environment, oldest first. */
export function listManifestacoes(db: Database, chaves: readonly string[], ambiente: ModoFiscal) {
  if (chaves.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(manifestacoes)
    .where(and(inArray(manifestacoes.chaveAcesso, [...chaves]), eq(manifestacoes.ambiente, ambiente)))
    .orderBy(asc(manifestacoes.createdAt), asc(manifestacoes.id));
}

export async function findManifestacao(db: Database, id: number) {
  const [row] = await db.select().from(manifestacoes).where(eq(manifestacoes.id, id));
  return row;
}

/** The registered event, and the status it gives the entries of that key (an upload and a DistDFe import share it). */
export async function insertManifestacao(
  db: Database,
  values: typeof manifestacoes.$inferInsert,
): Promise<ManifestacaoRow> {
  const [row] = await db.insert(manifestacoes).values(values).returning();
  if (!row) throw new Error('insert into manifestacoes returned no row');
  await db
    .update(nfeEntradas)
    .set({ statusManifestacao: STATUS_DA_MANIFESTACAO[values.tipoEvento as TTipoManifestacao] })
    .where(eq(nfeEntradas.chaveAcesso, values.chaveAcesso));
  return row;
}

/** What the Ambiente Nacional told us of the note itself (Autorizada, Denegada, Cancelada), if it told us. */
export async function findSituacaoNaSefaz(db: Database, chave: string, ambiente: ModoFiscal) {
  const rows = await db
    .select({ situacao: documentosDistribuidos.situacao })
    .from(documentosDistribuidos)
    .where(
      and(
        eq(documentosDistribuidos.chaveAcesso, chave),
        eq(documentosDistribuidos.ambiente, ambiente),
        isNotNull(documentosDistribuidos.situacao),
      ),
    );
  const situacoes = rows.map((r) => r.situacao);
  return situacoes.find((s) => s === 'Cancelada' || s === 'Denegada') ?? situacoes[0] ?? null;
}

/** The entry a manifestação is about: its key and the file as received (the simulator learns the note from it). */
export async function findEntradaParaManifestar(db: Database, id: number) {
  const [row] = await db
    .select({ chaveAcesso: nfeEntradas.chaveAcesso, xmlOriginal: nfeEntradas.xmlOriginal })
    .from(nfeEntradas)
    .where(eq(nfeEntradas.id, id));
  return row;
}
