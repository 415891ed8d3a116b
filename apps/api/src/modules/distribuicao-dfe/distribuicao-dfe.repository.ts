import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { distribuicaoDfe, documentosDistribuidos } from '../../db/schema/distribuicao-dfe.ts';
import { nfeEntradas } from '../../db/schema/entradas.ts';
import { containsText } from '../../db/search.ts';
import type { PageWindow } from '../../lib/pagination.ts';

export type EstadoDistribuicao = typeof distribuicaoDfe.$inferSelect;
export type DocumentoDistribuido = typeof documentosDistribuidos.$inferSelect;
export type DocumentoDistribuidoWrite = typeof documentosDistribuidos.$inferInsert;
/** Whose documents, in which environment: each environment's Ambiente Nacional has its own NSUs. */
export type InteressadoDfe = Pick<EstadoDistribuicao, 'cnpj' | 'ambiente'>;

/**
 * One query at a time per CNPJ, across this process and any other replica: a transaction-level advisory lock,
 * released by PostgreSQL when the holding transaction ends, even if the process dies mid-query.
 */
export async function tryLockDistribuicao(tx: Database, cnpj: string): Promise<boolean> {
  const { rows } = await tx.execute<{ ok: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`distribuicao-dfe:${cnpj}`}, 0)) as ok`,
  );
  return rows[0]?.ok === true;
}

export async function findEstado(
  db: Database,
  { cnpj, ambiente }: InteressadoDfe,
): Promise<EstadoDistribuicao | undefined> {
  const [row] = await db
    .select()
    .from(distribuicaoDfe)
    .where(and(eq(distribuicaoDfe.cnpj, cnpj), eq(distribuicaoDfe.ambiente, ambiente)));
  return row;
}

export async function saveEstado(
  db: Database,
  estado: Omit<EstadoDistribuicao, 'updatedAt' | 'maxNsu'> & { maxNsu: string | null },
) {
  const { maxNsu, ...resto } = estado;
  await db
    .insert(distribuicaoDfe)
    .values({ ...resto, ...(maxNsu ? { maxNsu } : {}) })
    .onConflictDoUpdate({
      target: [distribuicaoDfe.cnpj, distribuicaoDfe.ambiente],
      // A rejection (656 and others) answers maxNSU 0: the last one seen stays. ultNSU never goes back (15
      // digits, so the text order is the numeric one): an answer with a lower one would only refetch.
      set: {
        ...resto,
        ultNsu: sql`greatest(${distribuicaoDfe.ultNsu}, excluded.ult_nsu)`,
        ...(maxNsu ? { maxNsu } : {}),
        updatedAt: sql`now()`,
      },
    });
}

/** New documents only: an NSU already stored is left as it is. Answers the rows actually inserted. */
export async function insertDocumentos(db: Database, rows: DocumentoDistribuidoWrite[]) {
  if (rows.length === 0) return [];
  return db
    .insert(documentosDistribuidos)
    .values(rows)
    .onConflictDoNothing({
      target: [
        documentosDistribuidos.cnpjInteressado,
        documentosDistribuidos.ambiente,
        documentosDistribuidos.nsu,
      ],
    })
    .returning({ id: documentosDistribuidos.id, tipo: documentosDistribuidos.tipo });
}

/** The entries already imported among these keys (by upload or an earlier query). */
export async function findEntradasByChaves(db: Database, chaves: string[]) {
  if (chaves.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: nfeEntradas.id, chave: nfeEntradas.chaveAcesso })
    .from(nfeEntradas)
    .where(sql`${nfeEntradas.chaveAcesso} = any(${sql.param(chaves)}::text[])`);
  return new Map(rows.map((r) => [r.chave, r.id]));
}

/** The issuer cancelled the note: its summary and full XML say so in the list. */
export async function marcarNotaCancelada(db: Database, cnpj: string, chave: string) {
  await db
    .update(documentosDistribuidos)
    .set({ situacao: 'Cancelada', updatedAt: sql`now()` })
    .where(
      and(
        eq(documentosDistribuidos.cnpjInteressado, cnpj),
        eq(documentosDistribuidos.chaveAcesso, chave),
        sql`${documentosDistribuidos.tipo} in ('resNFe', 'procNFe')`,
      ),
    );
}

export async function findDocumento(db: Database, id: number) {
  const [row] = await db.select().from(documentosDistribuidos).where(eq(documentosDistribuidos.id, id));
  return row;
}

export async function updateDocumento(
  db: Database,
  id: number,
  values: Partial<Pick<DocumentoDistribuidoWrite, 'status' | 'observacao' | 'idNfeEntrada'>>,
) {
  await db
    .update(documentosDistribuidos)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(documentosDistribuidos.id, id));
}

/**
 * The Ambiente Nacional registered our ciência (or confirmação) of a summary: the full note comes on a next query.
 * The event itself is kept in `manifestacoes`; ciencia_xml keeps only what was written before that table.
 */
export async function marcarCienciaEnviada(db: Database, id: number, ciencia: { observacao: string | null }) {
  await db
    .update(documentosDistribuidos)
    .set({ ...ciencia, status: 'Ciência enviada', cienciaEm: sql`now()`, updatedAt: sql`now()` })
    .where(eq(documentosDistribuidos.id, id));
}

/** The full note (procNFe) of a key, if the Ambiente Nacional has already sent it. */
export async function findNotaCompleta(db: Database, cnpj: string, chave: string) {
  const [row] = await db
    .select()
    .from(documentosDistribuidos)
    .where(
      and(
        eq(documentosDistribuidos.cnpjInteressado, cnpj),
        eq(documentosDistribuidos.chaveAcesso, chave),
        eq(documentosDistribuidos.tipo, 'procNFe'),
      ),
    );
  return row;
}

/** Full notes received and not imported yet (this query's, or left by an interrupted one). */
export async function listDocumentosParaImportar(db: Database, cnpj: string) {
  return db
    .select()
    .from(documentosDistribuidos)
    .where(
      and(
        eq(documentosDistribuidos.cnpjInteressado, cnpj),
        eq(documentosDistribuidos.tipo, 'procNFe'),
        eq(documentosDistribuidos.status, 'XML disponível'),
      ),
    )
    .orderBy(documentosDistribuidos.nsu);
}

/**
 * The list: one line per note, so a summary whose full XML (procNFe) has arrived gives way to it; events and
 * anything else as they came. Newest NSU first.
 */
function filtroDaLista({ cnpj, ambiente }: InteressadoDfe, search: string | undefined): SQL | undefined {
  const d = documentosDistribuidos;
  return and(
    eq(d.cnpjInteressado, cnpj),
    eq(d.ambiente, ambiente),
    sql`not (${d.tipo} = 'resNFe' and exists (
      select 1 from documentos_distribuidos p
      where p.cnpj_interessado = ${d.cnpjInteressado} and p.chave_acesso = ${d.chaveAcesso} and p.tipo = 'procNFe'))`,
    search
      ? sql`(${containsText(d.emitenteNome, search)} or ${containsText(d.chaveAcesso, search)} or ${containsText(d.emitenteCpfCnpj, search)})`
      : undefined,
  );
}

export async function countDocumentos(db: Database, cnpj: InteressadoDfe, search: string | undefined) {
  const [row] = await db
    .select({ total: count() })
    .from(documentosDistribuidos)
    .where(filtroDaLista(cnpj, search));
  return row?.total ?? 0;
}

export async function listDocumentos(
  db: Database,
  cnpj: InteressadoDfe,
  search: string | undefined,
  w: PageWindow,
) {
  return db
    .select()
    .from(documentosDistribuidos)
    .where(filtroDaLista(cnpj, search))
    .orderBy(desc(documentosDistribuidos.nsu))
    .limit(w.limit)
    .offset(w.offset);
}
