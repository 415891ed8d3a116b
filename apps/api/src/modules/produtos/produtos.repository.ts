import { asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparadaUmaVez } from '../../db/consultas-preparadas.ts';
import { contagemExata } from '../../db/contagem-registros.ts';
import { produtos } from '../../db/schema/cadastros.ts';
import { contagemRegistros } from '../../db/schema/contagens.ts';
import { cfop, ncm } from '../../db/schema/referencia.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { containsNormalized, containsText, padraoContem } from '../../lib/search.ts';

export type ProdutoRow = typeof produtos.$inferSelect;
export type ProdutoWrite = Omit<typeof produtos.$inferInsert, 'id' | 'estoqueAtual'>;

function matching(search: string | undefined): SQL | undefined {
  return search ? containsNormalized(produtos.busca, search) : undefined;
}

export async function countProdutos(db: Database, search?: string) {
  if (!search) return contagemExata(db, 'produtos');
  const [row] = await db.select({ n: count() }).from(produtos).where(matching(search));
  return row?.n ?? 0;
}

/**
 * A page of products by name with its total, built once: without a search a named statement whose total comes
 * from the exact counter; with one an unnamed statement, planned for each term (a rare SKU and a common word
 * want different plans) but never rebuilt.
 */
function prepararLista(db: Database, comBusca: boolean) {
  const total = comBusca
    ? sql`count(*) over ()`
    : sql`(select ${contagemRegistros.total} from ${contagemRegistros} where ${contagemRegistros.tabela} = 'produtos')`;
  return db
    .select({ produto: produtos, total: total.mapWith(Number) })
    .from(produtos)
    .where(comBusca ? containsNormalized(produtos.busca, sql.placeholder('padrao')) : undefined)
    .orderBy(asc(produtos.nome), asc(produtos.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(comBusca ? '' : 'produtos_pagina');
}

/** A page of products, with the total of matching rows, in one query. */
export async function listProdutos(db: Database, search: string | undefined, window: PageWindow) {
  const lista = preparadaUmaVez(db, search ? 'produtos_busca' : 'produtos_pagina', () =>
    prepararLista(db, Boolean(search)),
  );
  const rows = await lista.execute({
    padrao: search ? padraoContem(search) : undefined,
    limit: window.limit,
    offset: window.offset,
  });
  return { rows: rows.map((r) => r.produto), total: rows[0]?.total ?? 0 };
}

export async function findProduto(db: Database, id: number) {
  const [row] = await db.select().from(produtos).where(eq(produtos.id, id));
  return row;
}

export async function insertProduto(db: Database, values: ProdutoWrite) {
  const [row] = await db.insert(produtos).values(values).returning();
  if (!row) throw new Error('insert sem retorno');
  return row;
}

export async function updateProduto(db: Database, id: number, values: ProdutoWrite) {
  const [row] = await db.update(produtos).set(values).where(eq(produtos.id, id)).returning();
  return row;
}

export async function deleteProduto(db: Database, id: number) {
  const rows = await db.delete(produtos).where(eq(produtos.id, id)).returning({ id: produtos.id });
  return rows.length > 0;
}

export async function ncmExists(db: Database, codigo: string) {
  return (await db.select({ c: ncm.codigo }).from(ncm).where(eq(ncm.codigo, codigo))).length > 0;
}

export async function cfopExists(db: Database, codigo: string) {
  return (await db.select({ c: cfop.codigo }).from(cfop).where(eq(cfop.codigo, codigo))).length > 0;
}

export function searchNcm(db: Database, term: string, limit: number) {
  const digits = term.replace(/\D/g, '');
  const byCode = digits.length >= 2 && digits.length === term.replace(/[\s.]/g, '').length;
  return db
    .select()
    .from(ncm)
    .where(byCode ? containsText(ncm.codigo, digits) : containsText(ncm.descricao, term))
    .orderBy(asc(ncm.codigo))
    .limit(limit);
}
