import type { TProduto } from '@erp/contracts/produtos';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { consultaDireta } from '../../db/consultas-preparadas.ts';
import { contagemExata } from '../../db/contagem-registros.ts';
import { paginaSemBusca } from '../../db/ordem-blocos.ts';
import { produtos } from '../../db/schema/cadastros.ts';
import { cfop, ncm } from '../../db/schema/referencia.ts';
import {
  buscaContem,
  buscaContemTermo,
  buscaPorPalavras,
  containsText,
  padraoContem,
} from '../../db/search.ts';
import type { PageWindow } from '../../lib/pagination.ts';

export type ProdutoRow = typeof produtos.$inferSelect;
export type ProdutoWrite = Omit<typeof produtos.$inferInsert, 'id' | 'estoqueAtual'>;

export async function countProdutos(db: Database, search?: string) {
  if (!search) return contagemExata(db, 'produtos');
  const [row] = await db
    .select({ n: count() })
    .from(produtos)
    .where(buscaContemTermo(produtos.busca, search));
  return row?.n ?? 0;
}

/**
 * The product as the API shows it (TProduto), with the names of its fields: stock is kept with 4 places (kg to
 * the tenth of a gram) but shown and edited with 2, rounded half away from zero as toProdutoDto does; the IPI
 * rate without trailing zeros.
 */
const colunasDoProduto = {
  id: produtos.id,
  nome: produtos.nome,
  codigo_interno: produtos.codigoInterno,
  ncm: produtos.ncm,
  unidade_medida: produtos.unidadeMedida,
  preco_venda: produtos.precoVenda,
  // Without trailing zeros, as toProdutoDto answers it.
  aliquota_ipi: sql<string | null>`trim_scale(${produtos.aliquotaIpi})::text`.as('aliquota_ipi'),
  estoque_atual: sql`round(${produtos.estoqueAtual}, 2)::text`.as('estoque_atual'),
  estoque_proprio_kg: sql`round(${produtos.estoqueProprioKg}, 2)::text`.as('estoque_proprio_kg'),
  estoque_terceiros_kg: sql`round(${produtos.estoqueAtual} - ${produtos.estoqueProprioKg}, 2)::text`.as(
    'estoque_terceiros_kg',
  ),
  cfop_padrao: produtos.cfopPadrao,
  tipo_item_efd: sql<TProduto['tipo_item_efd']>`${produtos.tipoItemEfd}`.as('tipo_item_efd'),
};
type LinhaDaLista = TProduto & { total: string };

/**
 * A page of a search with the number of matches, built once per kind of term. A term of several words is a
 * named statement whose plan PostgreSQL keeps (the index of words, whatever the words). A term of one word stays
 * unnamed and is planned for each term, since a rare SKU and a common word want different plans.
 */
function paginaDaBusca(db: Database, porPalavras: boolean) {
  return consultaDireta<LinhaDaLista>(
    db,
    `produtos_busca_${porPalavras}`,
    porPalavras ? 'produtos_busca_palavras' : undefined,
    () =>
      db
        .select({ ...colunasDoProduto, total: sql`count(*) over ()`.as('total') })
        .from(produtos)
        .where(buscaContem(produtos.busca, porPalavras, sql.placeholder('termo'), sql.placeholder('padrao')))
        .orderBy(asc(produtos.nome), asc(produtos.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
  );
}

/** A page of products as the API shows them, with the total of matching rows, in one query. */
export async function listProdutos(db: Database, search: string | undefined, window: PageWindow) {
  const rows = search
    ? await paginaDaBusca(
        db,
        buscaPorPalavras(search),
      )({
        termo: search,
        padrao: padraoContem(search),
        limit: window.limit,
        offset: window.offset,
      })
    : await paginaSemBusca<TProduto>(
        db,
        produtos,
        produtos.nome,
        colunasDoProduto,
        window.limit,
      )({ limit: window.limit, offset: window.offset });
  return {
    rows: rows.map(({ total: _, ...produto }) => produto),
    total: Number.parseInt(rows[0]?.total ?? '0', 10),
  };
}

export async function findProduto(db: Database, id: number) {
  const [row] = await db.select().from(produtos).where(eq(produtos.id, id));
  return row;
}

/** The product with its row locked until the transaction ends. */
export async function lockProduto(db: Database, id: number) {
  const [row] = await db.select().from(produtos).where(eq(produtos.id, id)).for('update');
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

/** The deleted product, or undefined when there was none. */
export async function deleteProduto(db: Database, id: number) {
  const [row] = await db.delete(produtos).where(eq(produtos.id, id)).returning();
  return row;
}

export async function ncmExists(db: Database, codigo: string) {
  return (await db.select({ c: ncm.codigo }).from(ncm).where(eq(ncm.codigo, codigo))).length > 0;
}

export async function cfopExists(db: Database, codigo: string) {
  return (await db.select({ c: cfop.codigo }).from(cfop).where(eq(cfop.codigo, codigo))).length > 0;
}

/**
 * Typed digits find the codes containing them, those that start with them first: '3923' lists 3923.xx before
 * 2933.39.23, which only contains the digits. A description search stays in code order.
 */
export function searchNcm(db: Database, term: string, limit: number) {
  const digits = term.replace(/\D/g, '');
  const byCode = digits.length >= 2 && digits.length === term.replace(/[\s.]/g, '').length;
  // Only digits reach the pattern, so it has no LIKE wildcard of the user's.
  const ordem = byCode ? [sql`${ncm.codigo} like ${`${digits}%`} desc`, asc(ncm.codigo)] : [asc(ncm.codigo)];
  return db
    .select()
    .from(ncm)
    .where(byCode ? containsText(ncm.codigo, digits) : containsText(ncm.descricao, term))
    .orderBy(...ordem)
    .limit(limit);
}
