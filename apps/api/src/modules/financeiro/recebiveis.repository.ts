import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categoriasFinanceiras } from '../../db/schema/financeiro.ts';
import { lancamentos } from '../../db/schema/lancamentos.ts';

/**
 * The receivables the fiscal documents create and cancel, one set of queries for the NF-e and the NFS-e: the
 * entry points to `lancamentos` of origin NFE or NFSE, by the document's id.
 */
export type DocumentoDoRecebivel = { origem: 'NFE' | 'NFSE'; idDocumento: number };

const doDocumento = ({ origem, idDocumento }: DocumentoDoRecebivel) =>
  and(eq(lancamentos.origem, origem), eq(lancamentos.idDocumento, idDocumento));

async function findCategoriaReceita(db: Database, nome: string) {
  const [row] = await db
    .select({ id: categoriasFinanceiras.id })
    .from(categoriasFinanceiras)
    .where(and(eq(categoriasFinanceiras.nome, nome), eq(categoriasFinanceiras.tipo, 'RECEITA')));
  return row?.id;
}

/** The id of the revenue category named, or of 'Outras Receitas' when there is none by that name. */
export async function idCategoriaReceita(db: Database, nome: string) {
  const id = (await findCategoriaReceita(db, nome)) ?? (await findCategoriaReceita(db, 'Outras Receitas'));
  if (!id) throw new Error('categoria de receita ausente');
  return id;
}

/** Answers the new receivable's id. */
export async function insertRecebivel(
  db: Database,
  values: Omit<typeof lancamentos.$inferInsert, 'origem' | 'idDocumento' | 'tipo'> & DocumentoDoRecebivel,
): Promise<number> {
  const [row] = await db
    .insert(lancamentos)
    .values({ ...values, tipo: 'RECEITA' })
    .returning({ id: lancamentos.id });
  if (!row) throw new Error('insert sem retorno');
  return row.id;
}

/**
 * The document's receivable, the newest if there were several. `lock`: locked until the caller's transaction ends
 * (after the document's row: see baixar-lancamento).
 */
export async function findRecebivel(db: Database, documento: DocumentoDoRecebivel, lock?: 'update') {
  const consulta = db.select().from(lancamentos).where(doDocumento(documento)).orderBy(desc(lancamentos.id));
  const [row] = lock ? await consulta.for(lock) : await consulta;
  return row;
}

/** The document's receivables still to be paid (Pendente), oldest first: what its e-mail charges. */
export function findRecebiveisEmAberto(db: Database, documento: DocumentoDoRecebivel) {
  return db
    .select()
    .from(lancamentos)
    .where(and(doDocumento(documento), eq(lancamentos.status, 'Pendente')))
    .orderBy(lancamentos.id);
}

/** A cancelled document's receivable still pending is cancelled with it; a paid one stays as it is. */
export async function cancelarRecebivel(db: Database, documento: DocumentoDoRecebivel) {
  await db
    .update(lancamentos)
    .set({ status: 'Cancelado', updatedAt: sql`now()` })
    .where(and(doDocumento(documento), eq(lancamentos.status, 'Pendente')));
}
